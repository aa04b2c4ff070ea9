// Entry of a forecaster-bench worker thread (bench/forecast-pool.ts). A thread does not inherit
// the TypeScript loader of the main thread, so this plain module loads the TypeScript body through tsx.
import { tsImport } from 'tsx/esm/api';

const body = await tsImport('./forecast-pool.ts', import.meta.url);
export default body.runForecastTask;
