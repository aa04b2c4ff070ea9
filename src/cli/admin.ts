/**
 * Admin commands: `admin create-tenant` and `admin grant` (issue 2 item 3). Each prints one JSON
 * object. They open the database the service uses (DATABASE_URL, else DATA_DIR). The embedded
 * database serves one process: while the service holds DATA_DIR, they fail with exit code 1 and
 * change nothing (src/db/data-dir-lock.ts).
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
import { createTenant, getTenant, type Tier } from '../domain/accounts.js';
import { centsToUsd, creditWallet } from '../domain/wallet.js';
import { toCents } from '../db/schema.js';
import { transaction } from '../db/transaction.js';

/** A CLI usage error: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

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

/** Runs `admin <sub> …`; returns the object to print. */
export async function runAdmin(argv: string[]): Promise<Record<string, unknown>> {
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
    return withDatabase(async (db) => {
      const tenant = await createTenant(db, {
        email: values.email!,
        password,
        name: values.name!,
        tier: values.tier as Tier,
        sandbox: values.sandbox,
        whiteLabel: values['white-label'],
        creditsCents: credits,
      });
      return { tenant_id: tenant.id, email: tenant.email, name: tenant.name, tier: tenant.tier, sandbox: tenant.sandbox, white_label: tenant.white_label, balance_usd: centsToUsd(credits) };
    });
  }
  if (sub === 'grant') {
    const { values } = parseArgs({ args: rest, options: { tenant: { type: 'string' }, usd: { type: 'string' }, note: { type: 'string' } }, strict: true });
    if (!values.tenant) throw new UsageError('grant needs --tenant ID');
    if (!UUID_PATTERN.test(values.tenant)) throw new UsageError('--tenant must be a tenant id (UUID)');
    const cents = parseUsd(values.usd, '--usd');
    if (cents <= 0) throw new UsageError('--usd must be greater than 0');
    return withDatabase(async (db) => {
      const tenant = await getTenant(db, values.tenant!);
      const balance = await transaction(db, (trx) => creditWallet(trx, { tenantId: tenant.id, amountCents: cents, kind: 'grant', note: values.note ?? 'admin grant' }));
      return { tenant_id: tenant.id, granted_usd: centsToUsd(cents), balance_usd: centsToUsd(toCents(balance)) };
    });
  }
  throw new UsageError('admin commands: create-tenant, grant');
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
        'Stop the service (Ctrl-C), run this command, then start the service again; ' +
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
