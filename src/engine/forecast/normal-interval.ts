/**
 * Gaussian prediction intervals for the state space models (forecast/ces.ts, forecast/dotm.ts): point
 * forecast ± z · standard deviation of the h-step forecast error, for 80 % and 95 %.
 */
import { NORMAL_Z } from '../constants.js';

/** Point forecasts with 80 % and 95 % prediction intervals, one entry per step ahead (same units as the series). */
export interface IntervalForecast {
  mean: Float64Array;
  lower80: Float64Array;
  upper80: Float64Array;
  lower95: Float64Array;
  upper95: Float64Array;
}

/**
 * Symmetric normal intervals: `mean[i] ± z · sd[i]` (z from NORMAL_Z). `mean` and `sd` have the same length h;
 * `scale[i]`, when given, multiplies every band afterwards (the seasonal index of a multiplicatively
 * reseasonalised forecast, as forecTheta does).
 */
export function normalBands(mean: Float64Array, sd: Float64Array, scale?: ArrayLike<number>): IntervalForecast {
  const h = mean.length;
  const out: IntervalForecast = {
    mean: new Float64Array(h),
    lower80: new Float64Array(h),
    upper80: new Float64Array(h),
    lower95: new Float64Array(h),
    upper95: new Float64Array(h),
  };
  for (let i = 0; i < h; i++) {
    const k = scale ? scale[i]! : 1;
    out.mean[i] = mean[i]! * k;
    out.lower80[i] = (mean[i]! - NORMAL_Z.z80 * sd[i]!) * k;
    out.upper80[i] = (mean[i]! + NORMAL_Z.z80 * sd[i]!) * k;
    out.lower95[i] = (mean[i]! - NORMAL_Z.z95 * sd[i]!) * k;
    out.upper95[i] = (mean[i]! + NORMAL_Z.z95 * sd[i]!) * k;
  }
  return out;
}

/** AICc from a log-likelihood, `k` estimated parameters (the variance included) and n observations; Infinity when n ≤ k + 1. */
export function aiccOf(loglik: number, n: number, k: number): number {
  return n - k - 1 > 0 ? -2 * loglik + 2 * k + (2 * k * (k + 1)) / (n - k - 1) : Infinity;
}

/** Gaussian log-likelihood at the variance's maximum-likelihood estimate SSE / n: −n/2 · (log(2π · SSE/n) + 1). */
export function gaussianLoglik(sse: number, n: number): number {
  return (-n / 2) * (Math.log((2 * Math.PI * sse) / n) + 1);
}
