/**
 * The OpenAPI document the service serves at `GET /v1/openapi.json`, and the SDK's types made from
 * it with openapi-typescript. Used by `npm run sdk:generate` (writes packages/sdk/src/schema.ts) and
 * by the drift check (test/sdk/drift.test.ts), which compares the checked-in file with a fresh one.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../../../src/config.js';
import { startRuntime } from '../../../src/runtime.js';

/** Where the generated types live. */
export const SCHEMA_FILE = new URL('../src/schema.ts', import.meta.url);

/** The header written above the generated types. */
const HEADER = `/**
 * GENERATED from the service's GET /v1/openapi.json by \`npm run sdk:generate\` (openapi-typescript).
 * Do not edit: change the routes or src/contracts, then regenerate. test/sdk/drift.test.ts fails when
 * this file differs from what the served document gives.
 */
`;

/**
 * The served document: from `url` (a running service's base URL) when given, else from the app
 * started in-process on an empty in-memory database with the default configuration (the document
 * does not depend on data; PUBLIC_BASE_URL only changes `servers`, which the types do not carry).
 */
export async function servedDocument(url?: string): Promise<Record<string, unknown>> {
  if (url) {
    const r = await fetch(new URL('/v1/openapi.json', url));
    if (!r.ok) throw new Error(`GET ${url}/v1/openapi.json answered ${r.status}`);
    return (await r.json()) as Record<string, unknown>;
  }
  const runtime = await startRuntime({ config: loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }), worker: false });
  try {
    const r = await runtime.app!.inject({ method: 'GET', url: '/v1/openapi.json' });
    if (r.statusCode !== 200) throw new Error(`GET /v1/openapi.json answered ${r.statusCode}`);
    return r.json() as Record<string, unknown>;
  } finally {
    await runtime.stop();
  }
}

/** The TypeScript types of `document` (paths, operations, components), as the file holds them. */
export async function typesOf(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  return HEADER + astToString(ast);
}
