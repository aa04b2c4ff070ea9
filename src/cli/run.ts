/**
 * `scenario-sim run FILE [--agents N] [--rounds N] [--seed S] [--lang L] [--force] [--audience JSON] [--json]`:
 * the whole path on this machine (issue 2 item 10): an in-memory embedded database, a local tenant
 * with credit for one run, submission through the domain layer, the worker, and the stored report.
 * `--force` and `--audience` are the submission's `force` and `audience` (docs/api.md "Job / scenario").
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { Value } from 'typebox/value';
import { loadConfig } from '../config.js';
import { startRuntime } from '../runtime.js';
import { createTenant } from '../domain/accounts.js';
import { getJobReport, getJobStatus, submitJob } from '../domain/jobs/index.js';
import { presentReport } from '../domain/reports.js';
import { AGENTS, ROUNDS, SEED } from '../contracts/limits.js';
import { Audience } from '../contracts/jobs.js';
import { RequestValidationError } from '../domain/errors.js';
import { UsageError } from './admin.js';
import { formatSummary } from './summary.js';

function intFlag(raw: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) throw new UsageError(`${flag} must be an integer from ${min} to ${max}`);
  return v;
}

/**
 * The `--audience` JSON, checked against the submission schema (the API's rules).
 * @throws UsageError for JSON that does not parse or values the schema refuses.
 */
export function audienceFlag(raw: string | undefined): Audience | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UsageError(`--audience must be a JSON object, e.g. '{"ideology_lean":0.4}'; got ${raw}`);
  }
  if (Value.Check(Audience, parsed)) return parsed;
  const problems = new Set<string>();
  for (const e of Value.Errors(Audience, parsed)) {
    const field = e.instancePath.replace(/^\//, '');
    const params = e.params as { additionalProperties?: string[]; allowedValues?: unknown[] };
    if (e.keyword === 'boolean') continue; // the same unknown field, reported as additionalProperties
    if (e.keyword === 'additionalProperties') problems.add(`unknown field ${params.additionalProperties?.join(', ')} (fields: ${Object.keys(Audience.properties).join(', ')})`);
    else if (e.keyword === 'enum') problems.add(`${field} must be one of ${params.allowedValues?.join(', ')}`);
    else problems.add(`${field || 'the value'} ${e.message}`);
  }
  throw new UsageError(`--audience: ${[...problems].join('; ')}`);
}

/** Runs a scenario file end to end; returns the text to print. */
export async function runLocal(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      agents: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      force: { type: 'boolean', default: false },
      audience: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const file = positionals[0];
  if (!file) throw new UsageError('run needs a scenario FILE (plain text)');
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const scenario = fs.readFileSync(file, 'utf8');
  if (!scenario.trim()) throw new UsageError(`${file} is empty`);
  const audience = audienceFlag(values.audience);
  const started = Date.now();
  // Silent: the worker's log lines would mix with the summary or the report JSON on stdout.
  const config = { ...loadConfig(), databaseUrl: null, dataDir: 'memory://', workerPollSeconds: 0.1, logLevel: 'silent' };
  const runtime = await startRuntime({ config, api: false, worker: true });
  try {
    const tenant = await createTenant(runtime.ctx.db, {
      email: 'local@localhost.localdomain',
      password: 'local-run-only',
      name: 'Local run',
      // A local run may use the engine's whole range (the tier limits protect a shared service).
      tier: 'enterprise',
      creditsCents: config.simCostCents,
    });
    const { body: submitted } = await submitJob(runtime.ctx, tenant.id, {
      name: file.split('/').pop()!,
      scenario,
      n_agents: intFlag(values.agents, '--agents', AGENTS.min, AGENTS.max),
      n_rounds: intFlag(values.rounds, '--rounds', ROUNDS.min, ROUNDS.max),
      seed: intFlag(values.seed, '--seed', SEED.min, SEED.max),
      lang: values.lang,
      ...(values.force ? { force: true } : {}),
      ...(audience ? { audience } : {}),
    }).catch((err: unknown) => {
      const refusal = err instanceof RequestValidationError ? err.items.find((i) => i.type === 'scenario_not_understood') : undefined;
      if (refusal) throw new Error(`${file}: ${refusal.msg} Pass --force to run it anyway (the report then says so, with a confidence of at most 0.2).`);
      throw err;
    });
    for (;;) {
      const status = await getJobStatus(runtime.ctx.db, tenant.id, submitted.job_id);
      if (status.status === 'failed') throw new Error(`The run failed: ${status.failure?.message}`);
      if (status.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const report = presentReport(await getJobReport(runtime.ctx.db, tenant.id, submitted.job_id), { sandbox: false, publicBaseUrl: config.publicBaseUrl });
    const seconds = (Date.now() - started) / 1000;
    return values.json ? JSON.stringify(report, null, 2) : formatSummary(report, seconds);
  } finally {
    await runtime.stop();
  }
}
