/**
 * Report assembly (ENGINE.md step 7): turns the ensemble outcomes into every report field of the
 * spec and DESIGN.md §3, with all text from the message catalogs. Pure and deterministic.
 */
import { Rng } from '../rng.js';
import { catalog, capitalize, format } from '../i18n/index.js';
import { AGE, DYNAMICS, FRAMING_EFFECTS, MECHANISM_ANCHORS, MORAL_FOUNDATIONS, IDEOLOGY, ROLES, HEAVY_POSTERS } from '../population/priors.js';
import { COHORTS } from '../population/sample.js';
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { Frame, Levers } from '../simulation/levers.js';
import type { EnsembleOutcome, World } from '../simulation/ensemble.js';
import { clamp, mean, quantile, stdev } from '../stats.js';
import { SUPPORT_AT } from '../simulation/dynamics.js';
import { riskLevel } from './risk.js';
import type {
  CohortBreakdown,
  Confidence,
  CounterNarrative,
  EngineInput,
  FailureMode,
  Lang,
  Mitigation,
  MonitoringSignal,
  Quote,
  Report,
  RiskDriver,
  SentimentTrajectory,
  TextSpan,
} from '../types.js';

export const REPORT_SCHEMA_VERSION = '1.0';
export const ENGINE_VERSION = '0.2.0';

/** Everything the report is built from. */
export interface ReportInputs {
  input: EngineInput & { replicates: number };
  features: ScenarioFeatures;
  levers: Levers;
  worlds: World[];
  base: EnsembleOutcome;
  /** Runs with one mechanism switched off (failure-mode ranking). */
  ablations: Map<Mechanism, EnsembleOutcome>;
  /** Runs with one frame switched on at full strength (mitigations). */
  mitigations: Map<Frame, EnsembleOutcome>;
  /** Runs with a frame that the plan already has switched off (its measured benefit). */
  frameRemovals: Map<Frame, EnsembleOutcome>;
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const pct = (x: number) => Math.round(x * 100);
const last = <T>(xs: T[]) => xs[xs.length - 1]!;

/** Mean over replicates of a per-replicate number. */
function over(outcome: EnsembleOutcome, f: (rounds: EnsembleOutcome['rounds'][number], r: number) => number): number {
  return mean(outcome.rounds.map((rounds, r) => f(rounds, r)));
}

function opposedReach(o: EnsembleOutcome, round: number, cohort?: number): number {
  return over(o, (rounds) => {
    const m = rounds[round]!;
    return cohort === undefined ? m.aware * m.oppose : m.cohortAware[cohort]! * m.cohortOppose[cohort]!;
  });
}

function evidenceFor(features: ScenarioFeatures, mech: Mechanism): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const src of features.mechanismSources[mech].slice(0, 2)) {
    const issue = features.issues.find((i) => i.type === src.type);
    if (issue?.spans[0]) spans.push(issue.spans[0]);
  }
  return spans;
}

/** Builds the report. */
export function buildReport(inp: ReportInputs): Report {
  const { input, features, base } = inp;
  const cat = catalog(input.lang);
  const actor = features.actor || cat.actor_fallback;
  const topIssue = features.issues.find((i) => !['partnership_endorsement', 'policy_regulation'].includes(i.type)) ?? features.issues[0];
  const change =
    features.priceChange !== null && features.priceChange > 0
      ? format(cat.change_pct, { pct: r1(features.priceChange * 100) })
      : topIssue
        ? cat.issues[topIssue.type] ?? cat.issues.policy_regulation!
        : cat.issues.policy_regulation!;
  const vars = { actor, change, object: features.object };
  const nRounds = input.nRounds;
  const lastRound = nRounds - 1;
  const riskMean = mean(base.risk);
  const riskRounded = Math.round(riskMean);
  const level = riskLevel(riskRounded);

  // Failure modes: rank mechanisms by how much risk disappears without them (ablation).
  const ranked = MECHANISMS.map((mech) => {
    const abl = inp.ablations.get(mech);
    const deltas = abl ? base.risk.map((r, i) => r - abl.risk[i]!) : base.risk.map(() => 0);
    return { mech, abl, deltas, contribution: mean(deltas) };
  }).sort((a, b) => b.contribution - a.contribution || MECHANISMS.indexOf(a.mech) - MECHANISMS.indexOf(b.mech));

  const failure_modes: FailureMode[] = ranked.slice(0, 5).map(({ mech, abl, deltas, contribution }) => {
    const cohortDelta = COHORTS.map((_, c) => (abl ? opposedReach(base, lastRound, c) - opposedReach(abl, lastRound, c) : 0));
    const cohorts = COHORTS.map((id, c) => ({ id, d: cohortDelta[c]! }))
      .filter((x) => x.d > 0.005)
      .sort((a, b) => b.d - a.d)
      .slice(0, 2)
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
    const fm = cat.failure_modes[mech]!;
    return {
      id: `fm_${mech}`,
      title: fm.title,
      description: format(fm.description, vars).replace(/^./, (c) => c.toUpperCase()),
      mechanism: cat.mechanisms[mech]!,
      likelihood: r3(deltas.filter((d) => d >= 1).length / deltas.length),
      severity: contribution >= 12 ? 'high' : contribution >= 4 ? 'medium' : 'low',
      risk_contribution: r1(Math.max(0, contribution)),
      cohorts,
      peak_round: peak,
      evidence: evidenceFor(features, mech),
    };
  });

  // Mitigations: measured by counterfactual runs.
  const mitigations: Mitigation[] = [];
  for (const [frame, cf] of inp.mitigations) {
    const reduction = mean(base.risk.map((r, i) => r - cf.risk[i]!));
    const addresses = Object.keys(FRAMING_EFFECTS[frame] ?? {})
      .filter((m) => inp.levers.mechanisms[m as Mechanism] > 0.05)
      .map((m) => cat.mechanisms[m]!);
    mitigations.push({
      id: `mit_${frame}`,
      action: cat.frames[frame]!.action,
      rationale: cat.frames[frame]!.rationale,
      addresses,
      expected_risk_reduction: r1(Math.max(0, reduction)),
      residual_risk: r1(mean(cf.risk)),
      already_in_plan: false,
    });
  }
  for (const [frame, cf] of inp.frameRemovals) {
    const benefit = mean(cf.risk.map((r, i) => r - base.risk[i]!));
    mitigations.push({
      id: `mit_${frame}`,
      action: cat.frames[frame]!.action,
      rationale: cat.frames[frame]!.rationale,
      addresses: Object.keys(FRAMING_EFFECTS[frame] ?? {})
        .filter((m) => inp.levers.mechanisms[m as Mechanism] > 0.05)
        .map((m) => cat.mechanisms[m]!),
      expected_risk_reduction: r1(Math.max(0, benefit)),
      residual_risk: r1(riskMean),
      already_in_plan: true,
    });
  }
  mitigations.sort((a, b) => Number(a.already_in_plan) - Number(b.already_in_plan) || b.expected_risk_reduction - a.expected_risk_reduction || a.id.localeCompare(b.id));

  // Drivers: what raised the risk (ablation) and what the plan already does to lower it.
  const drivers: RiskDriver[] = [];
  for (const { mech, contribution } of ranked) {
    if (contribution < 0.5) continue;
    const evidence = evidenceFor(features, mech);
    drivers.push({
      factor: mech,
      label: format(cat.drivers.mechanism, { label: cat.mechanisms[mech]!, evidence: evidence.map((e) => `"${e.text}"`).join(', ') || '—' }),
      contribution: r1(contribution),
      evidence,
    });
  }
  for (const [frame, cf] of inp.frameRemovals) {
    const benefit = mean(cf.risk.map((r, i) => r - base.risk[i]!));
    if (benefit < 0.5) continue;
    drivers.push({
      factor: `frame_${frame}`,
      label: format(cat.drivers.frame, { label: cat.drivers.frames[frame] ?? frame }),
      contribution: -r1(benefit),
      evidence: features.framing[frame]?.spans ?? [],
    });
  }

  const cohort_breakdowns = buildCohorts(inp, cat, vars);
  const opposedCohorts = [...cohort_breakdowns].filter((c) => c.stance.net < -0.1).sort((a, b) => a.stance.net - b.stance.net);
  const leadCohort = opposedCohorts[0] ?? [...cohort_breakdowns].sort((a, b) => a.stance.net - b.stance.net)[0]!;

  const spread = stdev(base.risk);
  const confidence = buildConfidence(features, spread, cat);
  const sentiment_trajectory = buildTrajectory(inp, cat);
  const counter_narratives = buildCounterNarratives(inp, cat, vars);

  const topFm = failure_modes[0]!;
  const headline = format(cat.headline[level]!, {
    actor: capitalize(actor),
    risk: riskRounded,
    cohort: leadCohort.label.toLowerCase(),
    concern: topFm.risk_contribution > 0 ? topFm.mechanism.toLowerCase() : cat.concerns_none,
  });

  const finalAware = over(base, (rounds) => rounds[lastRound]!.aware);
  const finalOppose = over(base, (rounds) => rounds[lastRound]!.oppose);
  const finalSupport = over(base, (rounds) => rounds[lastRound]!.support);
  const topMitigation = mitigations.find((m) => !m.already_in_plan && m.expected_risk_reduction >= 1);
  const sentences = [
    format(cat.summary.intro, {
      agents: input.nAgents,
      rounds: nRounds,
      replicates: input.replicates,
      risk: riskRounded,
      level: cat.levels[level]!,
      confidence: confidence.value.toFixed(2),
    }),
    format(cat.summary.opposition, { aware: pct(finalAware), oppose: pct(finalOppose), support: pct(finalSupport) }),
  ];
  if (topFm.risk_contribution > 0) sentences.push(format(cat.summary.top_failure, { title: topFm.title, likelihood: pct(topFm.likelihood) }));
  if (opposedCohorts.length) sentences.push(format(cat.summary.cohorts, { cohorts: opposedCohorts.slice(0, 3).map((c) => c.label).join(', ') }));
  sentences.push(
    topMitigation
      ? format(cat.summary.top_mitigation, { action: topMitigation.action.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()), reduction: topMitigation.expected_risk_reduction })
      : cat.summary.no_mitigation,
  );

  const monitoring_plan: MonitoringSignal[] = failure_modes.map((fm) => {
    const mech = fm.id.slice(3);
    const m = cat.monitoring[mech]!;
    return { signal: m.signal, threshold: m.threshold, window: m.window, failure_mode: fm.id };
  });

  return {
    report_schema_version: REPORT_SCHEMA_VERSION,
    scenario_name: input.name,
    language: input.lang,
    headline,
    risk_score: {
      value: riskRounded,
      level,
      interval_80: [Math.round(quantile(base.risk, 0.1)), Math.round(quantile(base.risk, 0.9))],
      components: Object.fromEntries(
        Object.keys(base.components[0] ?? {}).map((k) => [k, r3(mean(base.components.map((c) => c[k as keyof typeof c])))]),
      ),
      drivers,
    },
    confidence,
    cohort_breakdowns,
    failure_modes,
    mitigations,
    counter_narratives,
    sentiment_trajectory,
    executive_summary: {
      summary: sentences.join(' '),
      key_points: [
        ...failure_modes.filter((f) => f.risk_contribution > 0).slice(0, 3).map((f) => `${f.title}: ${f.description}`),
        ...(topMitigation ? [topMitigation.action] : []),
      ],
    },
    monitoring_plan,
    scenario_understanding: {
      actor,
      object: features.object,
      issues: features.issues.map((i) => ({ type: i.type, label: cat.issues[i.type] ?? i.type, weight: r3(i.weight), evidence: i.spans })),
      stakeholders: features.stakeholders,
      magnitudes: features.magnitudes.map((m) => ({ kind: m.kind, value: m.value, text: m.text })),
      framing: Object.entries(features.framing).map(([cue, v]) => ({ cue, present: v.present, evidence: v.spans })),
      sentiment: r3(features.sentiment),
      moral_foundations: Object.fromEntries(Object.entries(features.moral).map(([k, v]) => [k, r3(v)])),
      coverage: r3(features.coverage),
    },
    method: {
      engine: 'rules',
      engine_version: ENGINE_VERSION,
      seed: input.seed,
      replicates: input.replicates,
      n_agents: input.nAgents,
      n_rounds: nRounds,
      calibration: {
        mechanism_weights: { ...inp.levers.calibration.mechanismWeights },
        pressure_gain: inp.levers.calibration.pressureGain,
        risk_curve: inp.levers.calibration.riskCurve,
      },
      sources: [
        AGE.source,
        IDEOLOGY.source,
        HEAVY_POSTERS.source,
        ROLES.source,
        MORAL_FOUNDATIONS.source,
        MECHANISM_ANCHORS.fairnessSource,
        MECHANISM_ANCHORS.lossSource,
        MECHANISM_ANCHORS.privacySource,
        MECHANISM_ANCHORS.identitySource,
        MECHANISM_ANCHORS.trustSource,
        DYNAMICS.moralEmotionalSource,
        DYNAMICS.outgroupSource,
        DYNAMICS.peerWeightSource,
        DYNAMICS.confidenceBoundSource,
      ],
    },
    disclaimer: cat.disclaimer,
  };
}

type Cat = ReturnType<typeof catalog>;

function buildCohorts(inp: ReportInputs, cat: Cat, vars: Record<string, string>): CohortBreakdown[] {
  const { base, worlds, input } = inp;
  const lastRound = input.nRounds - 1;
  const out: CohortBreakdown[] = [];
  COHORTS.forEach((id, c) => {
    const share = mean(worlds.map((w) => w.cohortShare[c]!));
    if (share <= 0) return;
    const support = over(base, (rounds) => rounds[lastRound]!.cohortSupport[c]!);
    const oppose = over(base, (rounds) => rounds[lastRound]!.cohortOppose[c]!);
    const awareness = over(base, (rounds) => rounds[lastRound]!.cohortAware[c]!);
    const intensity = over(base, (rounds) => rounds[lastRound]!.cohortStrong[c]!);
    const pressure = MECHANISMS.map((m, k) => ({ m, v: mean(base.states.map((s) => s.cohortPressure[c * MECHANISMS.length + k]!)) }));
    const totalPressure = pressure.reduce((a, p) => a + p.v, 0);
    const top_concerns = pressure
      .filter((p) => totalPressure > 0 && p.v / totalPressure > 0.1)
      .sort((a, b) => b.v - a.v)
      .slice(0, 3)
      .map((p) => cat.mechanisms[p.m]!);
    out.push({
      cohort: id,
      label: cat.cohorts[id],
      share_of_population: r3(share),
      stance: { support: r3(support), neutral: r3(Math.max(0, 1 - support - oppose)), oppose: r3(oppose), net: r3(support - oppose) },
      awareness: r3(awareness),
      intensity: r3(intensity),
      top_concerns,
      quotes: buildQuotes(inp, c, cat, vars),
    });
  });
  return out;
}

const STANCES = ['oppose', 'neutral', 'support'] as const;

/** Up to three distinct synthetic quotes from agents of cohort `c`, spread over the stances present. */
function buildQuotes(inp: ReportInputs, c: number, cat: Cat, vars: Record<string, string>): Quote[] {
  const { worlds, base, input } = inp;
  const rng = new Rng('quotes', input.seed, c);
  const world = worlds[0]!;
  const state = base.states[0]!;
  const pop = world.population;
  const buckets: number[][] = [[], [], []];
  for (let i = 0; i < pop.n; i++) {
    if (pop.cohort[i] !== c) continue;
    const x = state.stance[i]!;
    buckets[x < -SUPPORT_AT ? 0 : x > SUPPORT_AT ? 2 : 1]!.push(i);
  }
  // Prefer aware agents: they are the ones talking.
  for (const b of buckets) b.sort((a, z) => state.aware[z]! - state.aware[a]! || a - z);
  const total = buckets.reduce((a, b) => a + b.length, 0);
  if (total === 0) return [];
  const order = [0, 1, 2].sort((a, b) => buckets[b]!.length - buckets[a]!.length || a - b);
  const picks: number[] = [];
  for (const b of order) if (buckets[b]!.length) picks.push(b);
  while (picks.length < 3) picks.push(order[0]!);
  const used = new Set<string>();
  const quotes: Quote[] = [];
  for (const b of picks.slice(0, 3)) {
    const bucket = buckets[b]!;
    const pool = bucket.slice(0, Math.max(1, Math.min(bucket.length, 50)));
    const agent = pool[rng.int(pool.length)]!;
    const stance = STANCES[b]!;
    let templates: string[];
    if (stance === 'oppose') {
      const concern = state.concern[agent]!;
      templates = cat.quotes.oppose[concern === 255 ? 'none' : MECHANISMS[concern]!]!;
    } else templates = cat.quotes[stance];
    // Templates naming the object need one.
    if (!vars.object) templates = templates.filter((t) => !t.includes('{object}'));
    let text = '';
    const start = rng.int(templates.length);
    for (let k = 0; k < templates.length; k++) {
      const candidate = capitalize(format(templates[(start + k) % templates.length]!, vars));
      if (!used.has(candidate)) {
        text = candidate;
        break;
      }
    }
    if (!text) continue;
    used.add(text);
    const persona = format(cat.personas.format, {
      role: cat.personas.role[ROLES.labels[pop.role[agent]!]!]!,
      age: cat.personas.age[AGE.labels[pop.age[agent]!]!]!,
      place: cat.personas.place[pop.urban[agent] ? 0 : 1]!,
    });
    quotes.push({ text, stance, persona: capitalize(persona), synthetic: true });
  }
  return quotes;
}

/** Label of a confidence value: high from 0.7, medium from 0.45, else low. */
export function confidenceLabel(value: number): Confidence['label'] {
  return value >= 0.7 ? 'high' : value >= 0.45 ? 'medium' : 'low';
}

function buildConfidence(features: ScenarioFeatures, spread: number, cat: Cat): Confidence {
  const agreement = clamp(1 - spread / 20, 0, 1);
  const understood = features.issues.filter((i) => !['partnership_endorsement', 'policy_regulation'].includes(i.type)).length;
  const text_understanding = understood === 0 ? 0.15 : Math.min(1, 0.35 + 0.65 * features.coverage);
  const value = Math.round(Math.sqrt(agreement) * text_understanding * 100) / 100;
  const label = confidenceLabel(value);
  let explanation: string;
  if (text_understanding < 0.45) explanation = format(cat.confidence.low_text, { coverage: pct(features.coverage) });
  else if (agreement < 0.6) explanation = format(cat.confidence.low_spread, { spread: r1(spread) });
  else explanation = label === 'high' ? cat.confidence.high : cat.confidence.medium;
  return { value, label, explanation, components: { replicate_agreement: r3(agreement), text_understanding: r3(text_understanding) } };
}

function roundLabel(cat: Cat, t: number): string {
  return cat.rounds[t] ?? format(cat.round_later, { n: t + 1 });
}

function buildTrajectory(inp: ReportInputs, cat: Cat): SentimentTrajectory {
  const { base, input } = inp;
  const rounds = Array.from({ length: input.nRounds }, (_, t) => {
    const nets = base.rounds.map((r) => r[t]!.meanStance);
    return {
      round: t + 1,
      label: roundLabel(cat, t),
      net_sentiment: r3(mean(nets)),
      net_sentiment_80: [r3(quantile(nets, 0.1)), r3(quantile(nets, 0.9))] as [number, number],
      support: r3(over(base, (r) => r[t]!.support)),
      neutral: r3(over(base, (r) => r[t]!.neutral)),
      oppose: r3(over(base, (r) => r[t]!.oppose)),
      awareness: r3(over(base, (r) => r[t]!.aware)),
      posts_per_agent: r3(over(base, (r) => r[t]!.posts)),
    };
  });
  const reach = rounds.map((_, t) => opposedReach(base, t));
  const peak = Math.max(...reach);
  const end = last(reach);
  let shape: SentimentTrajectory['shape'];
  if (peak < 0.08) shape = 'muted';
  else if (end < 0.85 * peak) shape = 'spike_and_recover';
  else if (reach.every((v, i) => i === 0 || v >= reach[i - 1]! - 1e-9) && end > 1.2 * reach[0]!) shape = 'building';
  else shape = 'persistent';
  return {
    shape,
    description: cat.trajectory[shape]!,
    rounds,
    by_cohort: COHORTS.map((id, c) => ({
      cohort: id,
      net_sentiment: rounds.map((_, t) => r3(over(base, (r) => r[t]!.cohortMean[c]!))),
    })),
  };
}

function buildCounterNarratives(inp: ReportInputs, cat: Cat, vars: Record<string, string>): CounterNarrative[] {
  const { base, worlds } = inp;
  const counts = new Float64Array(MECHANISMS.length);
  const byCohort = MECHANISMS.map(() => new Float64Array(COHORTS.length));
  base.states.forEach((s, r) => {
    const pop = worlds[r]!.population;
    for (let i = 0; i < pop.n; i++) {
      if (!s.aware[i] || s.stance[i]! >= -SUPPORT_AT || s.concern[i] === 255) continue;
      counts[s.concern[i]!]! += 1 / pop.n / base.states.length;
      byCohort[s.concern[i]!]![pop.cohort[i]!]! += 1;
    }
  });
  return MECHANISMS.map((m, k) => ({ m, k, reach: counts[k]! }))
    .filter((x) => x.reach >= 0.01)
    .sort((a, b) => b.reach - a.reach || a.k - b.k)
    .slice(0, 3)
    .map(({ m, k, reach }) => {
      const cn = cat.counter_narratives[m]!;
      const carried = COHORTS.map((id, c) => ({ id, v: byCohort[k]![c]! }))
        .filter((x) => x.v > 0)
        .sort((a, b) => b.v - a.v)
        .slice(0, 2)
        .map((x) => cat.cohorts[x.id]);
      return {
        narrative: format(cn.narrative, { ...vars, actor: capitalize(vars.actor!) }),
        mechanism: cat.mechanisms[m]!,
        carried_by: carried,
        reach: r3(reach),
        suggested_response: capitalize(format(cn.response, vars)),
      };
    });
}

export type { Lang };
