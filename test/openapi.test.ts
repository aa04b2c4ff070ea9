/** The OpenAPI description is a valid OpenAPI 3.1 document (checked with the official JSON schema). */
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { backends, startOn } from './helpers.js';

describe('OpenAPI description', () => {
  let rt: Awaited<ReturnType<typeof startOn>>;
  before(async () => {
    rt = await startOn((await backends())[0]!, { worker: false });
  });
  after(async () => rt.stop());

  it('validates as OpenAPI 3.1 and declares version 0.2.0', async () => {
    const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 2000));
    assert.equal(doc.info.version, '0.2.0');
    assert.ok(doc.paths['/v1/jobs'].post.requestBody.content['application/json'].schema, 'request schema');
    assert.ok(doc.components.schemas.ErrorBody && doc.components.schemas.ValidationErrorBody);
  });
});
