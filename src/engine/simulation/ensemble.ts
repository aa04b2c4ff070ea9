/**
 * Replicates and counterfactuals (docs/engine.md step 5, issue 3 item 4). Each replicate has its own
 * population and network, drawn from a seed derived from (run seed, replicate). Counterfactual
 * runs reuse each replicate's population, network and random stream (common random numbers), so
 * the difference between a base run and a counterfactual is the lever's effect, not noise.
 */
import { COHORTS, samplePopulation, type Population } from '../population/sample.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { AudienceInput } from '../types.js';
import { buildNetwork, type Network } from './network.js';
import { cohortShares, ReplicateRun, type ReplicateState, type RoundMetrics } from './dynamics.js';
import type { Levers } from './levers.js';
import { riskComponents, riskValue, type RiskComponents } from '../report/risk.js';

/** One replicate's world: population, network and shares. */
export interface World {
  replicate: number;
  population: Population;
  network: Network;
  cohortShare: Float64Array;
}

/** Outcome of running one set of levers on every world. */
export interface EnsembleOutcome {
  /** rounds[replicate][round] */
  rounds: RoundMetrics[][];
  components: RiskComponents[];
  risk: number[];
  states: ReplicateState[];
}

/** Builds the replicate worlds; `audience` shifts the customers of each population (population/audience.ts). */
export function buildWorlds(features: ScenarioFeatures, nAgents: number, replicates: number, seed: number, audience?: AudienceInput): World[] {
  const worlds: World[] = [];
  for (let r = 0; r < replicates; r++) {
    const population = samplePopulation(nAgents, features, audience, seed, r);
    const network = buildNetwork(population.cohort, COHORTS.length, seed, r);
    worlds.push({ replicate: r, population, network, cohortShare: cohortShares(population) });
  }
  return worlds;
}

/**
 * Runs `levers` on every world round by round, yielding after each round (all replicates),
 * and returns the outcome.
 */
export function* runEnsembleSteps(worlds: World[], levers: Levers, nRounds: number, seed: number): Generator<number, EnsembleOutcome, void> {
  const runs = worlds.map((w) => new ReplicateRun(w.population, w.network, levers, seed, w.replicate));
  for (let round = 1; round <= nRounds; round++) {
    for (const run of runs) run.step();
    yield round;
  }
  return summarize(worlds, runs, levers.calibration.riskCurve);
}

/** Runs `levers` on every world to the end (counterfactuals). */
export function runEnsemble(worlds: World[], levers: Levers, nRounds: number, seed: number): EnsembleOutcome {
  const steps = runEnsembleSteps(worlds, levers, nRounds, seed);
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}

function summarize(worlds: World[], runs: ReplicateRun[], riskCurve: number): EnsembleOutcome {
  const components = runs.map((run, r) => riskComponents(run.rounds, worlds[r]!.cohortShare));
  return {
    rounds: runs.map((run) => run.rounds),
    components,
    risk: components.map((c) => riskValue(c, riskCurve)),
    states: runs.map((run) => run.state()),
  };
}
