/**
 * The forecaster bench's work for one series (bench/forecast.ts), run on a pool of worker threads
 * (piscina) so series spread over the cores: the final method (`forecastSeries`, called as the
 * API calls it) and every model of the forecaster's pool (`MODELS`) fitted once on the whole
 * training part, each timed in CPU seconds of the thread that ran it.
 */
import fs from 'node:fs';
import { Piscina } from 'piscina';
import { forecastSeries } from '../src/engine/index.js';
import { MODELS, type SeriesForecast } from '../src/engine/forecast/forecaster.js';
import type { SeasonContext } from '../src/engine/forecast/models.js';

/** One series to forecast: training values, horizon, season context. */
export interface ForecastTask {
  y: Float64Array;
  h: number;
  ctx: SeasonContext;
  /** Also fit every pool model on its own (default true; false for `--final-only`). */
  models?: boolean;
}

/** What a series gave: the final method's forecast and intervals, and every pool model's forecast. */
export interface ForecastTaskResult extends Pick<SeriesForecast, 'model' | 'point' | 'lower80' | 'upper80' | 'lower95' | 'upper95'> {
  /** Cross-fitted backtest coverage the forecaster reported. */
  backtest80: number | null;
  backtest95: number | null;
  /** CPU seconds of `forecastSeries`. */
  seconds: number;
  /** Per model of `MODELS`, in order: its forecast (naive when it failed), whether it failed, CPU seconds. */
  models: { point: Float64Array; failed: boolean; seconds: number }[];
}

const SCHEDSTAT = '/proc/thread-self/schedstat';
const hasSchedstat = (() => {
  try {
    return Number.isFinite(Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]));
  } catch {
    return false;
  }
})();

/**
 * Which clock `cpuSeconds` reads: the calling thread's CPU time (Linux
 * /proc/thread-self/schedstat, nanoseconds on the CPU), or else the whole process's
 * (`process.cpuUsage`, right only while one thread works).
 */
export const CPU_CLOCK = hasSchedstat ? 'thread CPU time (/proc/thread-self/schedstat)' : 'process CPU time (process.cpuUsage; exact with --workers 1 only)';

/** CPU seconds used so far by the calling thread (see `CPU_CLOCK`). */
export function cpuSeconds(): number {
  if (hasSchedstat) return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e9;
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Forecasts one series with the final method and with every pool model. */
export function runForecastTask(task: ForecastTask): ForecastTaskResult {
  const { y, h, ctx } = task;
  const t0 = cpuSeconds();
  const r = forecastSeries(y, h, ctx);
  const seconds = cpuSeconds() - t0;
  const models = task.models === false ? [] : MODELS.map((m) => {
    const s0 = cpuSeconds();
    const f = m.forecast(y, h, ctx);
    const s = cpuSeconds() - s0;
    const ok = f !== null && f.length === h && f.every(Number.isFinite);
    return { point: ok ? f : new Float64Array(h).fill(y[y.length - 1]!), failed: !ok, seconds: s };
  });
  return {
    model: r.model,
    point: r.point,
    lower80: r.lower80,
    upper80: r.upper80,
    lower95: r.lower95,
    upper95: r.upper95,
    backtest80: r.backtest.coverage_80,
    backtest95: r.backtest.coverage_95,
    seconds,
    models,
  };
}

/** A started pool of forecasting threads. */
export interface ForecastPool {
  run(task: ForecastTask): Promise<ForecastTaskResult>;
  destroy(): Promise<void>;
}

/** Starts `threads` worker threads (a fixed pool) that run `runForecastTask`. */
export function createForecastPool(threads: number): ForecastPool {
  const pool = new Piscina({
    filename: new URL('./forecast-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  return {
    run: (task) => pool.run(task),
    destroy: () => pool.destroy(),
  };
}
