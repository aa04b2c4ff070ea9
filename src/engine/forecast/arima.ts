/**
 * Automatic ARIMA by the Hyndman–Khandakar stepwise search (Hyndman & Khandakar 2008, "Automatic
 * time series forecasting: the forecast package for R", JSS 27(3), §3.2), step for step as R's
 * forecast 8.20 `auto.arima` runs it with its defaults:
 *
 * 1. D ∈ {0, 1} by the seasonal-strength test (`nsdiffs`, unit-root.ts), only when m > 1 and
 *    n > 2m; d ∈ {0, 1, 2} by repeated KPSS tests on the seasonally differenced series (`ndiffs`).
 * 2. Four start models — (2,d,2)(1,D,1), (0,d,0)(0,D,0), (1,d,0)(1,D,0), (0,d,1)(0,D,1) — with a
 *    constant when d + D ≤ 1, and (0,d,0)(0,D,0) without; orders capped at n/3 (seasonal n/3m),
 *    p and q below m when the seasonal part may be used.
 * 3. From the best so far, neighbours varying P, Q, then p, q by ±1 (singly and jointly) and the
 *    constant toggled, in R's order; moving to the first that lowers the AICc, until none does or
 *    94 models have been fitted. A fit with an AR or MA root of modulus below 1.01, or whose CSS
 *    start has a non-stationary AR part, counts as infinitely bad (forecast's `myarima`).
 * 4. With `approximation` (n > 150 or m > 12) the search ranks models by CSS (their AICc on the
 *    likelihood scale through forecast's offset) and the best are refitted by exact ML in that
 *    order until one is acceptable.
 *
 * Known difference from R: forecast's `myarima` also rejects fits whose numerical Hessian has a
 * negative variance (`checkarima`); this code has no Hessian and keeps them.
 */
import { ARIMA } from '../constants.js';
import { difference } from './arima-poly.js';
import { fitArima, smallestRoot, type ArimaFit, type ArimaForecast } from './arima-fit.js';
import { isConstant, ndiffs, nsdiffs } from './unit-root.js';
import type { Model } from './models.js';

export { fitArima, type ArimaFit, type ArimaForecast, type ArimaOptions } from './arima-fit.js';

/** Options of `autoArimaHK` (defaults as forecast 8.20 `auto.arima`). */
export interface AutoArimaOptions {
  /** CSS during the search, ML for the chosen model. Default: n > 150 or m > 12. */
  approximation?: boolean;
  /** Fixed differencing orders instead of the tests. */
  d?: number;
  D?: number;
  /**
   * Cap on p + q + P + Q inside the stepwise search. Default: none, as R's stepwise search (its
   * max.order = 5 binds only the exhaustive search); see docs/decisions.md "Automatic ARIMA".
   */
  maxOrder?: number;
  /**
   * Most exact-ML refits tried after an approximate search (R: all, in order of the CSS criterion,
   * until one is acceptable). Default: no limit.
   */
  maxRefits?: number;
}

/** One model the search fitted. */
export interface SearchStep {
  p: number;
  d: number;
  q: number;
  P: number;
  D: number;
  Q: number;
  constant: boolean;
  /** AICc (Infinity for a rejected fit). */
  aicc: number;
}

/** The chosen model, with the search that led to it. */
export interface AutoArimaResult {
  fit: ArimaFit;
  /** Every model fitted, in order (CSS criteria when approximating). */
  search: SearchStep[];
  approximation: boolean;
  /** Exact-ML refits made after an approximate search (0 without approximation). */
  refits: number;
}

/**
 * Chooses and fits a seasonal ARIMA for y with season length m (1 = non-seasonal) by the
 * Hyndman–Khandakar stepwise search (see the file comment).
 *
 * @param y the series, oldest first, finite values, at least 3 of them.
 * @param m season length (positive integer).
 * @returns the chosen fit; its `sigma2` is forecast's unbiased estimate, used by `fit.forecast(h)`.
 * @throws RangeError for fewer than 3 values, non-finite values, a bad m, or when no model can be fitted.
 */
export function autoArimaHK(y: ArrayLike<number>, m: number, opts: AutoArimaOptions = {}): AutoArimaResult {
  const n = y.length;
  if (n < 3) throw new RangeError(`auto ARIMA needs at least 3 observations, got ${n}`);
  if (!Number.isInteger(m) || m < 1) throw new RangeError(`Season length must be a positive integer, got ${m}`);
  for (let i = 0; i < n; i++) if (!Number.isFinite(y[i]!)) throw new RangeError(`ARIMA data must be finite; value ${i} is ${y[i]}`);
  const search: SearchStep[] = [];
  if (isConstant(y)) {
    const fit = fitArima(y, [0, 0, 0], undefined, { constant: true })!;
    return { fit, search, approximation: false, refits: 0 };
  }
  let maxp = Math.min(ARIMA.maxP, Math.floor(n / 3));
  let maxq = Math.min(ARIMA.maxQ, Math.floor(n / 3));
  let maxP = Math.min(ARIMA.maxSeasonalP, Math.floor(n / 3 / m));
  let maxQ = Math.min(ARIMA.maxSeasonalQ, Math.floor(n / 3 / m));
  let D: number;
  if (m === 1) {
    D = 0;
    maxP = 0;
    maxQ = 0;
  } else if (opts.D !== undefined) D = opts.D;
  else if (n <= 2 * m) D = 0;
  else D = nsdiffs(y, m);
  const dx = difference(y, 0, D, m);
  const d = opts.d ?? ndiffs(dx);
  const w = difference(dx, d, 0, 1);
  if (w.length === 0) throw new RangeError('Not enough data to proceed after differencing');
  const seasonal = (P: number, Q: number) => ({ order: [P, D, Q] as [number, number, number], period: m });
  if (isConstant(w)) {
    // A polynomial trend (or a fixed seasonal pattern): the differenced series is constant.
    const constant = d + D <= 1;
    const fit = fitArima(y, [0, d, 0], seasonal(0, 0), { constant });
    if (!fit) throw new RangeError('No suitable ARIMA model found');
    return { fit, search, approximation: false, refits: 0 };
  }
  if (m > 1) {
    if (maxP > 0) maxp = Math.min(maxp, m - 1);
    if (maxQ > 0) maxq = Math.min(maxq, m - 1);
  }
  const approximation = opts.approximation ?? (n > ARIMA.approximationLength || m > ARIMA.approximationPeriod);
  let offset = 0;
  if (approximation) {
    const wn = fitArima(y, [0, d, 0], seasonal(0, 0), { constant: d + D === 0 });
    if (wn) offset = -2 * wn.loglik - n * Math.log(wn.sigma2Raw);
  }
  const allowConstant = d + D <= 1;
  let constant = allowConstant;
  const maxOrder = opts.maxOrder ?? Infinity;

  const fits = new Map<string, ArimaFit | null>();
  const key = (p: number, q: number, P: number, Q: number, c: boolean) => `${p},${q},${P},${Q},${c ? 1 : 0}`;
  const fitOne = (p: number, q: number, P: number, Q: number, c: boolean, approx: boolean): { fit: ArimaFit | null; ic: number } => {
    let fit: ArimaFit | null = null;
    if (p + q + P + Q <= maxOrder) {
      fit = fitArima(y, [p, d, q], seasonal(P, Q), {
        constant: c,
        method: approx ? 'CSS' : 'CSS-ML',
        strictCss: true,
        giveUpNearUnitMa: true,
        cssOffset: offset,
      });
    }
    let ic = fit && Number.isFinite(fit.aicc) ? fit.aicc : Infinity;
    if (fit && ic < Infinity && smallestRoot(fit) < ARIMA.minRootModulus) ic = Infinity;
    return { fit, ic };
  };
  let best: { fit: ArimaFit | null; ic: number } = { fit: null, ic: Infinity };
  const tryModel = (p: number, q: number, P: number, Q: number, c: boolean): boolean => {
    const r = fitOne(p, q, P, Q, c, approximation);
    fits.set(key(p, q, P, Q, c), r.fit);
    search.push({ p, d, q, P, D, Q, constant: c, aicc: r.ic });
    if (r.ic < best.ic) {
      best = r;
      return true;
    }
    return false;
  };
  const seen = (p: number, q: number, P: number, Q: number, c: boolean) => fits.has(key(p, q, P, Q, c));

  const start = n < 10 ? { p: Math.min(ARIMA.start.p, 1), q: Math.min(ARIMA.start.q, 1), P: 0, Q: 0 } : ARIMA.start;
  let p = Math.min(start.p, maxp);
  let q = Math.min(start.q, maxq);
  let P = Math.min(start.P, maxP);
  let Q = Math.min(start.Q, maxQ);
  tryModel(p, q, P, Q, constant);
  if (tryModel(0, 0, 0, 0, constant)) p = q = P = Q = 0;
  if (maxp > 0 || maxP > 0) {
    const ap = maxp > 0 ? 1 : 0;
    const aP = m > 1 && maxP > 0 ? 1 : 0;
    if (tryModel(ap, 0, aP, 0, constant)) {
      p = ap;
      P = aP;
      q = Q = 0;
    }
  }
  if (maxq > 0 || maxQ > 0) {
    const aq = maxq > 0 ? 1 : 0;
    const aQ = m > 1 && maxQ > 0 ? 1 : 0;
    if (tryModel(0, aq, 0, aQ, constant)) {
      p = P = 0;
      q = aq;
      Q = aQ;
    }
  }
  if (constant && tryModel(0, 0, 0, 0, false)) p = q = P = Q = 0;

  // Neighbours in R's order: [dp, dq, dP, dQ].
  const moves: Array<[number, number, number, number]> = [
    [0, 0, -1, 0], [0, 0, 0, -1], [0, 0, 1, 0], [0, 0, 0, 1],
    [0, 0, -1, -1], [0, 0, -1, 1], [0, 0, 1, -1], [0, 0, 1, 1],
    [-1, 0, 0, 0], [0, -1, 0, 0], [1, 0, 0, 0], [0, 1, 0, 0],
    [-1, -1, 0, 0], [-1, 1, 0, 0], [1, -1, 0, 0], [1, 1, 0, 0],
  ];
  const inRange = (v: number, max: number) => v >= 0 && v <= max;
  let improved = true;
  while (improved && search.length < ARIMA.maxModels) {
    improved = false;
    for (const [dp, dq, dP, dQ] of moves) {
      const np = p + dp;
      const nq = q + dq;
      const nP = P + dP;
      const nQ = Q + dQ;
      if (!inRange(np, maxp) || !inRange(nq, maxq) || !inRange(nP, maxP) || !inRange(nQ, maxQ)) continue;
      if (seen(np, nq, nP, nQ, constant)) continue;
      if (search.length >= ARIMA.maxModels) break;
      if (tryModel(np, nq, nP, nQ, constant)) {
        [p, q, P, Q] = [np, nq, nP, nQ];
        improved = true;
        break;
      }
    }
    if (improved) continue;
    if (allowConstant && !seen(p, q, P, Q, !constant) && search.length < ARIMA.maxModels) {
      // As R: a better constant toggle is taken, and the search goes on only if that pass fitted
      // a new model (it did: the toggle itself).
      if (tryModel(p, q, P, Q, !constant)) constant = !constant;
      improved = true;
    }
  }

  let chosen = best.ic < Infinity ? best.fit : null;
  let refits = 0;
  if (approximation) {
    // Refit by exact ML in order of the CSS criterion until a fit is acceptable; when none is (or the
    // `maxRefits` allowance runs out), the best approximate fit stays, as R's auto.arima keeps its `bestfit`.
    const approximate = chosen;
    chosen = null;
    const order = search.map((s, i) => ({ s, i })).sort((a, b) => a.s.aicc - b.s.aicc || a.i - b.i);
    for (const { s } of order.slice(0, opts.maxRefits ?? order.length)) {
      const r = fitOne(s.p, s.q, s.P, s.Q, s.constant, false);
      refits++;
      if (r.ic < Infinity) {
        chosen = r.fit;
        break;
      }
    }
    chosen ??= approximate;
  }
  if (!chosen) throw new RangeError('No suitable ARIMA model found');
  return { fit: chosen, search, approximation, refits };
}

/**
 * The automatic ARIMA as a forecaster model (`auto_arima`): `autoArimaHK` on the series with the
 * context's primary season (non-seasonal above 24 steps) and at most the last 1000 observations
 * (ARIMA.adapterMaxSeason, adapterMaxLength); null when no model can be fitted. The work is
 * bounded by those and by the search's own limits (94 models, CSS search when n > 150 or m > 12,
 * likelihood searches stuck at a unit MA root given up): on M4 Hourly 0.42 s of CPU per series on
 * average, 4.6 s at most (bench/arima.ts).
 */
export const autoArimaModel: Model = {
  name: 'auto_arima',
  slow: true,
  forecast(y, h, ctx) {
    return autoArimaModel.bands!(y, h, ctx)?.point ?? null;
  },
  /** The same fit's point forecasts with its 80/95 % bounds (`ArimaForecast`); null as `forecast`. */
  bands(y, h, ctx) {
    return autoArimaModel.fitted!(y, h, ctx)?.bands ?? null;
  },
  /** `bands`, and a refit of the chosen orders and constant (`fitArima`, CSS-ML) on another history. */
  fitted(y, h, { m }) {
    const season = m >= 2 && m <= ARIMA.adapterMaxSeason ? m : 1;
    const tail = (v: Float64Array) => (v.length > ARIMA.adapterMaxLength ? v.subarray(v.length - ARIMA.adapterMaxLength) : v);
    const finite = (f: ArimaForecast) => f.point.every(Number.isFinite) && f.lower95.every(Number.isFinite) && f.upper95.every(Number.isFinite);
    try {
      const x = tail(y);
      const approximate = x.length * season > ARIMA.adapterApproximationWork;
      const fit = autoArimaHK(x, season, approximate ? { approximation: true, maxRefits: ARIMA.adapterMaxRefits } : {}).fit;
      const f = fit.forecast(h);
      if (!finite(f)) return null;
      return {
        bands: f,
        refit(z, hz) {
          try {
            const g = fitArima(tail(z), fit.order, fit.seasonal, { constant: fit.constant })?.forecast(hz);
            return g && finite(g) ? g.point : null;
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

/**
 * Point forecasts with 80 % and 95 % intervals from the automatic ARIMA (for benches and callers
 * that want the model's own intervals rather than the forecaster's conformal ones).
 * @throws as `autoArimaHK`.
 */
export function autoArimaForecast(y: ArrayLike<number>, m: number, h: number, opts: AutoArimaOptions = {}) {
  return autoArimaHK(y, m, opts).fit.forecast(h);
}
