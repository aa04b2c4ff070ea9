/**
 * Replicate risks of a member's base run: the distribution the cross-analysis compares members on
 * (`probability_best`), and the Decision Tiebreaker's extra replicates. Only the base run is
 * simulated, with the runs its risk depends on (the bare plan, and each framing in the plan switched
 * off for its bound): the same worlds, levers and seeds as `runScenario`'s, so with the original
 * settings the risks are the original run's, replicate for replicate.
 */
import { extractFeatures } from '../text/features.js';
import { leversFromFeatures, type Levers } from '../simulation/levers.js';
import { candidateLevers, leverCandidates } from '../report/playbook.js';
import { boundedOutcome, framingExcess, planFramings } from '../report/plan-framing.js';
import { buildWorlds, runEnsemble } from '../simulation/ensemble.js';
import { DEFAULT_CALIBRATION } from '../default-calibration.js';
import { REFERENCE_CASES } from '../reference/cases.data.js';
import { anchorOutcome, bareRun, riskAnchors } from '../reference/anchor.js';
import { REPLICATES } from '../../contracts/limits.js';
import { EngineInputError, type EngineInput } from '../types.js';

/**
 * Risk (0–100, unrounded) of every replicate world of `input`'s base run.
 * @throws EngineInputError when the text is empty.
 */
export function replicateRisks(input: EngineInput): number[] {
  const text = input.scenario.trim();
  if (!text) throw new EngineInputError('The scenario text is empty');
  const features = extractFeatures(text);
  const calibration = input.calibration ?? DEFAULT_CALIBRATION;
  const levers = leversFromFeatures(features, calibration);
  const worlds = buildWorlds(features, input.nAgents, input.replicates ?? REPLICATES.default, input.seed, input.audience);
  // Blended with the anchors as the report's risk is (run.ts, reference/anchor.ts).
  const { parts } = riskAnchors(features.understanding.reading, input.referenceCases ?? REFERENCE_CASES, calibration);
  const run = (l: Levers) => runEnsemble(worlds, l, input.nRounds, input.seed);
  const base = run(levers);
  const bare = parts.length ? bareRun(levers, base, run) : undefined;
  const anchored = anchorOutcome(base, parts, bare);
  // The plan's framing bounded as the report bounds it (report/plan-framing.ts): its frame-off runs, then the shift.
  const framings = planFramings(leverCandidates(features));
  if (!framings.length) return anchored.risk;
  const off = new Map(framings.map((f) => [f.runKey, anchorOutcome(run(candidateLevers(levers, f.candidate, features.understanding.frames[f.candidate.change])), parts, bare)] as const));
  return boundedOutcome(anchored, levers, framingExcess(anchored, off, framings)).risk;
}
