/**
 * Admin commands: `admin create-tenant`, `admin grant` and `admin set-tenant`. Each prints one JSON
 * object. With ADMIN_TOKEN set and the service running, they go through its admin HTTP API
 * (docs/api.md "Admin API"); otherwise they open the database the service uses (DATABASE_URL, else
 * DATA_DIR). The embedded database serves one process: while the service holds DATA_DIR and its
 * admin API cannot be used, they fail with exit code 1 and change nothing (src/db/data-dir-lock.ts).
 *
 * The tenant's password never goes on the command line, where the process list shows it
 * (docs/decisions.md "Admin password input"): it is read from a file (`--password-file`), from
 * standard input (`--password-stdin`, the non-interactive way), or asked for at a terminal.
 */
import fs from 'node:fs/promises';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig, usdToCents } from '../config.js';
import { UUID_PATTERN } from '../contracts/common.js';
import { openDatabase } from '../db/connection.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { migrate } from '../db/migrate.js';
import type { Tier } from '../domain/accounts.js';
import { adminCreateTenant, grantCredit, updateTenant } from '../domain/admin.js';
import { centsToUsd } from '../domain/wallet.js';

import { UsageError } from './usage-error.js';

export { UsageError };

const TIERS: Tier[] = ['standard', 'pro', 'enterprise'];

function parseUsd(raw: string | undefined, flag: string): number {
  const v = Number(raw);
  if (raw === undefined || !Number.isFinite(v) || v < 0) throw new UsageError(`${flag} must be a non-negative number of USD`);
  return usdToCents(v);
}

/** The first line of `text`, without its line ending. */
function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
}

/** Reads all of standard input. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks for a password at the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => rl.question(question, resolve));
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

/**
 * The new tenant's password: from `--password-file` (first line), `--password-stdin` (first line of
 * standard input), or a hidden prompt when standard input is a terminal.
 * @throws UsageError when none applies, or for `--password` (refused: visible in the process list).
 */
async function readPassword(values: { password?: string; 'password-file'?: string; 'password-stdin'?: boolean }): Promise<string> {
  if (values.password !== undefined) {
    throw new UsageError('--password is not accepted (the process list would show it): use --password-stdin, --password-file FILE or the prompt');
  }
  if (values['password-file'] !== undefined) return firstLine(await fs.readFile(values['password-file'], 'utf8'));
  if (values['password-stdin']) return firstLine(await readStdin());
  if (process.stdin.isTTY) return promptHidden('Password for the new tenant: ');
  throw new UsageError('create-tenant needs the password: --password-stdin (piped), --password-file FILE, or run it at a terminal to be asked');
}

/** One admin action: its admin-API request, and the same action on the database directly. */
interface AdminOperation {
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  local: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<Record<string, unknown>>;
}

function parseOnOff(raw: string | undefined, flag: string): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'on' || raw === 'true') return true;
  if (raw === 'off' || raw === 'false') return false;
  throw new UsageError(`${flag} must be on or off`);
}

function tenantIdArg(raw: string | undefined, sub: string): string {
  if (!raw) throw new UsageError(`${sub} needs --tenant ID`);
  if (!UUID_PATTERN.test(raw)) throw new UsageError('--tenant must be a tenant id (UUID)');
  return raw;
}

/** Parses `admin <sub> …` into an operation. @throws UsageError. */
async function parseOperation(argv: string[]): Promise<AdminOperation> {
  const [sub, ...rest] = argv;
  if (sub === 'create-tenant') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'password-file': { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        name: { type: 'string' },
        'credits-usd': { type: 'string' },
        tier: { type: 'string', default: 'standard' },
        sandbox: { type: 'boolean', default: false },
        'white-label': { type: 'boolean', default: false },
      },
      strict: true,
    });
    if (!values.email || !values.name) throw new UsageError('create-tenant needs --email and --name, and a password (--password-stdin, --password-file or the prompt)');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new UsageError('--email is not an email address');
    const password = await readPassword(values);
    if (password.length < 8) throw new UsageError('The password needs at least 8 characters');
    if (!TIERS.includes(values.tier as Tier)) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
    const credits = values['credits-usd'] === undefined ? 0 : parseUsd(values['credits-usd'], '--credits-usd');
    const input = { email: values.email, password, name: values.name, tier: values.tier as Tier, sandbox: values.sandbox, whiteLabel: values['white-label'], creditsCents: credits };
    return {
      method: 'POST',
      path: '/v1/admin/tenants',
      body: { email: input.email, password, tenant_name: input.name, tier: input.tier, sandbox: input.sandbox, white_label: input.whiteLabel, credits_usd: centsToUsd(credits) },
      local: async (db) => adminCreateTenant(db, input),
    };
  }
  if (sub === 'grant') {
    const { values } = parseArgs({ args: rest, options: { tenant: { type: 'string' }, usd: { type: 'string' }, note: { type: 'string' } }, strict: true });
    const tenantId = tenantIdArg(values.tenant, 'grant');
    const cents = parseUsd(values.usd, '--usd');
    if (cents <= 0) throw new UsageError('--usd must be greater than 0');
    const note = values.note ?? 'admin grant';
    return {
      method: 'POST',
      path: `/v1/admin/tenants/${tenantId}/grants`,
      body: { usd: centsToUsd(cents), note },
      local: async (db) => grantCredit(db, tenantId, cents, note),
    };
  }
  if (sub === 'set-tenant') {
    const { values } = parseArgs({
      args: rest,
      options: { tenant: { type: 'string' }, tier: { type: 'string' }, 'white-label': { type: 'string' }, sandbox: { type: 'string' } },
      strict: true,
    });
    const tenantId = tenantIdArg(values.tenant, 'set-tenant');
    if (values.tier !== undefined && !TIERS.includes(values.tier as Tier)) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
    const change = {
      ...(values.tier === undefined ? {} : { tier: values.tier as Tier }),
      ...(values['white-label'] === undefined ? {} : { white_label: parseOnOff(values['white-label'], '--white-label') }),
      ...(values.sandbox === undefined ? {} : { sandbox: parseOnOff(values.sandbox, '--sandbox') }),
    };
    if (Object.keys(change).length === 0) throw new UsageError('set-tenant needs at least one of --tier, --white-label on|off, --sandbox on|off');
    return { method: 'PATCH', path: `/v1/admin/tenants/${tenantId}`, body: change, local: async (db) => updateTenant(db, tenantId, change) };
  }
  throw new UsageError('admin commands: create-tenant, grant, set-tenant');
}

/** The admin API answered with an error: its status and body are printed, exit code 1. */
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`The admin API answered ${status}: ${body}`);
  }
}

/**
 * Sends `op` to a running service's admin API (ADMIN_URL, default http://127.0.0.1:PORT) when
 * ADMIN_TOKEN is set. Returns null when no service answers there (the caller then opens the
 * database itself).
 * @throws AdminApiError when the service answers with an error status.
 */
async function viaAdminApi(op: AdminOperation, adminUrl: string, adminToken: string): Promise<Record<string, unknown> | null> {
  let response: Response;
  try {
    response = await fetch(`${adminUrl}${op.path}`, {
      method: op.method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(op.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return null; // nothing listens there: no running service to go through
  }
  const text = await response.text();
  if (!response.ok) throw new AdminApiError(response.status, text);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Runs `admin <sub> …`; returns the object to print. With ADMIN_TOKEN set and a service answering
 * at ADMIN_URL, the change goes through its admin API (the service keeps running); otherwise the
 * command opens the database itself, and refuses an embedded database another process holds.
 */
export async function runAdmin(argv: string[]): Promise<Record<string, unknown>> {
  const op = await parseOperation(argv);
  const config = loadConfig();
  if (config.adminToken) {
    const answer = await viaAdminApi(op, config.adminUrl, config.adminToken);
    if (answer) return answer;
  }
  return withDatabase(op.local);
}

/** The embedded database is held by another process (usually the running service). Exit code 1. */
export class DatabaseBusyError extends Error {}

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.databaseUrl, config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new DatabaseBusyError(
      `Nothing was changed: the embedded database in ${err.dataDir} is in use by ` +
        `${err.owner ? `process ${err.owner.pid} (since ${err.owner.since})` : 'another process'}, most likely the running service. ` +
        'Set ADMIN_TOKEN (the value the service was started with) so that this command goes through the running ' +
        "service's admin API (ADMIN_URL, default http://127.0.0.1:PORT). Or: Stop the service (Ctrl-C), run this command, then start the service again; " +
        'or run the service on PostgreSQL (DATABASE_URL), where admin commands can run beside it.',
    );
  }
  try {
    await migrate(database);
    return await fn(database.db);
  } finally {
    await database.close();
  }
}
