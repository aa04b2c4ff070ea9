/**
 * Failure modes (issue 21 item 3; docs/engine.md "Failure modes"): pathways — change × group ×
 * mechanism — specific to this scenario, ranked by measured contribution × reach. A change ×
 * mechanism's contribution is measured by ablation: the mechanism switched off (when one change
 * feeds it) or that change's share of it switched off (when several do), on the same worlds as the
 * base run; it is split over the cohorts whose opposition falls without it, in proportion to that
 * fall (reach). Every pathway comes from a change the text states, so no failure mode's class is
 * absent from the frames; one with no simulated contribution says so and is never ranked above
 * one with some. The mechanism ranking below also feeds the risk drivers.
 */
import { capitalize, format } from '../i18n/index.js';
import { COHORTS } from '../population/sample.js';
import { COUNTERFACTUALS } from '../constants.js';
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import { mean } from '../stats.js';
import { REPORT } from '../constants.js';
import type { FailureMode, TextSpan } from '../types.js';
import type { Catalog, ReportInputs, TextVars } from './context.js';
import type { ChangeWords } from './phrases.js';
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

/**
 * Where in the text a mechanism comes from: for each of its REPORT.evidenceIssues main issue types
 * (distinct: a type fed by a change stated twice is cited once), the change's words from its action
 * to its object, either way round ("close four of its seven public libraries", "Branches in Ashby
 * Road … will shut"), when they lie within EVIDENCE_MAX_CHARS in one sentence, else the action alone.
 */
export function evidenceFor(features: ScenarioFeatures, mech: Mechanism): TextSpan[] {
  const spans: TextSpan[] = [];
  const types = [...new Set(features.mechanismSources[mech].map((s) => s.type))].slice(0, REPORT.evidenceIssues);
  for (const type of types) {
    const issue = features.issues.find((i) => i.type === type);
    const [action, object] = issue?.spans ?? [];
    if (!action) continue;
    const start = Math.min(action.start, object?.start ?? action.start);
    const end = Math.max(action.end, object?.end ?? action.end);
    const joined = object && end - start <= EVIDENCE_MAX_CHARS ? { start, end, text: features.text.slice(start, end) } : null;
    spans.push(joined && !/[.!?]\s/.test(joined.text) ? joined : action);
  }
  return spans;
}

/** Longest action-to-object span cited as a driver's evidence, in characters (ASSUMPTION: about a clause). */
const EVIDENCE_MAX_CHARS = 90;

/**
 * Most change × mechanism ablation runs made beyond the per-mechanism ones (ASSUMPTION: keeps a
 * full report within the bench budget, `npm run bench:engine`); the other pathways of a shared
 * mechanism are apportioned from its mechanism ablation by the change's share of it.
 */
export const MAX_PATHWAY_RUNS = 2;

/** Key of a change × mechanism ablation run. */
export const pathwayKey = (k: number, mech: Mechanism): string => `${k}:${mech}`;

/**
 * The change × mechanism ablations worth running: for each mechanism that several changes feed, each
 * of those changes (largest loss × share first), at most MAX_PATHWAY_RUNS in all. A mechanism fed by
 * one change needs none: its mechanism ablation measures that pathway.
 */
export function pathwayPlan(features: ScenarioFeatures): { key: string; change: number; mech: Mechanism }[] {
  const out: { key: string; change: number; mech: Mechanism; v: number }[] = [];
  for (const mech of MECHANISMS) {
    if (features.mechanisms[mech] <= COUNTERFACTUALS.activeMechanism) continue;
    const feeding = features.changes.map((c, k) => ({ k, v: c.weight * c.shares[mech] })).filter((x) => x.v > 0 && lossOf(features, x.k) > 0);
    if (feeding.length < 2) continue;
    for (const x of feeding) out.push({ key: pathwayKey(x.k, mech), change: x.k, mech, v: x.v * lossOf(features, x.k) });
  }
  return out
    .sort((a, b) => b.v - a.v || a.key.localeCompare(b.key))
    .slice(0, MAX_PATHWAY_RUNS)
    .map(({ key, change, mech }) => ({ key, change, mech }));
}

/** Share of mechanism `mech`'s load that change `k` carries (weight × worst loss × share, over all changes feeding it). */
function sourceShare(features: ScenarioFeatures, k: number, mech: Mechanism): number {
  const load = (j: number) => features.changes[j]!.weight * lossOf(features, j) * features.changes[j]!.shares[mech];
  const total = features.changes.reduce((acc, _, j) => acc + load(j), 0);
  return total > 0 ? load(k) / total : 0;
}

/** The largest loss a change inflicts on any group (0 for a pure gain). */
function lossOf(features: ScenarioFeatures, k: number): number {
  const v = features.changes[k]!.valence;
  return Math.max(0, -v.affected, -(v.employees ?? 0), -v.progressive, -v.moderate, -v.conservative);
}

/** A pathway carrying less than half a risk point (REPORT.minDriver, the smallest driver listed) has no simulated contribution. */
const SEEN_CONTRIBUTION = REPORT.minDriver;

/** One candidate pathway before it is worded. */
interface Pathway {
  change: number;
  mech: Mechanism;
  cohort: number;
  /** Risk points of this change × mechanism (ablation), split to this cohort by its share of the fall in opposed reach. */
  contribution: number;
  /** Share of all people whose opposition disappears in this cohort without the pathway (last round). */
  reach: number;
  /** Per replicate: risk points of the pathway in this cohort. */
  deltas: number[];
  abl: EnsembleOutcome | undefined;
  /** Pressure of the mechanism in the cohort (first replicate), to order pathways without contribution. */
  pressure: number;
}

/**
 * One pathway per change type × mechanism × cohort: a change the text states twice ("will close four
 * of its seven libraries" … "branches in Ashby Road … will shut") is read as two frames of one type,
 * and two failure modes with the same title and cohort read as a duplicate. The pathways of a type
 * are merged into the one with the largest contribution (its change words the description): the
 * contributions, reaches and per-replicate points added (a lower bound of the joint ablation, since
 * the mechanisms combine several changes by probabilistic OR, text/features.ts), the larger pressure kept.
 */
function mergeSameType(candidates: Pathway[], features: ScenarioFeatures): Pathway[] {
  const byKey = new Map<string, Pathway>();
  const order = [...candidates].sort((a, b) => b.contribution - a.contribution || a.change - b.change);
  for (const p of order) {
    const key = `${features.changes[p.change]!.type}|${p.mech}|${p.cohort}`;
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, { ...p, deltas: [...p.deltas] });
      continue;
    }
    kept.contribution += p.contribution;
    kept.reach += p.reach;
    kept.deltas = kept.deltas.map((d, i) => d + (p.deltas[i] ?? 0));
    kept.pressure = Math.max(kept.pressure, p.pressure);
  }
  return [...byKey.values()];
}

/**
 * The report's `failure_modes`: the REPORT.failureModes (5) strongest pathways. Pathways with a
 * simulated contribution come first, by contribution × reach; then pathways the text gives a source
 * but the simulation saw no contribution from, by the pressure they carry, each marked as such.
 * `likelihood` is the share of replicates in which the pathway adds at least one risk point;
 * severity high from 12 points, medium from 4; `peak_round` (1-based) the round where the cohort's
 * opposed reach falls most without it.
 */
export function buildFailureModes(inp: ReportInputs, ranked: RankedMechanism[], cat: Catalog, vars: TextVars, words: ChangeWords[]): FailureMode[] {
  const { base, features, worlds } = inp;
  const nRounds = inp.input.nRounds;
  const lastRound = nRounds - 1;
  const share = COHORTS.map((_, c) => mean(worlds.map((w) => w.cohortShare[c]!)));
  const state = base.states[0]!;
  const candidates: Pathway[] = [];
  const byMech = new Map(ranked.map((r) => [r.mech, r]));
  features.changes.forEach((change, k) => {
    if (lossOf(features, k) <= 0) return;
    for (const mech of MECHANISMS) {
      if (!(change.shares[mech] > 0)) continue;
      const own = inp.pathways.get(pathwayKey(k, mech));
      const single = features.changes.filter((c, j) => c.shares[mech] > 0 && lossOf(features, j) > 0).length === 1;
      // Without its own run, a pathway of a shared mechanism gets the mechanism ablation's effect in proportion to its share of the mechanism's load.
      const shareOfMech = own || single ? 1 : sourceShare(features, k, mech);
      const abl = own ?? byMech.get(mech)?.abl;
      const deltas = abl ? base.risk.map((r, i) => (r - abl.risk[i]!) * shareOfMech) : base.risk.map(() => 0);
      const total = mean(deltas);
      const falls = COHORTS.map((_, c) => (abl ? Math.max(0, opposedReach(base, lastRound, c) - opposedReach(abl, lastRound, c)) * share[c]! * shareOfMech : 0));
      const sum = falls.reduce((a, b) => a + b, 0);
      COHORTS.forEach((_, c) => {
        if (share[c]! <= 0) return;
        const part = sum > 0 ? falls[c]! / sum : 0;
        candidates.push({
          change: k,
          mech,
          cohort: c,
          contribution: Math.max(0, total) * part,
          reach: falls[c]!,
          deltas: deltas.map((d) => d * part),
          abl,
          pressure: state.cohortPressure[c * MECHANISMS.length + MECHANISMS.indexOf(mech)]! * change.shares[mech],
        });
      });
    }
  });
  const seen = (p: Pathway) => p.contribution >= SEEN_CONTRIBUTION;
  const chosen = mergeSameType(candidates, features)
    .sort(
      (a, b) =>
        Number(seen(b)) - Number(seen(a)) ||
        (seen(a) ? b.contribution * b.reach - a.contribution * a.reach : b.pressure - a.pressure) ||
        a.change - b.change ||
        MECHANISMS.indexOf(a.mech) - MECHANISMS.indexOf(b.mech) ||
        a.cohort - b.cohort,
    )
    .slice(0, REPORT.failureModes);
  const usedIds = new Set<string>();
  // An identity reaction to how marketing shows people is a call-out for a stereotype, not a culture-war boycott.
  const modeOf = (p: Pathway) => {
    const frame = features.understanding.frames[p.change]!;
    const portrayal = p.mech === 'identity' && frame.objectClass === 'portrayal' && frame.direction === 'up';
    return (portrayal ? cat.failure_modes.identity_portrayal : undefined) ?? cat.failure_modes[p.mech]!;
  };
  const plainTitle = (p: Pathway) => format(cat.grammar.pathway_title, { title: modeOf(p).title, group: cat.cohorts[COHORTS[p.cohort]!]!.toLowerCase() });
  // Two pathways of different changes can share a mechanism and a cohort: their titles then name the change.
  const titleCount = new Map<string, number>();
  for (const p of chosen) titleCount.set(plainTitle(p), (titleCount.get(plainTitle(p)) ?? 0) + 1);
  return chosen.map((p) => {
    const { mech, cohort: c, abl } = p;
    let peak = 1;
    let peakDelta = -Infinity;
    for (let t = 0; t < nRounds; t++) {
      const d = abl ? opposedReach(base, t, c) - opposedReach(abl, t, c) : 0;
      if (d > peakDelta + 1e-9) {
        peakDelta = d;
        peak = t + 1;
      }
    }
    const frame = features.understanding.frames[p.change]!;
    const w = words[p.change]!;
    const fm = modeOf(p);
    const group = cat.cohorts[COHORTS[c]!]!;
    let id = `fm_${mech}`;
    if (usedIds.has(id)) id = `fm_${mech}_${COHORTS[c]}${p.change > 0 ? `_${p.change}` : ''}`;
    usedIds.add(id);
    const happens = seen(p);
    return {
      id,
      title: (titleCount.get(plainTitle(p)) ?? 0) > 1 ? format(cat.grammar.pathway_title_change, { title: fm.title, group: group.toLowerCase(), change: w.change }) : plainTitle(p),
      description: happens ? capitalize(format(fm.description, { ...vars, change: w.change })) : capitalize(format(cat.grammar.pathway_unseen, { change: w.change })),
      mechanism: cat.mechanisms[mech]!,
      likelihood: r3(p.deltas.filter((d) => d >= REPORT.likelyContribution).length / p.deltas.length),
      severity: p.contribution >= REPORT.severityHigh ? 'high' : p.contribution >= REPORT.severityMedium ? 'medium' : 'low',
      risk_contribution: r1(happens ? p.contribution : 0),
      cohorts: [group],
      peak_round: peak,
      evidence: [frame.action.span, frame.object.span].filter((sp, i, a) => sp.end > sp.start && (i === 0 || sp.start !== a[0]!.start)),
      pathway: { change: w.type, group: COHORTS[c]!, mechanism: mech },
    };
  });
}
