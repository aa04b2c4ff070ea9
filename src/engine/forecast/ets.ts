/**
 * ETS, the exponential smoothing state space models (Hyndman, Koehler, Snyder & Grose, IJF 2002;
 * Hyndman, Koehler, Ord & Snyder 2008, "Forecasting with Exponential Smoothing"): the full taxonomy
 * without multiplicative trends, errors A/M × trend N/A/Ad × season N/A/M, fitted by maximum
 * likelihood and chosen by AICc as R `forecast::ets` 8.20 does by default.
 *
 * Files: `ets-model.ts` (recursions, bounds, admissibility), `ets-init.ts` (R's starting values),
 * `ets-optim.ts` (the likelihood search), `ets-fit.ts` (one model: fit and forecasts),
 * `ets-variance.ts` (forecast variances, Hyndman et al. 2008 ch. 6); this file chooses the model.
 */
import { ETS } from '../constants.js';
import { fitEts, fitEtsSearch, isRestricted, type EtsFit } from './ets-fit.js';
import type { EtsSpec, EtsTrend, EtsSeason, EtsError } from './ets-model.js';
import type { Model } from './models.js';

export { fitEts, isRestricted } from './ets-fit.js';
export type { EtsFit, EtsFitOptions, EtsForecast } from './ets-fit.js';
export { etsName } from './ets-model.js';
export type { EtsSpec, EtsError, EtsTrend, EtsSeason, EtsParams, EtsState } from './ets-model.js';

/** Options of `autoEts`. */
export interface AutoEtsOptions {
  /** Information criterion to minimise (default 'aicc', as R). */
  ic?: 'aicc' | 'aic' | 'bic';
  /** Likelihood search of every candidate (`EtsFitOptions.search`; default 'thorough'). */
  search?: 'thorough' | 'quick';
}

/**
 * The candidate specs R's `ets(y)` tries, in its order: additive errors first, trends N, Ad, A,
 * seasons N, A, M; multiplicative errors and seasons only for positive data; seasons only for
 * 2 ≤ m ≤ 24 and n > m; never additive errors with a multiplicative season. A series of at most
 * 6 values gets only ANN and AAN (R then falls back to Holt–Winters fits by least squares).
 */
export function etsCandidates(y: ArrayLike<number>, m: number): EtsSpec[] {
  const n = y.length;
  let positive = true;
  for (let t = 0; t < n; t++) if (!(y[t]! > 0)) positive = false;
  if (n <= 2 + ETS.tinyExtraObs) {
    return [
      { error: 'A', trend: 'N', season: 'N' },
      { error: 'A', trend: 'A', season: 'N' },
    ];
  }
  const seasonal = Number.isInteger(m) && m >= 2 && m <= ETS.maxSeason && n > m;
  const errors: EtsError[] = positive ? ['A', 'M'] : ['A'];
  const trends: EtsTrend[] = ['N', 'Ad', 'A'];
  const seasons: EtsSeason[] = !seasonal ? ['N'] : positive ? ['N', 'A', 'M'] : ['N', 'A'];
  const out: EtsSpec[] = [];
  for (const error of errors) for (const trend of trends) for (const season of seasons) if (!isRestricted({ error, trend, season })) out.push({ error, trend, season });
  return out;
}

/**
 * Automatic ETS: fits every candidate of `etsCandidates` and returns the one with the smallest
 * AICc (or `options.ic`), differences up to `ETS.icTolerance` going to the earlier; a constant series gets ETS(A,N,N) directly, as R.
 * @param y observations, oldest first
 * @param m season length (1 = none; seasons above 24 are ignored, as R)
 * @returns the chosen fit, or null when no candidate can be fitted (e.g. fewer than 4 values)
 * @throws RangeError for non-finite values
 */
export function autoEts(y: ArrayLike<number>, m: number, options: AutoEtsOptions = {}): EtsFit | null {
  const n = y.length;
  let constant = n > 0;
  for (let t = 1; t < n; t++) if (y[t] !== y[0]) constant = false;
  if (constant) return fitEts(y, 1, { error: 'A', trend: 'N', season: 'N' }, { search: options.search ?? 'thorough' });
  const ic = options.ic ?? 'aicc';
  let best: EtsFit | null = null;
  // Optima of the additive-error fits start their multiplicative-error twins (same recursion).
  const optima = new Map<string, Float64Array>();
  for (const spec of etsCandidates(y, m)) {
    const key = `${spec.trend}${spec.season}`;
    const twin = spec.error === 'M' ? optima.get(key) : undefined;
    const r = fitEtsSearch(y, m, spec, { search: options.search ?? 'thorough' }, twin ? [twin] : []);
    if (!r) continue;
    if (spec.error === 'A') optima.set(key, r.v);
    const fit = r.fit;
    if (Number.isFinite(fit[ic]) && (!best || fit[ic] < best[ic] - ETS.icTolerance)) best = fit;
  }
  return best;
}

/**
 * The forecaster-pool adapter: `autoEts` with the context's primary season and the quick likelihood search
 * (R's start and the additive twin: about 3× faster, and more accurate on M3 Yearly, OWA 0.939 against 0.955 with
 * the thorough search; docs/decisions.md "Forecaster: quick ETS search"); null when no ETS model can be fitted
 * (too short, or non-finite input).
 */
export const etsAutoModel: Model = {
  name: 'ets_auto',
  slow: true,
  forecast(y, h, ctx) {
    return etsAutoModel.bands!(y, h, ctx)?.point ?? null;
  },
  /** The same fit's point forecasts with its 80/95 % bounds (`EtsForecast`); null as `forecast`. */
  bands(y, h, ctx) {
    return etsAutoModel.fitted!(y, h, ctx)?.bands ?? null;
  },
  /** `bands`, and a refit of the chosen spec (`fitEts`, quick search) on another history. */
  fitted(y, h, ctx) {
    try {
      const fit = autoEts(y, ctx.m, { search: 'quick' });
      if (!fit) return null;
      const f = fit.forecast(h);
      if (!finiteBands(f, h)) return null;
      const spec = fit.spec;
      return {
        bands: f,
        refit(x, hx) {
          try {
            const g = fitEts(x, ctx.m, spec, { search: 'quick' })?.forecast(hx);
            return g && finiteBands(g, hx) ? g.point : null;
          } catch {
            return null;
          }
        },
      };
    } catch {
      return null;
    }
  },
};

function finiteBands(f: { point: Float64Array; lower95: Float64Array; upper95: Float64Array }, h: number): boolean {
  for (let i = 0; i < h; i++) if (!Number.isFinite(f.point[i]!) || !Number.isFinite(f.lower95[i]!) || !Number.isFinite(f.upper95[i]!)) return false;
  return true;
}
