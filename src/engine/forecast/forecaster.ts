/**
 * The forecaster (issue 4 items 2–3): runs every model on rolling-origin backtests, chooses the
 * best single model or combination by validation error (an OWA-like score relative to Naive2,
 * as M4 scored), refits on all data, and calibrates 80 % and 95 % intervals by split conformal
 * prediction on the backtest errors, with the achieved coverage measured by cross-fitting.
 * Pure; the choices come from the data (frequency, seasonality tests, validation).
 */
import { autoArima, autoEts, damped, mstlEts, naive2, seasonalEts, seasonalNaive, theta, type BandedForecast, type FittedModel, type Model, type SeasonContext } from './models.js';
import { etsAutoModel } from './ets.js';
import { autoArimaModel } from './arima.js';
import { cesModel } from './ces.js';
import { dotmModel } from './dotm.js';
import { SCUM_MEMBERS, scumBands, trimmedMean } from './scum.js';
import { blendOffsets, calibrationShare, errorSkew, modelOffsets, modelOptimism, shapeOffsets, type BandOffsets } from './interval-blend.js';
import { mean } from '../stats.js';
import { FORECAST, NORMAL_Z } from '../constants.js';
import { coverageQuantile, isSeasonal, mase, maseScale, smape } from './stats.js';

/**
 * Whether the slow models (`Model.slow`: automatic ETS, ARIMA, CES) may be fitted to a series of n values with
 * season m: n·max(m, 1) ≤ FORECAST.slowMaxWork (their cost grows with both; M4 Hourly's n ≈ 700, m = 24 is
 * far beyond it, monthly series of M3/M1 are within).
 */
export function slowModelAllowed(n: number, m: number): boolean {
  return n * Math.max(1, m) <= FORECAST.slowMaxWork;
}

/**
 * A SCUM member behind the cost rule: declines (null) where `slowModelAllowed` says no; name, bounds and `slow`
 * kept. DOTM and Damped are cheap but follow their peers: the default combination's members enter the pool together
 * (where it is out, Theta stands for the Theta family; with DOTM on M4 Hourly the final OWA was 0.425, without 0.423).
 */
function withCostRule(model: Model): Model {
  return {
    name: model.name,
    ...(model.slow ? { slow: true } : {}),
    forecast: (y, h, ctx) => (slowModelAllowed(y.length, ctx.m) ? model.forecast(y, h, ctx) : null),
    ...(model.bands ? { bands: (y: Float64Array, h: number, ctx: SeasonContext) => (slowModelAllowed(y.length, ctx.m) ? model.bands!(y, h, ctx) : null) } : {}),
    ...(model.fitted ? { fitted: (y: Float64Array, h: number, ctx: SeasonContext) => (slowModelAllowed(y.length, ctx.m) ? model.fitted!(y, h, ctx) : null) } : {}),
  };
}

/**
 * Candidate models, in a fixed order (ties go to the earlier): the original pool, then SCUM's members (ETS, CES,
 * ARIMA, DOTM; forecast/scum.ts) and M4's Damped benchmark behind the cost rule. SCUM and the default combination
 * (`DEFAULT_COMBINATION`) are built from the members' forecasts, so each is fitted once.
 */
export const MODELS: Model[] = [seasonalNaive, naive2, autoEts, seasonalEts, theta, mstlEts(false), mstlEts(true), autoArima, ...[etsAutoModel, cesModel, autoArimaModel, dotmModel, damped].map(withCostRule)];

/**
 * The default combination where its members fit (docs/decisions.md "Forecaster: default combination"): the
 * elementwise trimmed mean (`FORECAST.defaultTrim` dropped at each end; Jose & Winkler 2008) of SCUM's four members
 * (Petropoulos & Svetunkov 2020) and M4's Theta and Damped benchmarks (Makridakis et al. 2020; Theta and DOTM are
 * the strongest families on short yearly series, Fiorucci et al. 2016, and damped trend on smooth trending ones,
 * Gardner & McKenzie 1985). Measured on M3/M1 (every series of the dev sets, OWA vs Naive2): SCUM's median M3 Yearly
 * 0.882, M1 Yearly 0.737, M3 Other 0.601, M1 Quarterly 0.868, M3 Quarterly 0.877; this 0.866, 0.751, 0.600, 0.866,
 * 0.873.
 */
export const DEFAULT_COMBINATION = { name: 'trimmed(scum, theta, damped)', members: [...SCUM_MEMBERS.map((m) => m.name), theta.name, damped.name] } as const;

/**
 * The default for a quarterly series (season m from 2 to `FORECAST.nonSeasonalDefaultMaxSeason` = 4) in which M4's
 * seasonality test (`isSeasonal`, 90 %) finds no seasonality (docs/decisions.md "Forecaster: non-seasonal quarterly
 * series", issue 27): the mean of automatic ETS, CES and Theta. On such series the default combination trailed Theta:
 * its ARIMA and Damped members (OWA 1.040 and 1.039 on the 149 M3 Quarterly ones) pulled it to 0.954, where Theta
 * scored 0.951 and this mean 0.919 (chosen on M3 Quarterly; confirmed on M1 Quarterly, 0.887 → 0.861). Seasonal
 * series keep `DEFAULT_COMBINATION` (this mean scored worse there, 0.845 against 0.840), and so do series of frequency 1
 * (M3 Yearly 0.883 against 0.866) and monthly ones (M3 Monthly non-seasonal 0.812 against 0.805).
 */
export const NONSEASONAL_COMBINATION = { name: 'mean(ets_auto, ces, theta)', members: ['ets_auto', 'ces', theta.name] } as const;

/** Result of forecasting one series. */
export interface SeriesForecast {
  /** Chosen method: a model name, `scum`, the default `trimmed(scum, theta, damped)` (non-seasonal quarterly series: `mean(ets_auto, ces, theta)`), or `combination(median|mean|weighted: a, b, c)`. */
  model: string;
  point: Float64Array;
  lower80: Float64Array;
  upper80: Float64Array;
  lower95: Float64Array;
  upper95: Float64Array;
  backtest: {
    /** Folds (origins) used. */
    folds: number;
    /** Validation horizon (steps per fold). */
    horizon: number;
    mase: number | null;
    smape: number | null;
    /** Share of held-out backtest points inside the interval calibrated on the other folds (blended with SCUM's band, as the final interval, where that applies). */
    coverage_80: number | null;
    coverage_95: number | null;
  };
  /** Backtest origins whose errors calibrated the intervals (0: one-step changes stood in). */
  calibrationFolds: number;
  /** Validation score (OWA-like, mean over the origins the candidate was backtested on) of every candidate, for explanation. */
  candidates: { name: string; score: number }[];
}

/** Options: which models, how many folds. */
export interface ForecastOptions {
  models?: Model[];
  maxFolds?: number;
  /** Force one named candidate (single model or combination) instead of choosing by validation. */
  force?: string;
  /** Backtest origins used to calibrate the intervals (default 8). */
  calibrationFolds?: number;
}

type Method = { name: string; parts: number[]; kind: 'single' | 'median' | 'mean' | 'weighted' | 'trimmed'; weights?: number[] };

function safe(f: Float64Array | null, train: Float64Array): f is Float64Array {
  if (!f) return false;
  let maxAbs = 0;
  for (let i = 0; i < train.length; i++) maxAbs = Math.max(maxAbs, Math.abs(train[i]!));
  const limit = FORECAST.safetyFactor * maxAbs + 1;
  for (let i = 0; i < f.length; i++) if (!Number.isFinite(f[i]!) || Math.abs(f[i]!) > limit) return false;
  return true;
}

function combine(method: Method, forecasts: (Float64Array | null)[], h: number): Float64Array | null {
  const parts = method.parts.map((i) => forecasts[i] ?? null);
  if (parts.some((p) => !p)) return null;
  const out = new Float64Array(h);
  for (let t = 0; t < h; t++) {
    const vals = parts.map((p) => p![t]!);
    if (method.kind === 'single') out[t] = vals[0]!;
    else if (method.kind === 'mean') out[t] = mean(vals);
    else if (method.kind === 'trimmed') out[t] = trimmedMean(vals, FORECAST.defaultTrim);
    else if (method.kind === 'median') {
      const s = [...vals].sort((a, b) => a - b);
      out[t] = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    } else {
      let sw = 0;
      let sv = 0;
      vals.forEach((v, i) => {
        sw += method.weights![i]!;
        sv += method.weights![i]! * v;
      });
      out[t] = sv / sw;
    }
  }
  return out;
}

/**
 * Forecasts `y` for `h` steps.
 *
 * Choice (docs/engine.md "Forecaster"): every candidate is backtested on up to 3 rolling origins (the slow
 * models, by the cost rule, on fewer) and scored OWA-like against Naive2. The default combination
 * (`DEFAULT_COMBINATION`: the trimmed mean of SCUM's members — ETS, CES, ARIMA, DOTM; Petropoulos & Svetunkov
 * 2020 — and M4's Theta and Damped) is chosen whenever its members fit; the best-scoring single model or
 * combination replaces it only when validation can tell them apart: at least `FORECAST.minFoldsToReplaceDefault`
 * origins scored both (more than the default 3; callers may ask for more with `maxFolds`), the best wins on every
 * one, and by `FORECAST.selectionMargin` on average. Without the default (the slow members are out, e.g. long
 * hourly series) the best-scoring candidate is chosen, or the median of the best three when fewer than
 * `FORECAST.minFoldsToSelect` origins exist.
 * Default: `DEFAULT_COMBINATION`, or `NONSEASONAL_COMBINATION` on quarterly series the seasonality test finds not seasonal.
 * Intervals: split conformal on the chosen method's backtest errors (`intervalBands`); where SCUM's members fit, each
 * side blended with SCUM's model-based band (the median of the members' bounds) by a weighted geometric mean
 * (`blendOffsets`, forecast/interval-blend.ts; docs/decisions.md "Forecaster: sharper intervals"); there the conformal
 * band takes the conservative split-conformal quantile and a scale weighted toward the recent calibration windows
 * (docs/decisions.md "Forecaster: intervals from the recent windows").
 * @param ctx season length and candidate periods (from the frequency, see `seasonContext`)
 * @throws Error when y has fewer than 3 values (the API requires 8).
 */
export function forecastSeries(y: Float64Array, h: number, ctx: SeasonContext, options: ForecastOptions = {}): SeriesForecast {
  const n = y.length;
  if (n < 3) throw new Error('A series needs at least 3 values');
  const models = options.models ?? MODELS;
  const maxPeriod = Math.max(1, ...ctx.periods, ctx.m);
  const work = n * Math.max(1, ctx.m);
  // Validation horizon and origins: up to 3 non-overlapping windows at the end, each leaving
  // enough history (two of the longest cycles, or half the series) to fit on.
  const hv = Math.max(1, Math.min(h, Math.floor(n / FORECAST.maxValidationShare)));
  const minTrain = Math.min(Math.max(2 * maxPeriod + 1, FORECAST.minTrain), Math.floor(n / 2));
  const origins: number[] = [];
  for (let k = 1; k <= (options.maxFolds ?? FORECAST.selectionFolds); k++) {
    const o = n - k * hv;
    if (o >= Math.max(minTrain, 3)) origins.push(o);
  }
  const positive = y.every((v) => v >= 0);
  // Errors are calibrated relative to the level at their origin for positive series (mean of the last
  // season, or last value), so origins at a lower level do not understate a grown series' errors.
  const levelOf = (x: Float64Array): number => {
    if (!positive) return 1;
    const w = Math.min(x.length, Math.max(1, ctx.m, Math.ceil(hv / FORECAST.levelWindowShare)));
    const l = mean(Array.from(x.subarray(x.length - w)));
    return l > 0 ? l : 1;
  };
  // Cost rule: slow models on every origin only for small n·m, else on the last origin only, and there
  // (docs/decisions.md "Forecaster: per-series time") with the specification chosen on the whole series
  // re-estimated instead of searched again: the whole-series fits come first (they are needed anyway).
  const slowFolds = work <= FORECAST.slowAllFoldsWork ? origins.length : Math.min(1, origins.length);
  // Whole-series fits of the models that can refit their specification (`Model.fitted`), made once on demand.
  const fittedCache = new Map<number, FittedModel | null>();
  const wholeFit = (i: number): FittedModel | null => {
    if (!fittedCache.has(i)) fittedCache.set(i, models[i]!.fitted!(y, h, ctx));
    return fittedCache.get(i)!;
  };
  const prefit: (FittedModel | null | undefined)[] = models.map((m, i) => (work > FORECAST.slowAllFoldsWork && m.slow && m.fitted ? wholeFit(i) : undefined));

  // Backtest forecasts: fold × model (null where a model declined, failed, or was not run).
  const folds = origins.map((o, k) => {
    const train = y.subarray(0, o);
    const actual = y.subarray(o, o + hv);
    const fc = models.map((m, i) => {
      if (m.slow && k >= slowFolds) return null;
      const pf = prefit[i];
      if (pf === null) return null; // it fails on the whole series: no final forecast to calibrate
      const f = pf ? (pf.refit(train, hv) ?? m.forecast(train, hv, ctx)) : m.forecast(train, hv, ctx);
      return safe(f, train) ? f : null;
    });
    const ref = naive2.forecast(train, hv, ctx)!;
    const scale = maseScale(train, ctx.m);
    return { train, actual, fc, refSmape: smape(actual, ref), refMase: mase(actual, ref, scale), scale };
  });

  // Per-origin scores of a method (null where it has no forecast there).
  const foldScores = (method: Method): (number | null)[] =>
    folds.map((f) => {
      const p = combine(method, f.fc, hv);
      if (!p) return null;
      const rs = f.refSmape > 0 ? smape(f.actual, p) / f.refSmape : 1;
      const rm = f.refMase > 0 ? mase(f.actual, p, f.scale) / f.refMase : 1;
      return 0.5 * (rs + rm);
    });
  const meanScore = (fs: (number | null)[]): number => {
    const v = fs.filter((x): x is number => x !== null);
    return v.length ? mean(v) : Infinity;
  };

  const singles: Method[] = models.map((m, i) => ({ name: m.name, parts: [i], kind: 'single' }));
  const methods: Method[] = [...singles];
  const perFold: (number | null)[][] = singles.map(foldScores);
  const ranked = singles
    .map((m, i) => ({ m, s: meanScore(perFold[i]!) }))
    .filter((x) => Number.isFinite(x.s))
    .sort((a, b) => a.s - b.s);
  // Combinations of the best k (scored on the origins where all their parts ran).
  for (const k of FORECAST.combinationSizes) {
    if (ranked.length < k) continue;
    const top = ranked.slice(0, k);
    const names = top.map((x) => x.m.name).join(', ');
    const parts = top.map((x) => x.m.parts[0]!);
    methods.push({ name: `combination(mean: ${names})`, parts, kind: 'mean' });
    if (k >= 3) methods.push({ name: `combination(median: ${names})`, parts, kind: 'median' });
    methods.push({ name: `combination(weighted: ${names})`, parts, kind: 'weighted', weights: top.map((x) => 1 / Math.max(1e-6, x.s)) });
  }
  const scumParts = SCUM_MEMBERS.map((member) => models.findIndex((m) => m.name === member.name));
  const scumIndex = scumParts.every((i) => i >= 0) ? methods.push({ name: 'scum', parts: scumParts, kind: 'median' }) - 1 : -1;
  // The default for the series' class: non-seasonal series of a seasonal frequency take `NONSEASONAL_COMBINATION`.
  const nonSeasonal = ctx.m > 1 && ctx.m <= FORECAST.nonSeasonalDefaultMaxSeason && !isSeasonal(y, ctx.m);
  const defaultSpec = nonSeasonal ? NONSEASONAL_COMBINATION : DEFAULT_COMBINATION;
  const defaultParts = defaultSpec.members.map((member) => models.findIndex((m) => m.name === member));
  const combinedIndex = defaultParts.every((i) => i >= 0) ? methods.push({ name: defaultSpec.name, parts: defaultParts, kind: nonSeasonal ? 'mean' : 'trimmed' }) - 1 : -1;
  // The default: the trimmed mean where its members are in the pool, else SCUM.
  const defaultIndex = combinedIndex >= 0 ? combinedIndex : scumIndex;
  for (let i = singles.length; i < methods.length; i++) perFold.push(foldScores(methods[i]!));
  const scores = perFold.map((fs, i) => (folds.length ? meanScore(fs) : i === defaultIndex ? 0 : models[methods[i]!.parts[0]!] === seasonalNaive && methods[i]!.kind === 'single' ? 0.5 : 1));

  let best = 0;
  for (let i = 1; i < methods.length; i++) if (scores[i]! < scores[best]! - 1e-12) best = i;
  let chosen = best;
  // The default combination is chosen when its members ran; the best candidate replaces it only when many paired
  // origins tell them apart (`FORECAST.minFoldsToReplaceDefault`, more than the 3 selection origins: with 2–3 the
  // replacements lost on every M3/M1 set, docs/decisions.md "Forecaster: default combination"), a win on every
  // one, by a margin on average. Without the default the best is chosen, or with too few origins to trust a
  // selection the median of the best three. (A median-of-three default with the same test instead of the best made
  // no difference on M4 Hourly: OWA 0.425 both.)
  const median3 = methods.findIndex((m) => m.kind === 'median' && m.parts.length === 3 && m.name.startsWith('combination'));
  const fallback = defaultIndex >= 0 && Number.isFinite(scores[defaultIndex]!) ? defaultIndex : -1;
  if (fallback >= 0 && best !== fallback) {
    const paired = folds.map((_, k) => [perFold[best]![k], perFold[fallback]![k]] as const).filter(([a, b]) => a != null && b != null) as [number, number][];
    const wins = paired.length >= FORECAST.minFoldsToReplaceDefault && paired.every(([a, b]) => a < b) && mean(paired.map(([a, b]) => b - a)) >= FORECAST.selectionMargin;
    chosen = wins ? best : fallback;
  } else if (fallback < 0 && folds.length < FORECAST.minFoldsToSelect && median3 >= 0) {
    chosen = median3;
  }
  if (options.force) {
    const forced = methods.findIndex((m) => m.name === options.force || m.name.startsWith(`${options.force}`));
    if (forced >= 0) chosen = forced;
  }
  let method = methods[chosen]!;

  // Final fit on all data (with the members' own bounds where a model gives them).
  const needed = new Set(method.parts);
  const finalBands: (BandedForecast | null)[] = models.map(() => null);
  const finals: (Float64Array | null)[] = models.map((m, i) => {
    if (!needed.has(i)) return null;
    if (m.bands) {
      const b = m.fitted ? (wholeFit(i)?.bands ?? null) : m.bands(y, h, ctx);
      if (b && safe(b.point, y)) {
        finalBands[i] = b;
        return b.point;
      }
      return null;
    }
    const f = m.forecast(y, h, ctx);
    return safe(f, y) ? f : null;
  });
  let point = combine(method, finals, h);
  if (!point && (method.name === 'scum' || method.name === defaultSpec.name)) {
    // A member failed on the whole series: fall back to the best candidate without slow members.
    const alt = methods.map((m, i) => ({ m, i })).filter(({ m }) => m.parts.every((p) => !models[p]!.slow)).sort((a, b) => scores[a.i]! - scores[b.i]!)[0];
    if (alt) {
      method = alt.m;
      for (const p of method.parts) if (!finals[p]) finals[p] = ((f) => (safe(f, y) ? f : null))(models[p]!.forecast(y, h, ctx));
      point = combine(method, finals, h);
    }
  }
  if (!point) {
    method = singles[0]!; // seasonal naive never fails
    point = seasonalNaive.forecast(y, h, ctx)!;
  }
  // Conformal intervals from the chosen method's backtest errors. The folds that chose the method
  // flatter it (selection bias), so calibration also uses older origins, half a horizon apart,
  // that took no part in the choice (up to `calibrationFolds` in all), with shorter histories allowed
  // (half the selection minimum) so short series get enough errors to calibrate on. Slow parts refit their
  // whole-series specification there (no search).
  const calibrationOrigins = origins.filter((_, k) => combine(method, folds[k]!.fc, hv) !== null);
  const oldest = origins[origins.length - 1];
  // Above n·m 400 (`slowAllFoldsWork`) a method with slow parts keeps its one selection origin: extra origins there
  // (spec refits) over-covered M3 Monthly (95 % coverage 0.978; docs/decisions.md "Forecaster: honest intervals").
  const extraAllowed = !method.parts.some((p) => models[p]!.slow) || work <= FORECAST.slowAllFoldsWork;
  // The calibration window (docs/decisions.md "Forecaster: a calibration window"): beyond the most recent
  // `calibrationKeepRecent` origins, only origins with at least `calibrationMinTrainShare` of the series to fit on
  // calibrate. Older origins forecast from much shorter histories, and on long series from another period: on M1
  // Quarterly their calm errors narrowed the bands (95 % coverage 0.920), on M3 Quarterly their larger ones widened them.
  const inWindow = (o: number, count: number): boolean => count < FORECAST.calibrationKeepRecent || o >= FORECAST.calibrationMinTrainShare * n;
  if (oldest !== undefined && extraAllowed) {
    const step = Math.ceil(hv / 2);
    for (let o = oldest - step; calibrationOrigins.length < (options.calibrationFolds ?? FORECAST.calibrationFolds) && o >= Math.max(FORECAST.minCalibrationTrain, Math.floor(minTrain / 2)) && inWindow(o, calibrationOrigins.length); o -= step) {
      if (!calibrationOrigins.includes(o)) calibrationOrigins.push(o);
    }
  }
  const foldErrors: number[][] = [];
  // The origin of each calibration window (for `calibrationRecencyDecay`).
  const foldOrigins: number[] = [];
  const calibrateAt = (o: number) => {
    const train = y.subarray(0, o);
    const actual = y.subarray(o, o + hv);
    const k = origins.indexOf(o);
    // Extra origins refit a slow part's whole-series specification (they choose nothing; a search per origin
    // made quarterly series cost up to 0.9 s).
    const refitOrForecast = (m: Model, i: number): Float64Array | null => (m.slow && m.fitted ? (wholeFit(i)?.refit(train, hv) ?? null) : m.forecast(train, hv, ctx));
    const fc = k >= 0 ? folds[k]!.fc : models.map((m, i) => (method.parts.includes(i) ? refitOrForecast(m, i) : null)).map((f) => (safe(f, train) ? f : null));
    const p = combine(method, fc, hv);
    if (!p) return;
    const lv = levelOf(train);
    foldErrors.push(Array.from(actual, (a, j) => (a - p[j]!) / lv));
    foldOrigins.push(o);
  };
  for (const o of calibrationOrigins) calibrateAt(o);
  const calibrated = foldErrors.length;
  // SCUM's model-based band (median of the members' bounds), also for another chosen method when the members may be
  // fitted (cost rule): the conformal half-widths are blended with its offsets (`blendOffsets`, forecast/interval-blend.ts;
  // docs/decisions.md "Forecaster: sharper intervals"). Where it is missing the conformal band stands alone.
  let modelBand: BandedForecast | null = null;
  if (scumIndex >= 0 && slowModelAllowed(n, ctx.m)) {
    const members = scumParts.map((p) => finalBands[p] ?? (method.parts.includes(p) ? null : models[p]!.fitted ? (wholeFit(p)?.bands ?? null) : (models[p]!.bands?.(y, h, ctx) ?? null)));
    if (members.every((b): b is BandedForecast => b !== null && safe(b.point, y) && safe(b.lower95, y) && safe(b.upper95, y))) modelBand = scumBands(members);
  }

  if (!foldErrors.length) {
    // No backtest possible: one-step changes of the series stand in for errors (wide, honest).
    foldErrors.push(Array.from({ length: Math.min(hv, n - 1) }, (_, j) => (y[n - 1 - j]! - y[n - 2 - j]!) / levelOf(y)));
    foldOrigins.push(n);
  }
  // Where the model band applies, the conformal band takes its scale mostly from the recent windows and the
  // conservative order statistic (docs/decisions.md "Forecaster: intervals from the recent windows"); alone (no
  // model band: M4 Hourly) it keeps the pooled scale and the interpolated quantile it was calibrated with.
  const recency = foldOrigins.map((o) => FORECAST.calibrationRecencyDecay ** Math.max(0, (n - o) / hv - 1));
  const bandOptions = (weights: number[]): IntervalBandOptions => (modelBand ? { foldWeights: weights, conservative: true } : {});
  const bands = intervalBands(foldErrors, hv, h, bandOptions(recency));
  const half80 = bands.half80.map((v) => v * levelOf(y));
  const half95 = bands.half95.map((v) => v * levelOf(y));
  // Where the model band applies: the blend, widened beyond the validated horizon and tilted by the calibration errors'
  // skew (`shapeOffsets`; docs/decisions.md "Forecaster: intervals by sample size, horizon and skew").
  // On long series the calibration errors' say fades (`calibrationShare`; docs/decisions.md "Forecaster: long series
  // trust the model band"): the conformal weight, κ − 1 and the skew tilt shrink together.
  const share = calibrationShare(n, ctx.m);
  const weight = FORECAST.intervalConformalWeight * share;
  const kappa = 1 + (modelOptimism(n, ctx.m) - 1) * share;
  const skew = errorSkew(foldErrors) * share;
  const blend = (half: Float64Array, level: 80 | 95): BandOffsets =>
    modelBand ? shapeOffsets(blendOffsets(half, modelOffsets(modelBand, level), weight, kappa), hv, skew) : { below: half, above: half };
  const off80 = blend(half80, 80);
  const off95 = blend(half95, 95);
  const lower80 = new Float64Array(h);
  const upper80 = new Float64Array(h);
  const lower95 = new Float64Array(h);
  const upper95 = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    if (positive && point[j]! < 0) point[j] = 0;
    // Nested: the 95 % offsets are at least the 80 % ones.
    lower80[j] = point[j]! - off80.below[j]!;
    upper80[j] = point[j]! + off80.above[j]!;
    lower95[j] = point[j]! - Math.max(off95.below[j]!, off80.below[j]!);
    upper95[j] = point[j]! + Math.max(off95.above[j]!, off80.above[j]!);
    if (positive) {
      lower80[j] = Math.max(0, lower80[j]!);
      lower95[j] = Math.max(0, lower95[j]!);
    }
  }

  // Achieved coverage: calibrate on all folds but one, check the held-out fold against the band the rule gives (the
  // blend with SCUM's band, its offsets taken in the errors' level-relative units, where it applies).
  let cov80: number | null = null;
  let cov95: number | null = null;
  if (foldErrors.length >= 2) {
    let in80 = 0;
    let in95 = 0;
    let total = 0;
    const level = levelOf(y);
    const relative = (o: BandOffsets): BandOffsets => ({ below: o.below.map((v) => v / level), above: o.above.map((v) => v / level) });
    const model80 = modelBand ? relative(modelOffsets(modelBand, 80)) : null;
    const model95 = modelBand ? relative(modelOffsets(modelBand, 95)) : null;
    const heldBand = (half: Float64Array, model: BandOffsets | null, heldSkew: number): BandOffsets =>
      model ? shapeOffsets(blendOffsets(half, model, weight, kappa), hv, heldSkew) : { below: half, above: half };
    foldErrors.forEach((held, k) => {
      const others = foldErrors.filter((_, i) => i !== k);
      const b = intervalBands(others, hv, hv, bandOptions(recency.filter((_, i) => i !== k)));
      const heldSkew = errorSkew(others) * share;
      const o80 = heldBand(b.half80, model80, heldSkew);
      const o95 = heldBand(b.half95, model95, heldSkew);
      held.forEach((e, j) => {
        total++;
        if (e >= -o80.below[j]! && e <= o80.above[j]!) in80++;
        if (e >= -Math.max(o95.below[j]!, o80.below[j]!) && e <= Math.max(o95.above[j]!, o80.above[j]!)) in95++;
      });
    });
    cov80 = in80 / total;
    cov95 = in95 / total;
  }
  const chosenFold = folds.map((f) => combine(method, f.fc, hv)).map((p, k) => ({ p, f: folds[k]! })).filter((x) => x.p !== null);
  return {
    model: method.name,
    point,
    lower80,
    upper80,
    lower95,
    upper95,
    backtest: {
      folds: chosenFold.length,
      horizon: hv,
      mase: chosenFold.length ? mean(chosenFold.map(({ p, f }) => mase(f.actual, p!, f.scale))) : null,
      smape: chosenFold.length ? mean(chosenFold.map(({ p, f }) => smape(f.actual, p!))) : null,
      coverage_80: cov80,
      coverage_95: cov95,
    },
    calibrationFolds: calibrated,
    candidates: methods.map((m, i) => ({ name: m.name, score: scores[i]! })).filter((c) => Number.isFinite(c.score)),
  };
}

/**
 * Half-widths of the 80 % and 95 % intervals per step: a local error scale (mean |error| over a
 * window of neighbouring steps, pooled across folds, made non-decreasing by isotonic regression, growing in
 * proportion to the step beyond the validation horizon from the centre of the last window: a trend's error grows
 * linearly, and √step proved too narrow on short yearly series) times the conformal quantile of the errors, each
 * scaled by the scale of the other folds (Vovk et al. 2005, split conformal; leave one fold out, as a calibration
 * score must not use its own point); with fewer than 19 scores the 95 % quantile is at least the 80 % one times the
 * normal ratio (`tailQuantile95`). Shapes: errorsByFold[fold][step] with steps 0…hv−1; returns h entries each.
 * With no backtest at all, the scale is NaN-free but wide: the mean absolute step change.
 * Options (`IntervalBandOptions`): fold weights for the band's scale, and the conservative 95 % quantile.
 * @throws RangeError when `options.foldWeights` does not hold one finite positive weight per fold
 */
export function intervalBands(errorsByFold: number[][], hv: number, h: number, options: IntervalBandOptions = {}): { half80: Float64Array; half95: Float64Array } {
  const weights = options.foldWeights;
  if (weights && (weights.length !== errorsByFold.length || !weights.every((x) => Number.isFinite(x) && x > 0))) throw new RangeError('foldWeights must hold one positive weight per fold');
  const w = Math.max(1, Math.floor(hv / FORECAST.errorWindowShare));
  // Per fold and step: sum and count of |error| over the window of neighbouring steps.
  const sums = errorsByFold.map(() => new Float64Array(hv));
  const counts = errorsByFold.map(() => new Float64Array(hv));
  const scale = new Float64Array(hv);
  for (let j = 0; j < hv; j++) {
    let s = 0;
    let c = 0;
    errorsByFold.forEach((fold, f) => {
      for (let k = Math.max(0, j - w); k <= Math.min(hv - 1, j + w); k++) {
        if (fold[k] === undefined) continue;
        sums[f]![j]! += Math.abs(fold[k]!);
        counts[f]![j]!++;
      }
      s += sums[f]![j]!;
      c += counts[f]![j]!;
    });
    scale[j] = c ? s / c : NaN;
  }
  // Each error is scaled by the scale of the other folds (leave one fold out), as split conformal scores a point
  // with a scale fitted without it: scaled by a scale that includes it, an error can never exceed F times the
  // scale (F folds), which capped the 95 % quantile of short series (M1 Yearly: F ≈ 4 folds of 3 steps).
  const scaled: number[] = [];
  errorsByFold.forEach((fold, f) =>
    fold.forEach((e, j) => {
      const c = counts.reduce((a, cf, g) => (g === f ? a : a + cf[j]!), 0);
      const loo = c > 0 ? counts.reduce((a, _, g) => (g === f ? a : a + sums[g]![j]!), 0) / c : scale[j]!;
      if (loo > 0) scaled.push(Math.abs(e) / loo);
    }),
  );
  const q80 = scaled.length ? coverageQuantile(scaled, 0.8) : FORECAST.normalZ80;
  const q95 = scaled.length ? (options.conservative ? conformalQuantile95(scaled) : tailQuantile95(scaled)) : FORECAST.normalZ95;
  const half80 = new Float64Array(h);
  const half95 = new Float64Array(h);
  // Errors from one origin do not shrink with the step in expectation, but per-step means from a few folds can
  // dip: the scale is made non-decreasing by weighted isotonic regression (pool adjacent violators), which keeps
  // its weighted mean (a running maximum would widen every band).
  // With fold weights the band's scale (not the scores') is the weighted mean over the folds' windows.
  if (weights)
    for (let j = 0; j < hv; j++) {
      let s = 0;
      let c = 0;
      weights.forEach((wf, f) => {
        s += wf * sums[f]![j]!;
        c += wf * counts[f]![j]!;
      });
      scale[j] = c ? s / c : NaN;
    }
  isotonicInPlace(scale, Float64Array.from({ length: hv }, (_, j) => counts.reduce((a, cf, f) => a + (weights ? weights[f]! : 1) * cf[j]!, 0)));
  const lastScale = scale[hv - 1]! > 0 ? scale[hv - 1]! : 0;
  // The last step's scale is the mean over the one-sided window [hv − w, hv] (1-based steps), so it belongs to
  // the window's centre, hv − w/2, not to hv: growing from there avoids a too-narrow band beyond the validated
  // horizon (with hv = 2 or 3 on short yearly series the old anchor at hv under-covered step hv + 1 by half).
  const anchor = Math.max(1, hv - Math.min(w, hv - 1) / 2);
  for (let j = 0; j < h; j++) {
    const s = j < hv ? (scale[j]! > 0 ? scale[j]! : lastScale) : lastScale * ((j + 1) / anchor);
    half80[j] = q80 * s;
    half95[j] = q95 * s;
  }
  return { half80, half95 };
}

/** Options of `intervalBands` (docs/decisions.md "Forecaster: intervals from the recent windows"). */
export interface IntervalBandOptions {
  /**
   * One positive weight per fold for the band's error scale (the weighted mean of |error| over each step's window);
   * the calibration scores keep the unweighted leave-one-fold-out scale. Default: equal weights.
   */
  foldWeights?: readonly number[];
  /** The 95 % quantile by `conformalQuantile95` (the ⌈0.95·(n + 1)⌉-th smallest score) instead of `tailQuantile95`. */
  conservative?: boolean;
}

/**
 * The split-conformal 95 % quantile of calibration scores (Vovk et al. 2005; Lei et al. 2018): the ⌈0.95·(n + 1)⌉-th
 * smallest of the n scores, which covers a new exchangeable score with probability at least 0.95. Below 19 scores
 * that rank exceeds n, and the bound is the largest score but at least the mean times the normal ratio 2.46, as in
 * `tailQuantile95` (identical there). It differs from `tailQuantile95` from 19 scores on, where that one interpolates
 * at 0.95·(n + 1) (e.g. 32 scores from four windows of eight steps: the largest score instead of 0.35 of the way from
 * the 31st to it). `scores` are non-negative and not empty.
 */
export function conformalQuantile95(scores: number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const rank = Math.ceil(0.95 * (sorted.length + 1));
  if (rank <= sorted.length) return sorted[rank - 1]!;
  return Math.max(sorted[sorted.length - 1]!, mean(scores) * (NORMAL_Z.z95 / Math.sqrt(2 / Math.PI)));
}

/**
 * The 95 % quantile of calibration scores, honest with fewer than 19 of them. From 19 scores on it is the order
 * statistic at 0.95·(n+1), interpolated (`coverageQuantile`: 95 % coverage on average, where the conformal
 * ⌈(n+1)·0.95⌉-th smallest of Vovk et al. 2005 guarantees at least 95 % and over-covers by up to 1/(n+1)). Below 19
 * that position exceeds n and the largest score stands in, which covers only n/(n+1) even for independent scores
 * (6 scores: 0.86), less when they are correlated (steps of one origin). There the bound is also at least the mean
 * score times z(0.975)/E|Z| = 1.96/√(2/π) ≈ 2.46, the 95 % quantile of |e|/E|e| for a normal error (a floor: errors
 * with heavier tails need more). The mean is the low-variance estimate of the scores' scale; the earlier floor, the
 * conformal 80 % quantile times z(0.975)/z(0.90), rested on a high order statistic of a few scores and over-covered
 * M3 Yearly (0.972; docs/decisions.md "Forecaster: a calibration window"). `scores` are non-negative.
 */
export function tailQuantile95(scores: number[]): number {
  const q95 = coverageQuantile(scores, 0.95);
  const positionReached = 0.95 * (scores.length + 1) <= scores.length;
  return positionReached ? q95 : Math.max(q95, mean(scores) * (NORMAL_Z.z95 / Math.sqrt(2 / Math.PI)));
}

/**
 * Weighted isotonic (non-decreasing) regression by pool adjacent violators (Barlow et al. 1972), in place; entries
 * that are not finite or have no weight are left out and keep their values.
 */
export function isotonicInPlace(values: Float64Array, weights: Float64Array): void {
  const idx: number[] = [];
  for (let j = 0; j < values.length; j++) if (Number.isFinite(values[j]!) && weights[j]! > 0) idx.push(j);
  const blocks: { sum: number; w: number; members: number[] }[] = [];
  for (const j of idx) {
    blocks.push({ sum: values[j]! * weights[j]!, w: weights[j]!, members: [j] });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.w > blocks[blocks.length - 1]!.sum / blocks[blocks.length - 1]!.w) {
      const last = blocks.pop()!;
      const prev = blocks[blocks.length - 1]!;
      prev.sum += last.sum;
      prev.w += last.w;
      prev.members.push(...last.members);
    }
  }
  for (const b of blocks) for (const j of b.members) values[j] = b.sum / b.w;
}
