/**
 * The client commands of `scenario-sim` (against a running service, through @scenario-sim/sdk):
 * submit, status, report, link, tiebreak, credits, usage, keys, webhooks, brain, login.
 * Each returns the text for stdout; errors are thrown and turned into exit codes by `exitCodeOf`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ScenarioSimClient } from '@scenario-sim/sdk';
import { UsageError } from '../usage-error.js';
import { cliLabels, type CliLabels } from './labels.js';
import { creditsSummary, linkSummary, reportMarkdown, reportSummary, tiebreakSummary } from './format.js';
import { progressView } from './progress.js';

/** The commands this module runs. */
export const CLIENT_COMMANDS = ['submit', 'status', 'report', 'link', 'tiebreak', 'credits', 'usage', 'keys', 'webhooks', 'brain', 'login'] as const;

/** Options every client command takes; each falls back to an environment variable. */
const GLOBAL = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  session: { type: 'string' },
  lang: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const satisfies ParseArgsConfig['options'];

/** Default service address when neither --base-url nor SCENARIO_SIM_BASE_URL is given. */
export const DEFAULT_BASE_URL = 'http://localhost:8000';

interface Ctx {
  client: ScenarioSimClient;
  labels: CliLabels;
  lang: string | undefined;
  json: boolean;
}

function parse<O extends ParseArgsConfig['options']>(args: string[], options: O, env: NodeJS.ProcessEnv) {
  const { values, positionals } = parseArgs({ args, options: { ...GLOBAL, ...options }, allowPositionals: true, strict: true });
  const v = values as Record<string, string | boolean | string[] | undefined>;
  // An empty option or variable counts as not given.
  const baseUrl = (v['base-url'] as string | undefined) || env.SCENARIO_SIM_BASE_URL || DEFAULT_BASE_URL;
  const apiKey = (v['api-key'] as string | undefined) || env.SCENARIO_SIM_API_KEY || undefined;
  const session = (v.session as string | undefined) || env.SCENARIO_SIM_SESSION || undefined;
  const lang = (v.lang as string | undefined) || env.SCENARIO_SIM_LANG || undefined;
  if (lang && !/^(en|es)$/i.test(lang)) throw new UsageError('--lang must be en or es');
  const client = new ScenarioSimClient({ baseUrl, apiKey, sessionToken: apiKey ? undefined : session });
  const ctx: Ctx = { client, labels: cliLabels(lang), lang: lang?.toLowerCase(), json: Boolean(v.json) };
  return { ctx, v, positionals, session: session ? new ScenarioSimClient({ baseUrl, sessionToken: session }) : null };
}

const show = (ctx: Ctx, data: unknown, text: () => string) => (ctx.json ? JSON.stringify(data, null, 2) : text());

function needIds(positionals: string[], min: number, what: string): string[] {
  if (positionals.length < min) throw new UsageError(`${what}`);
  return positionals;
}

/** Waits for a job's report with the progress display; stops it whatever happens. */
async function waitWithProgress(ctx: Ctx, jobId: string) {
  const view = progressView(ctx.labels);
  try {
    return await ctx.client.waitForReport(jobId, { onProgress: (s) => view.update(s), initialDelayMs: 250, maxDelayMs: 2000 });
  } finally {
    view.stop();
  }
}

async function submit(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx, v, positionals } = parse(args, { series: { type: 'string' }, name: { type: 'string' }, wait: { type: 'boolean', default: false }, agents: { type: 'string' }, rounds: { type: 'string' } }, env);
  needIds(positionals, 1, 'submit needs at least one FILE');
  const files = await Promise.all(positionals.map(async (f) => ({ name: path.basename(f), data: new Uint8Array(await fs.readFile(f)) })));
  const series = v.series ? await fs.readFile(v.series as string, 'utf8') : undefined;
  const numeric = (flag: 'agents' | 'rounds') => {
    if (v[flag] === undefined) return undefined;
    const n = Number(v[flag]);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag} must be a positive integer`);
    return n;
  };
  const job = await ctx.client.submitDocuments({
    files,
    name: v.name as string | undefined,
    series,
    lang: ctx.lang,
    n_agents: numeric('agents'),
    n_rounds: numeric('rounds'),
  });
  const line = ctx.labels.submitted(job.job_id, job.sim_cost_usd, job.balance_remaining);
  if (!v.wait) return show(ctx, job, () => line);
  process.stderr.write(`${line}\n`);
  const report = await waitWithProgress(ctx, job.job_id);
  return show(ctx, report, () => reportSummary(report, ctx.labels));
}

async function status(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx, v, positionals } = parse(args, { wait: { type: 'boolean', default: false } }, env);
  const [id] = needIds(positionals, 1, 'status needs a job ID');
  if (v.wait) {
    const report = await waitWithProgress(ctx, id!);
    return show(ctx, report, () => reportSummary(report, ctx.labels));
  }
  const s = await ctx.client.jobStatus(id!);
  const l = ctx.labels;
  return show(ctx, s, () => `${s.name}: ${l.status[s.status] ?? s.status}, ${l.round} ${s.progress.current_round}/${s.progress.total_rounds} (${s.progress.percent} %)` + (s.failure ? `\n${l.jobFailed(s.failure.code, s.failure.message)}` : ''));
}

async function report(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx, v, positionals } = parse(args, { markdown: { type: 'boolean', default: false } }, env);
  const [id] = needIds(positionals, 1, 'report needs a job ID');
  const r = await ctx.client.report(id!);
  if (v.markdown) return reportMarkdown(r, ctx.labels);
  return show(ctx, r, () => reportSummary(r, ctx.labels));
}

async function link(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx, v, positionals } = parse(args, { mode: { type: 'string' }, name: { type: 'string' }, wait: { type: 'boolean', default: false } }, env);
  const ids = needIds(positionals, 2, 'link needs two or more job IDs');
  if (v.mode !== 'ranked' && v.mode !== 'compare') throw new UsageError('--mode must be ranked or compare');
  const created = await ctx.client.createLink({ scenario_ids: ids, mode: v.mode, name: (v.name as string | undefined) ?? `${v.mode} link of ${ids.length}` });
  const line = ctx.labels.linkCreated(created.link_group_id, created.cost_usd);
  if (!v.wait) return show(ctx, created, () => line);
  process.stderr.write(`${line}\n`);
  const r = await ctx.client.waitForLink(created.link_group_id, { lang: ctx.lang, initialDelayMs: 250, maxDelayMs: 2000 });
  return show(ctx, r, () => linkSummary(r, ctx.labels));
}

async function tiebreak(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx, positionals } = parse(args, {}, env);
  const [id] = needIds(positionals, 1, 'tiebreak needs a LINK_ID');
  const t = await ctx.client.tiebreaker(id!, ctx.lang);
  return show(ctx, t, () => tiebreakSummary(t, ctx.labels));
}

async function credits(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx } = parse(args, {}, env);
  const c = await ctx.client.credits();
  return show(ctx, c, () => creditsSummary(c, ctx.labels));
}

async function usage(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { ctx } = parse(args, {}, env);
  return JSON.stringify(await ctx.client.usage(), null, 2);
}

async function keys(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [sub, ...rest] = args;
  const { positionals, v, session } = parse(rest, { name: { type: 'string' } }, env);
  if (!session) throw new UsageError('keys needs a session token: --session or SCENARIO_SIM_SESSION (see: scenario-sim login)');
  const out = (x: unknown) => JSON.stringify(x, null, 2);
  if (sub === 'create') return out(await session.createKey((v.name as string | undefined) ?? 'cli'));
  if (sub === 'list') return out(await session.listKeys());
  if (sub === 'rotate') return out(await session.rotateKey(needIds(positionals, 1, 'keys rotate needs a KEY_ID')[0]!));
  if (sub === 'revoke') return out(await session.revokeKey(needIds(positionals, 1, 'keys revoke needs a KEY_ID')[0]!));
  throw new UsageError('keys create|list|rotate|revoke');
}

async function webhooks(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [sub, ...rest] = args;
  const { ctx, positionals, v } = parse(rest, { events: { type: 'string' }, limit: { type: 'string' } }, env);
  const out = (x: unknown) => JSON.stringify(x, null, 2);
  if (sub === 'add') {
    const [url] = needIds(positionals, 1, 'webhooks add needs a URL');
    const events = ((v.events as string | undefined) ?? 'scenario.completed,scenario.failed').split(',').map((e) => e.trim()) as ('scenario.completed' | 'scenario.failed')[];
    return out(await ctx.client.addWebhook(url!, events));
  }
  if (sub === 'list') return out(await ctx.client.listWebhooks());
  if (sub === 'rm') return out(await ctx.client.removeWebhook(needIds(positionals, 1, 'webhooks rm needs an ENDPOINT_ID')[0]!));
  if (sub === 'deliveries') return out(await ctx.client.webhookDeliveries(v.limit ? Number(v.limit) : undefined));
  throw new UsageError('webhooks add|list|rm|deliveries');
}

async function brain(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [sub, ...rest] = args;
  const { ctx, positionals } = parse(rest, {}, env);
  if (sub === 'pages') return JSON.stringify(await ctx.client.brainPages(ctx.lang), null, 2);
  if (sub === 'ask') {
    const message = needIds(positionals, 1, 'brain ask needs a QUESTION').join(' ');
    const a = await ctx.client.brainChat({ message, ...(ctx.lang ? { lang: ctx.lang as 'en' | 'es' } : {}) });
    return show(ctx, a, () => [a.answer, ...a.citations.map((c, i) => `[${i + 1}] ${c.page_id} ${c.passage_id}`)].join('\n'));
  }
  throw new UsageError('brain pages|ask QUESTION');
}

async function login(args: string[], env: NodeJS.ProcessEnv, stdin: () => Promise<string>): Promise<string> {
  const { v } = parse(args, { email: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } }, env);
  if (!v.email || !v['password-stdin']) throw new UsageError('login --email E --password-stdin');
  const baseUrl = (v['base-url'] as string | undefined) || env.SCENARIO_SIM_BASE_URL || DEFAULT_BASE_URL;
  const password = (await stdin()).split(/\r?\n/)[0] ?? '';
  const c = await ScenarioSimClient.login(baseUrl, v.email as string, password);
  return c.options.sessionToken!;
}

/** Runs client command `command` with `args`; returns what to print on stdout. */
export async function runClient(command: (typeof CLIENT_COMMANDS)[number], args: string[], env: NodeJS.ProcessEnv, stdin: () => Promise<string>): Promise<string> {
  switch (command) {
    case 'submit':
      return submit(args, env);
    case 'status':
      return status(args, env);
    case 'report':
      return report(args, env);
    case 'link':
      return link(args, env);
    case 'tiebreak':
      return tiebreak(args, env);
    case 'credits':
      return credits(args, env);
    case 'usage':
      return usage(args, env);
    case 'keys':
      return keys(args, env);
    case 'webhooks':
      return webhooks(args, env);
    case 'brain':
      return brain(args, env);
    case 'login':
      return login(args, env, stdin);
  }
}
