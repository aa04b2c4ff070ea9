/**
 * Failure modes (docs/engine.md step 5): mechanisms ranked by how much risk disappears when the
 * mechanism is switched off in a counterfactual run on the same worlds (ablation).
 */
import { capitalize, format } from '../i18n/index.js';
import { COHORTS } from '../population/sample.js';
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import { mean } from '../stats.js';
import { REPORT } from '../constants.js';
import type { FailureMode, TextSpan } from '../types.js';
import type { Catalog, ReportInputs, TextVars } from './context.js';
import { r1, r3 } from './format.js';
import { opposedReach } from './outcome.js';

/** A mechanism with its ablation run and the risk it accounts for. */
export interface RankedMechanism {
  mech: Mechanism;
  /** The run without this mechanism; absent when the mechanism was too weak to ablate. */
  abl: EnsembleOutcome | undefined;
  /** Per replicate: base risk − risk without the mechanism, in risk points. */
  deltas: number[];
  /** Mean of `deltas`: risk points the mechanism accounts for (may be negative). */
  contribution: number;
}

/** Every mechanism, largest contribution first (ties in MECHANISMS order). */
export function rankMechanisms(inp: ReportInputs): RankedMechanism[] {
  const { base } = inp;
  return MECHANISMS.map((mech) => {
    const abl = inp.ablations.get(mech);
    const deltas = abl ? base.risk.map((r, i) => r - abl.risk[i]!) : base.risk.map(() => 0);
    return { mech, abl, deltas, contribution: mean(deltas) };
  }).sort((a, b) => b.contribution - a.contribution || MECHANISMS.indexOf(a.mech) - MECHANISMS.indexOf(b.mech));
}

/** Where in the text a mechanism comes from: the first span of each of its two main issue types. */
export function evidenceFor(features: ScenarioFeatures, mech: Mechanism): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const src of features.mechanismSources[mech].slice(0, REPORT.evidenceIssues)) {
    const issue = features.issues.find((i) => i.type === src.type);
    if (issue?.spans[0]) spans.push(issue.spans[0]);
  }
  return spans;
}

/**
 * The report's `failure_modes`: the top REPORT.failureModes (5) ranked mechanisms; severity high
 * from 12 risk points, medium from 4. `likelihood` is the share of
 * replicates in which the mechanism adds at least one risk point; `cohorts` the two cohorts whose
 * opposed reach at the last round falls most without it; `peak_round` (1-based) the round where
 * that fall is largest overall.
 */
export function buildFailureModes(inp: ReportInputs, ranked: RankedMechanism[], cat: Catalog, vars: TextVars): FailureMode[] {
  const { base, features } = inp;
  const nRounds = inp.input.nRounds;
  const lastRound = nRounds - 1;
  return ranked.slice(0, REPORT.failureModes).map(({ mech, abl, deltas, contribution }) => {
    const cohortDelta = COHORTS.map((_, c) => (abl ? opposedReach(base, lastRound, c) - opposedReach(abl, lastRound, c) : 0));
    const cohorts = COHORTS.map((id, c) => ({ id, d: cohortDelta[c]! }))
      .filter((x) => x.d > REPORT.failureModeCohortDelta)
      .sort((a, b) => b.d - a.d)
      .slice(0, REPORT.failureModeCohorts)
      .map((x) => cat.cohorts[x.id]);
    let peak = 1;
    let peakDelta = -Infinity;
    for (let t = 0; t < nRounds; t++) {
      const d = abl ? opposedReach(base, t) - opposedReach(abl, t) : 0;
      if (d > peakDelta + 1e-9) {
        peakDelta = d;
        peak = t + 1;
      }
    }
    // An identity reaction to how marketing shows people is a call-out for a stereotype, not a culture-war boycott.
    const portrayal = mech === 'identity' && features.mechanismSources.identity[0]?.type === 'portrayal_up';
    const fm = (portrayal ? cat.failure_modes.identity_portrayal : undefined) ?? cat.failure_modes[mech]!;
    return {
      id: `fm_${mech}`,
      title: fm.title,
      // A pathway the simulation did not see happen says so instead of telling its story.
      description: deltas.some((d) => d >= REPORT.likelyContribution) ? capitalize(format(fm.description, vars)) : cat.failure_mode_unseen,
      mechanism: cat.mechanisms[mech]!,
      likelihood: r3(deltas.filter((d) => d >= REPORT.likelyContribution).length / deltas.length),
      severity: contribution >= REPORT.severityHigh ? 'high' : contribution >= REPORT.severityMedium ? 'medium' : 'low',
      risk_contribution: r1(Math.max(0, contribution)),
      cohorts,
      peak_round: peak,
      evidence: evidenceFor(features, mech),
    };
  });
}
