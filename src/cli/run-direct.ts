/**
 * `scenario-sim run FILE` (issue 21 item 5): the engine run directly in this process, no database.
 * The text is read with the engine's `understandScenario` and refused exactly as the API refuses it
 * (`scenario_not_understood`, the same message); the run gets the options the API would store
 * (src/domain/jobs/options.ts `jobOptions`, `engineInputOf`), and the report goes through the same
 * JSON round trip as a stored report and the same presentation (`presentReport`: attribution, no
 * sandbox marking). For the same text, options and seed, the report equals the `--service` path's.
 * Only the reading's modules load before the text is read; the simulation's load after, so a
 * refusal takes a fraction of a second (docs/decisions.md "Issue 21 item 5").
 */
import type { EngineInput } from '../engine/index.js';
import { loadShippedReader, understandScenario } from '../engine/reading.js';
import { AGENTS, ROUNDS, SEED } from '../contracts/limits.js';
import type { EngineReport } from '../contracts/report.js';
import { loadConfig } from '../config.js';
import { reportLanguage } from '../domain/language.js';
import { presentReport } from '../domain/reports.js';
import { refusalMessage, type LocalRun } from './local-run.js';
import { formatSummary } from './summary.js';
import { lap } from './timings.js';

/**
 * The engine input the API would run for `run` (defaults filled in, the language by the API's rule:
 * `--lang`, else the text's; `force` and `audience` only when set), as `engineInputOf(jobOptions(…))` builds it.
 */
export function directInput(run: LocalRun): EngineInput {
  return {
    scenario: run.scenario,
    name: run.name,
    nAgents: run.nAgents ?? AGENTS.default,
    nRounds: run.nRounds ?? ROUNDS.default,
    seed: run.seed ?? SEED.default,
    lang: reportLanguage(run.lang, run.scenario),
    series: undefined,
    ...(run.force ? { force: true } : {}),
    ...(run.audience ? { audience: run.audience } : {}),
  };
}

/**
 * Runs `run` with the engine in this process; returns the text to print (the presented report as
 * JSON, or the summary). The run goes through `runScenario`'s steps, as the worker runs it
 * (src/queue/engine-thread.ts), so that `--timings` can tell the rounds from the counterfactual runs
 * and the report.
 * @throws Error with `refusalMessage` for a text with no announced change (without `force`);
 *   the engine's EngineInputError for input it refuses.
 */
export async function runDirect(run: LocalRun): Promise<string> {
  const started = Date.now();
  loadShippedReader();
  lap('reader weights (model.bin, decoded lazily)');
  if (!run.force) {
    const reading = understandScenario(run.scenario);
    lap('reading the text');
    if (!reading.understood) throw new Error(refusalMessage(run.file, reading.missing));
  }
  // The simulation (and its libraries) loads only for a text that is run: a refusal never pays for it.
  const { runScenario } = await import('../engine/index.js');
  lap('loading the simulation modules');
  const steps = runScenario(directInput(run));
  let step = steps.next();
  for (; !step.done; step = steps.next()) {
    // Rounds come first (the first also reads the text again and builds the population), then the
    // counterfactual runs (`analysis-k-of-n`), then the report is built.
    const analysis = /^analysis-(\d+)-of-(\d+)$/.exec(step.value.batchId);
    if (analysis ? analysis[1] === analysis[2] : step.value.round === step.value.totalRounds) lap(analysis ? `counterfactual runs (${analysis[2]})` : 'simulation: reading again, population, rounds');
  }
  lap('building the report');
  // The stored report is the engine's report through JSON (undefined fields dropped): the same here.
  const report = JSON.parse(JSON.stringify(step.value)) as EngineReport;
  const presented = presentReport(report, { sandbox: false, publicBaseUrl: loadConfig().publicBaseUrl });
  const seconds = (Date.now() - started) / 1000;
  const out = run.json ? JSON.stringify(presented, null, 2) : formatSummary(presented, seconds);
  lap('presenting the report');
  return out;
}
