/**
 * `scenario-sim run FILE --service`: the whole path on this machine (issue 2 item 10): an in-memory
 * embedded database, a local tenant with credit for one run, submission through the domain layer,
 * the worker, and the stored report, presented as the API presents it.
 */
import { loadConfig } from '../config.js';
import { startRuntime } from '../runtime.js';
import { createTenant } from '../domain/accounts.js';
import { getJobReport, getJobStatus, submitJob } from '../domain/jobs/index.js';
import { presentReport } from '../domain/reports.js';
import { RequestValidationError } from '../domain/errors.js';
import { refusalMessage, type LocalRun } from './local-run.js';
import { formatSummary } from './summary.js';

/**
 * Runs `run` through the embedded service; returns the text to print (the presented report as JSON,
 * or the summary).
 * @throws Error with `refusalMessage` for a text with no announced change (without `force`), or
 *   when the run fails.
 */
export async function runService(run: LocalRun): Promise<string> {
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
      name: run.name,
      scenario: run.scenario,
      n_agents: run.nAgents,
      n_rounds: run.nRounds,
      seed: run.seed,
      lang: run.lang,
      ...(run.force ? { force: true } : {}),
      ...(run.audience ? { audience: run.audience } : {}),
    }).catch((err: unknown) => {
      const refusal = err instanceof RequestValidationError ? err.items.find((i) => i.type === 'scenario_not_understood') : undefined;
      if (refusal) throw new Error(refusalMessage(run.file, refusal.msg));
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
    return run.json ? JSON.stringify(report, null, 2) : formatSummary(report, seconds);
  } finally {
    await runtime.stop();
  }
}
