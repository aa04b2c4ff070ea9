/** The OpenAPI description is a valid OpenAPI 3.1 document (checked with the official JSON schema). */
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

  it('passes `redocly lint` with the recommended rules (redocly.yaml)', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).body);
      const run = promisify(execFile)(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'], {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 120_000,
      });
      const { stdout, stderr } = await run.catch((err) => assert.fail(`redocly lint failed (exit ${err.code}):\n${err.stdout}\n${err.stderr}`));
      assert.match(stdout + stderr, /Your API description is valid/);
      assert.doesNotMatch(stdout + stderr, /\berror\b/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes the link endpoints with their error statuses', async () => {
    const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    assert.deepEqual(Object.keys(doc.paths['/v1/links']).sort(), ['get', 'post']);
    assert.ok(['201', '402', '422'].every((s) => s in doc.paths['/v1/links'].post.responses));
    assert.ok(doc.paths['/v1/links/linkable'].get);
    assert.ok(doc.paths['/v1/links/{link_id}'].get);
    assert.ok(doc.paths['/v1/links/{link_id}/report'].get.responses['200']);
    assert.ok(['201', '402', '404', '409'].every((s) => s in doc.paths['/v1/links/{link_id}/tiebreaker'].post.responses));
  });

  it('describes audience and force on both submission bodies', async () => {
    const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of ['/v1/jobs', '/v1/scenarios']) {
      let body = doc.paths[path].post.requestBody.content['application/json'].schema;
      if (body.$ref) body = doc.components.schemas[body.$ref.split('/').pop()];
      const { audience, force } = body.properties;
      assert.ok(audience?.description && force?.description, path);
      assert.equal(force.type, 'boolean');
      assert.equal(audience.additionalProperties, false);
      assert.deepEqual(Object.keys(audience.properties).sort(), ['age_band', 'ideology_lean', 'price_sensitivity', 'urbanicity']);
      for (const [name, field] of Object.entries<any>(audience.properties)) assert.ok(field.description, `${path} audience.${name}`);
      assert.deepEqual(audience.properties.age_band.enum, ['18-29', '30-44', '45-64', '65+']);
      assert.equal(audience.properties.ideology_lean.minimum, -1);
    }
  });

  it('describes the whole report: typed down to the leaves, no undeclared fields, every field described', async () => {
    const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const report = doc.components.schemas.Report;
    assert.ok(report, 'Report schema');
    const problems: string[] = [];
    const walk = (node: any, path: string) => {
      if (!node || typeof node !== 'object') return problems.push(`${path}: not a schema`);
      if (node.$ref) return;
      const combos = node.anyOf ?? node.oneOf ?? node.allOf;
      if (combos) return combos.forEach((n: any, i: number) => walk(n, `${path}|${i}`));
      if (!node.type && !node.const && !node.enum) return problems.push(`${path}: untyped {}`);
      if (node.type === 'object') {
        const isRecord = node.additionalProperties && typeof node.additionalProperties === 'object';
        if (isRecord) return walk(node.additionalProperties, `${path}{*}`);
        if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
        for (const [k, v] of Object.entries<any>(node.properties ?? {})) {
          if (!v.description) problems.push(`${path}.${k}: no description`);
          walk(v, `${path}.${k}`);
        }
      }
      if (node.type === 'array') {
        if (node.prefixItems) node.prefixItems.forEach((n: any, i: number) => walk(n, `${path}[${i}]`));
        if (node.items) walk(node.items, `${path}[]`);
        else if (!node.prefixItems) problems.push(`${path}: array without items`);
      }
    };
    walk(report, 'Report');
    assert.deepEqual(problems, []);
    for (const name of ['risk_score', 'failure_modes', 'cohort_breakdowns', 'attribution', 'scenario_understanding', 'method']) {
      assert.ok(report.properties[name], `Report.${name} declared`);
    }
  });
});
