// Entry of an engine worker thread. A thread does not inherit a TypeScript loader registered in
// the main thread at run time (bin/scenario-sim.mjs does that), so this plain module loads the
// TypeScript body through tsx itself.
import { tsImport } from 'tsx/esm/api';

const body = await tsImport('./engine-thread.ts', import.meta.url);
export default body.default;
