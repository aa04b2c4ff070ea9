/**
 * `scenario-sim run FILE [--agents N] [--rounds N] [--seed S] [--lang L] [--force] [--audience JSON] [--json] [--service] [--timings]`:
 * one scenario on this machine. By default the engine runs directly in this process (issue 21 item 5:
 * src/cli/run-direct.ts, no database), and the report is presented as the API presents it. With
 * `--service`, the whole path (issue 2 item 10; src/cli/run-service.ts): an in-memory embedded
 * database, a local tenant with credit for one run, submission through the domain layer, the worker,
 * and the stored report. `--force` and `--audience` are the submission's `force` and `audience`
 * (docs/api.md "Job / scenario"). `--timings` writes where the time went to stderr (src/cli/timings.ts).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { AGENTS, ROUNDS, SEED } from '../contracts/limits.js';
import type { Audience } from '../contracts/jobs.js';
import { UsageError } from './usage-error.js';
import type { LocalRun } from './local-run.js';
import { lap, printTimings, startTimings } from './timings.js';

function intFlag(raw: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) throw new UsageError(`${flag} must be an integer from ${min} to ${max}`);
  return v;
}

/**
 * The `--audience` JSON, checked against the submission schema (the API's rules). The schema and
 * its checker load only when the flag is given (~0.2 s of module loading a run would pay otherwise).
 * @throws UsageError for JSON that does not parse or values the schema refuses.
 */
export async function audienceFlag(raw: string | undefined): Promise<Audience | undefined> {
  if (raw === undefined) return undefined;
  const [{ Value }, { Audience }] = await Promise.all([import('typebox/value'), import('../contracts/jobs.js')]);
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

/**
 * Runs a scenario file; returns the text to print.
 * @throws UsageError for bad flags or files; Error with `refusalMessage` for a text with no
 *   announced change (without `--force`), or when the run fails.
 */
export async function runLocal(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      agents: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      lang: { type: 'string' },
      force: { type: 'boolean', default: false },
      audience: { type: 'string' },
      json: { type: 'boolean', default: false },
      service: { type: 'boolean', default: false },
      timings: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const file = positionals[0];
  if (!file) throw new UsageError('run needs a scenario FILE (plain text)');
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const scenario = fs.readFileSync(file, 'utf8');
  if (!scenario.trim()) throw new UsageError(`${file} is empty`);
  const run: LocalRun = {
    file,
    name: file.split('/').pop()!,
    scenario,
    nAgents: intFlag(values.agents, '--agents', AGENTS.min, AGENTS.max),
    nRounds: intFlag(values.rounds, '--rounds', ROUNDS.min, ROUNDS.max),
    seed: intFlag(values.seed, '--seed', SEED.min, SEED.max),
    lang: values.lang,
    force: values.force,
    audience: await audienceFlag(values.audience),
    json: values.json,
  };
  if (values.timings) startTimings();
  try {
    // Each path loads only what it needs: the direct path never loads the database or the worker.
    if (values.service) {
      const { runService } = await import('./run-service.js');
      lap('loading the service modules');
      return await runService(run);
    }
    const { runDirect } = await import('./run-direct.js');
    lap('loading the reading modules');
    return await runDirect(run);
  } finally {
    printTimings();
  }
}
