/**
 * `npm run sdk:generate [-- --url http://host:port]`: regenerates packages/sdk/src/schema.ts from
 * the served OpenAPI document (in-process by default, or a running service with --url).
 * `--check` writes nothing and exits 1 when the file is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { SCHEMA_FILE, servedDocument, typesOf } from './served-document.js';

const { values } = parseArgs({ options: { url: { type: 'string' }, check: { type: 'boolean', default: false } } });
const fresh = await typesOf(await servedDocument(values.url));
const current = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
if (values.check) {
  if (current !== fresh) {
    console.error('packages/sdk/src/schema.ts is out of date: run npm run sdk:generate');
    process.exit(1);
  }
  console.log('packages/sdk/src/schema.ts is up to date');
} else {
  await writeFile(SCHEMA_FILE, fresh);
  console.log(current === fresh ? 'schema.ts unchanged' : 'schema.ts regenerated');
}
process.exit(0);
