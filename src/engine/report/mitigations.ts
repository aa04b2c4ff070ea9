/**
 * Mitigations (issue 21 item 1; docs/engine.md "Mitigations"): the playbook's levers for this
 * scenario's changes (report/playbook.ts), each worded with the change's own object and numbers
 * (report/phrases.ts), measured by its counterfactual run on the same worlds as the base run, bounded
 * by the lever's plausible effect size, and ranked by that effect. Framing the text already has is
 * shown as already in the plan with what it saves (the risk added when it is switched off); a lever
 * the text rules out ("there will be no refunds") is shown as ruled out, with what reconsidering it
 * would save.
 */
import { format } from '../i18n/index.js';
import { FRAMING_EFFECTS } from '../population/priors.js';
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import { mean } from '../stats.js';
import { REPORT } from '../constants.js';
import type { Mitigation } from '../types.js';
import type { Catalog, ReportInputs } from './context.js';
import { r1 } from './format.js';
import { meanRiskDifference } from './outcome.js';
import { familyOf, isGain, LEVER_SPECS, voiceType, type LeverCandidate } from './playbook.js';
import { exemptedInText } from '../text/exemptions.js';
import { percent, type ChangeWords } from './phrases.js';

/** Whether every `{slot}` of `tpl` has a non-empty value in `vars`. */
export function filled(tpl: string, vars: Record<string, string>): boolean {
  for (const m of tpl.matchAll(/\{(\w+)\}/g)) if (!vars[m[1]!]) return false;
  return true;
}

/** The first template of `keys` that exists in `table` and whose slots are all filled. */
export function pick(table: Record<string, string>, keys: string[], vars: Record<string, string>): string | undefined {
  for (const k of keys) {
    const t = table[k];
    if (t !== undefined && filled(t, vars)) return t;
  }
  return undefined;
}

/** The slots of a change's words for the catalog's templates. */
export function wordVars(w: ChangeWords, actor: string): Record<string, string> {
  return {
    actor,
    object: w.object,
    the_object: w.theObject,
    the_item: w.theItem,
    the_current: w.theCurrent,
    change: w.change,
    from: w.from,
    to: w.to,
    mid: w.mid,
    pct: w.pct,
    half_pct: w.halfPct,
    count: w.count,
    half_amount: w.halfAmount,
    half_count: w.halfCount,
    amount: w.amount,
    yearly: w.yearly,
    timing: w.timing,
  };
}

/** The action of a lever for its change, in the catalog's language. */
function leverAction(inp: ReportInputs, c: LeverCandidate, w: ChangeWords, cat: Catalog, actor: string): string {
  const g = cat.grammar;
  const voice = voiceType(inp.features);
  const family = familyOf(w.type, isGain(inp.features, c.change));
  const vars = {
    ...wordVars(w, actor),
    group: (c.exempt && (g.exempt_groups[`${c.exempt}:${family}:${voice}`] ?? g.exempt_groups[`${c.exempt}:${voice}`] ?? g.exempt_groups[c.exempt])) || '',
    body: g.consult_body[voice] ?? g.consult_body.company!,
    existing: g.existing[voice] ?? g.existing.company!,
  };
  const variants = [w.from && w.to ? 'fromto' : '', w.pct ? 'pct' : '', w.count ? 'count' : '', w.amount ? 'amount' : '', w.timing ? 'timing' : '', 'none'].filter(Boolean);
  // Relief the text gives as an exemption is kept as one, not worded as a credit.
  if (c.inPlan && c.kind === 'compensate' && c.inPlanSpan && exemptedInText(inp.features).some((x) => x.span.start === c.inPlanSpan!.start)) return format(g.levers['exempt:in_plan']!, vars);
  // The wording of the playbook row's kind first ("limit:passed_on": a levy the actor collects but does not
  // set), then the change's own type ("compensate:benefit_down": a refund for something taken away, not
  // transport to a replacement), then its family; each for the actor's voice first where the sector
  // changes what the lever is ("limit:service:broadcaster": a programme kept on air part of the week).
  // (A dropped secondary change carries its own row; every other candidate is the main change's.)
  const ruled = c.kind !== 'drop' && c.rule.wording ? [`${c.kind}:${c.rule.wording}`] : [];
  // A closure or a move is worded as such ("phase the closure", "transport to the new ground") before its type.
  const shaped = w.shape && c.kind !== 'drop' ? [`${c.kind}:${w.shape}:${voice}`, `${c.kind}:${w.shape}`] : [];
  const typed = family === 'gain' ? [] : [...shaped, `${c.kind}:${w.type}:${voice}`, `${c.kind}:${w.type}`];
  const keys = [...ruled, ...typed, `${c.kind}:${family}:${voice}`, ...variants.map((v) => `${c.kind}:${family}:${v}`), `${c.kind}:${family}`, ...variants.map((v) => `${c.kind}:${v}`), c.kind];
  return format(pick(g.levers, keys, vars) ?? g.levers[c.kind]!, vars);
}

/** Mechanisms a lever works on that the scenario engages: a frame's (FRAMING_EFFECTS), or the change's own. */
function addressed(inp: ReportInputs, c: LeverCandidate, cat: Catalog): string[] {
  const knob = LEVER_SPECS[c.kind].knob;
  const engaged = (m: string) => inp.levers.mechanisms[m as Mechanism] > REPORT.addressedMechanism;
  const mechs = 'frame' in knob ? Object.keys(FRAMING_EFFECTS[knob.frame] ?? {}) : MECHANISMS.filter((m) => (inp.levers.changes[c.change]?.shares[m] ?? 0) > 0);
  return mechs.filter(engaged).map((m) => cat.mechanisms[m]!);
}

/** A passage of the text as quoted in a lever: without a list item's bullet or the closing full stop. */
function quoted(text: string): string {
  return text.replace(/^\s*[-•*–]\s+/, '').replace(/[.]$/, '');
}

/**
 * The report's `mitigations`: levers not yet in the plan that measurably lower the risk (at least
 * MIN_MITIGATION_EFFECT points), largest bounded effect first, then those already in it. Ids are `mit_<lever>` (a dropped secondary change: `mit_drop_<k>`, k its index in
 * scenario_understanding.changes).
 */
export function buildMitigations(inp: ReportInputs, cat: Catalog, words: ChangeWords[], actor: string): Mitigation[] {
  const { base } = inp;
  const baseRisk = mean(base.risk);
  const out: Mitigation[] = [];
  const mainIdx = Math.max(0, inp.features.changes.findIndex((c) => c.type === inp.features.mainChange));
  for (const c of inp.candidates) {
    const cf = inp.leverRuns.get(c.runKey);
    const w = words[c.change];
    if (!cf || !w) continue;
    const spec = LEVER_SPECS[c.kind];
    const measured = c.inPlan ? meanRiskDifference(cf, base) : meanRiskDifference(base, cf);
    const cap = spec.maxShare * (c.inPlan ? mean(cf.risk) : baseRisk);
    const reduction = Math.max(0, Math.min(measured, cap));
    const bounded = measured > cap + 1e-9;
    let action = leverAction(inp, c, w, cat, actor);
    if (c.inPlan && c.inPlanSpan) action += ` ${format(cat.grammar.in_plan, { quote: quoted(c.inPlanSpan.text) })}`;
    if (c.inPlan && c.partlyRuledOut) action += ` ${format(cat.grammar.partly_ruled_out, { quote: quoted(c.partlyRuledOut.text) })}`;
    if (c.ruledOut) action += ` ${format(cat.grammar.ruled_out, { quote: quoted(c.ruledOut.text) })}`;
    if (c.limitedBy) action += ` ${format(cat.grammar.limited_in_plan, { quote: quoted(c.limitedBy.text) })}`;
    if (c.alternativeIn) action += ` ${format(cat.grammar.alternative_in_plan, { quote: quoted(c.alternativeIn.text) })}`;
    if (c.beyondOptOut) action += ` ${format(cat.grammar.beyond_opt_out, { quote: quoted(c.beyondOptOut.text) })}`;
    const rationale = cat.grammar.lever_rationale[c.kind]! + (bounded ? ` ${format(cat.grammar.bounded, { max: percent(cat.grammar.locale, spec.maxShare) })}` : '');
    out.push({
      id: c.kind === 'drop' || c.change !== mainIdx ? `mit_${c.kind}_${c.change}` : `mit_${c.kind}`,
      action,
      rationale,
      addresses: addressed(inp, c, cat),
      expected_risk_reduction: r1(reduction),
      residual_risk: r1(c.inPlan ? baseRisk : Math.max(0, baseRisk - reduction)),
      already_in_plan: c.inPlan,
      lever: c.kind,
      change: w.type,
      ruled_out_by_plan: c.ruledOut !== null,
      evidence: c.inPlanSpan ? [c.inPlanSpan, ...(c.partlyRuledOut ? [c.partlyRuledOut] : [])] : c.ruledOut ? [c.ruledOut] : c.limitedBy ? [c.limitedBy] : c.alternativeIn ? [c.alternativeIn] : c.beyondOptOut ? [c.beyondOptOut] : [],
    });
  }
  // A lever not in the plan whose measured effect is under MIN_MITIGATION_EFFECT is no advice ("−0.0 pts",
  // blind read 26): it is left out. What the plan already does is always shown, with its measured effect.
  return out
    .filter((m) => m.already_in_plan || m.expected_risk_reduction >= MIN_MITIGATION_EFFECT)
    .sort((a, b) => Number(a.already_in_plan) - Number(b.already_in_plan) || b.expected_risk_reduction - a.expected_risk_reduction || a.id.localeCompare(b.id));
}

/**
 * Points of risk a lever not in the plan must measurably remove to be offered (ASSUMPTION: half a point,
 * below which a difference of means over the replicates is within their noise and rounds to nothing a
 * reader can act on).
 */
export const MIN_MITIGATION_EFFECT = 0.5;
