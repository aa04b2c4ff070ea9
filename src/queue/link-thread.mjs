// Entry of a link thread. A thread does not inherit a TypeScript loader registered in the main
// thread at run time, so this plain module loads the TypeScript body through tsx itself (as
// engine-thread.mjs does).
import { tsImport } from 'tsx/esm/api';

const body = await tsImport('./link-thread.ts', import.meta.url);
export default body.default;
