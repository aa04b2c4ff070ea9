/**
 * The SDK's generated types against the served OpenAPI document (issue 26): the checked-in
 * packages/sdk/src/schema.ts must equal what openapi-typescript makes of GET /v1/openapi.json, and
 * the comparison catches a schema changed without regeneration (`npm run sdk:generate` fixes both).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SCHEMA_FILE, servedDocument, typesOf } from '../../packages/sdk/scripts/served-document.js';

describe('SDK types drift check', () => {
  let doc: Record<string, any>;
  let checkedIn = '';
  before(async () => {
    doc = await servedDocument();
    checkedIn = await readFile(SCHEMA_FILE, 'utf8');
  });

  it('the checked-in types are those of the served document (run npm run sdk:generate when this fails)', async () => {
    const fresh = await typesOf(doc);
    assert.ok(fresh === checkedIn, 'packages/sdk/src/schema.ts is out of date: run npm run sdk:generate');
  });

  it('fails when a schema changes without regeneration', async () => {
    const changed = structuredClone(doc);
    changed.components.schemas.JobStatus.properties.queue_position = { type: 'integer', description: 'A field added without regenerating' };
    const fresh = await typesOf(changed);
    assert.notEqual(fresh, checkedIn);
    assert.match(fresh, /queue_position\?: number/);
    const removed = structuredClone(doc);
    delete removed.paths['/v1/brain/chat'];
    assert.notEqual(await typesOf(removed), checkedIn);
  });
});
