/**
 * Runs the engine side of the case bench on a pool of worker threads (piscina), one task per
 * fold, so the folds' fits use every core. A task names case indices into the case list each
 * thread receives once (`workerData`); the thread answers through the adapter
 * (bench/engine-adapter.ts) and keeps its own cache of prepared cases.
 */
import { workerData } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { fitEngine, predictEngine, readEngine, type BenchCase, type EngineCalibration, type EngineReading } from './engine-adapter.js';

/**
 * Work for one thread: fit on `train` then predict the risk of each `test` case (the adapter's
 * `fitEngine` and `predictEngine`), or read the report fields of each `test` case under a given
 * calibration (`readEngine`).
 */
export type EngineTask =
  | { kind: 'fit-predict'; train: number[]; test: number[]; nAgents: number }
  | { kind: 'read'; calibration: EngineCalibration; test: number[]; nAgents: number };

/** The answer to a task: one risk (and for 'read' one reading) per test index, in order, and the time spent fitting and predicting. */
export interface EngineTaskResult {
  risks: number[];
  readings: EngineReading[];
  /** The fitted calibration ('fit-predict' only). */
  fitted?: EngineCalibration['calibration'];
  fitMs: number;
  predictMs: number;
}

/** Runs one task on the case list `cases` (in a thread: `runThreadTask`, with the list the pool was given). */
export function runEngineTask(task: EngineTask, cases: readonly BenchCase[]): EngineTaskResult {
  const t0 = performance.now();
  if (task.kind === 'read') {
    const readings = task.test.map((i) => readEngine(cases[i]!, task.calibration, task.nAgents));
    return { risks: readings.map((r) => r.risk), readings, fitMs: 0, predictMs: performance.now() - t0 };
  }
  const calibration = fitEngine(task.train.map((i) => cases[i]!));
  const t1 = performance.now();
  const risks = task.test.map((i) => predictEngine(cases[i]!, calibration, task.nAgents));
  return { risks, readings: [], fitted: calibration.calibration, fitMs: t1 - t0, predictMs: performance.now() - t1 };
}

/** A worker thread's task handler: `runEngineTask` on the case list of the thread's `workerData`. */
export function runThreadTask(task: EngineTask): EngineTaskResult {
  return runEngineTask(task, (workerData as { cases: BenchCase[] }).cases);
}

/** A started pool and what its tasks took. */
export interface BenchPool {
  run(task: EngineTask): Promise<EngineTaskResult>;
  /** Milliseconds of each fit and of each case prediction so far (thread time, summed over threads). */
  timings: { fits: number[]; predictions: number[] };
  /** The calibrations fitted so far, one per fold. */
  fitted: EngineCalibration['calibration'][];
  destroy(): Promise<void>;
}

/** Starts `threads` worker threads, each given `cases` once. */
export function createBenchPool(cases: readonly BenchCase[], threads: number): BenchPool {
  const pool = new Piscina({
    filename: new URL('./engine-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    workerData: { cases },
  });
  const timings = { fits: [] as number[], predictions: [] as number[] };
  const fitted: EngineCalibration['calibration'][] = [];
  return {
    timings,
    fitted,
    async run(task) {
      const result: EngineTaskResult = await pool.run(task);
      if (task.kind === 'fit-predict') timings.fits.push(result.fitMs);
      if (result.fitted) fitted.push(result.fitted);
      if (task.test.length) timings.predictions.push(result.predictMs / task.test.length);
      return result;
    },
    destroy: () => pool.destroy(),
  };
}
