// Entry of a document-extraction thread: loads the TypeScript body through tsx (as reader-thread.mjs does).
import { tsImport } from 'tsx/esm/api';

const body = await tsImport('./document-thread.ts', import.meta.url);
export default body.default;
