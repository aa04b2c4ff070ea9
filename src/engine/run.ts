/**
 * One engine run (docs/engine.md, steps 1–7): text → features → replicate worlds → rounds
 * (yielding progress after each) → counterfactual runs → report, plus forecasts when series are
 * attached. Pure and seeded. Reached from outside through `index.ts` only.
 */
import { extractFeatures } from './text/features.js';
import { MECHANISMS, type Mechanism } from './text/lexicon.js';
import { leversFromFeatures, withoutMechanism, withoutPathway, type Levers } from './simulation/levers.js';
import { buildWorlds, runEnsemble, runEnsembleSteps, type EnsembleOutcome } from './simulation/ensemble.js';
import { buildReport } from './report/build.js';
import { candidateLevers, leverCandidates } from './report/playbook.js';
import { pathwayPlan } from './report/failure-modes.js';
import { DEFAULT_CALIBRATION } from './default-calibration.js';
import { attachForecasts, customerShift } from './fusion/attach.js';
import { AGENTS, REPLICATES, ROUNDS } from '../contracts/limits.js';
import { COUNTERFACTUALS } from './constants.js';
import { mean } from './stats.js';
import { REFERENCE_CASES } from './reference/cases.data.js';
import { anchorOutcome, bareRun, riskAnchors } from './reference/anchor.js';
import { boundedOutcome, framingExcess, planFramings } from './report/plan-framing.js';
import { EngineInputError, type EngineInput, type EngineRun, type Report, type RoundProgress } from './types.js';

const { activeMechanism: ACTIVE } = COUNTERFACTUALS;

/**
 * Runs a scenario. Yields one `RoundProgress` per round (all replicates advance together), then
 * one per counterfactual run (batch id `analysis-k-of-n`, round = the last), then returns the report.
 * @throws EngineInputError when the text is empty or agents, rounds or replicates are outside the
 *   limits of src/contracts/limits.ts (AGENTS, ROUNDS, REPLICATES).
 */
export const runScenario: EngineRun = function* (input: EngineInput): Generator<RoundProgress, Report, void> {
  const text = input.scenario.trim();
  if (!text) throw new EngineInputError('The scenario text is empty');
  checkRange('n_agents', input.nAgents, AGENTS);
  checkRange('n_rounds', input.nRounds, ROUNDS);
  const replicates = input.replicates ?? REPLICATES.default;
  checkRange('replicates', replicates, REPLICATES);
  const features = extractFeatures(text);
  const calibration = input.calibration ?? DEFAULT_CALIBRATION;
  const levers = leversFromFeatures(features, calibration);
  const worlds = buildWorlds(features, input.nAgents, replicates, input.seed, input.audience);
  // Every outcome's risk is blended with the comparable real cases' severity and the severity the
  // corpus-trained network expects of the bare plan (reference/anchor.ts); every run's anchors are
  // scaled by its simulated risk over the same worlds without the text's framing.
  const { reference: anchor, expected, parts } = riskAnchors(features.understanding.reading, input.referenceCases ?? REFERENCE_CASES, calibration);
  const run = (l: Levers) => runEnsemble(worlds, l, input.nRounds, input.seed);

  const steps = runEnsembleSteps(worlds, levers, input.nRounds, input.seed);
  let simulatedBase: EnsembleOutcome;
  for (;;) {
    const s = steps.next();
    if (s.done) {
      simulatedBase = s.value;
      break;
    }
    yield { round: s.value, totalRounds: input.nRounds, batchId: `r${s.value}-${replicates}x${input.nAgents}` };
  }
  const bare = parts.length ? bareRun(levers, simulatedBase, run) : undefined;
  const anchored = (o: EnsembleOutcome) => anchorOutcome(o, parts, bare);
  const anchoredBase = anchored(simulatedBase);

  // Counterfactual runs: failure-mode ablations (per mechanism, and per change × mechanism where
  // several changes feed one mechanism) and the playbook's levers (report/playbook.ts), each lever
  // measured on its own or, for framing the plan already has, by switching it off. Each yields a
  // progress step, so a worker can heartbeat and other work can run in between.
  const ablations = new Map<Mechanism, EnsembleOutcome>();
  const pathways = new Map<string, EnsembleOutcome>();
  const leverRuns = new Map<string, EnsembleOutcome>();
  const plan: { into: Map<any, EnsembleOutcome>; key: string; levers: Levers }[] = [];
  for (const mech of MECHANISMS) {
    if (levers.mechanisms[mech] > ACTIVE) plan.push({ into: ablations, key: mech, levers: withoutMechanism(levers, mech) });
  }
  for (const p of pathwayPlan(features)) plan.push({ into: pathways, key: p.key, levers: withoutPathway(levers, p.change, p.mech) });
  const candidates = leverCandidates(features);
  for (const c of candidates) {
    if (leverRuns.has(c.runKey) || plan.some((p) => p.into === leverRuns && p.key === c.runKey)) continue;
    plan.push({ into: leverRuns, key: c.runKey, levers: candidateLevers(levers, c, features.understanding.frames[c.change]) });
  }
  for (let k = 0; k < plan.length; k++) {
    const step = plan[k]!;
    step.into.set(step.key, anchored(run(step.levers)));
    yield { round: input.nRounds, totalRounds: input.nRounds, batchId: `analysis-${k + 1}-of-${plan.length}` };
  }
  // The plan's own framing is credited no more than the same lever proposed would be (report/plan-framing.ts):
  // what it saves beyond its plausible bound goes back into every run that has it on.
  const excess = framingExcess(anchoredBase, leverRuns, planFramings(candidates));
  const base = boundedOutcome(anchoredBase, levers, excess);
  for (const step of plan) step.into.set(step.key, boundedOutcome(step.into.get(step.key)!, step.levers, excess));

  const report = buildReport({
    input: { ...input, scenario: text, replicates },
    features,
    levers,
    worlds,
    base,
    ablations,
    pathways,
    candidates,
    leverRuns,
    anchor,
    expected,
    // The anchors' points in the headline: the blended risk less the simulation's own share of it.
    anchorPoints: parts.length ? mean(anchoredBase.risk) - (1 - parts.reduce((s, p) => s + p.weight, 0)) * mean(simulatedBase.risk) : 0,
  });
  return input.series?.length ? attachForecasts(report, input.series, customerShift(worlds, base)) : report;
};

/**
 * Refuses a size outside the service's limits (src/contracts/limits.ts), with the wire name.
 * @throws EngineInputError when `value` is not within `range.min..range.max`.
 */
function checkRange(name: string, value: number, range: { readonly min: number; readonly max: number }): void {
  if (!(value >= range.min && value <= range.max)) throw new EngineInputError(`${name} must be between ${range.min} and ${range.max}`);
}

/** Runs a scenario to the end, ignoring progress (CLI, benches, tests). */
export function simulate(input: EngineInput): Report {
  const run = runScenario(input);
  for (;;) {
    const s = run.next();
    if (s.done) return s.value;
  }
}
