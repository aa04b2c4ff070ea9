/**
 * Risk drivers (`risk_score.drivers`): what raised the risk (each mechanism's ablation
 * contribution, with the text it comes from) and what the plan already does to lower it (frames
 * present in the text, measured by switching them off).
 */
import { shownComparables } from './comparable-cases.js';
import { frameSwitchedOff } from './plan-framing.js';
import { format } from '../i18n/index.js';
import type { RiskDriver } from '../types.js';
import { REPORT } from '../constants.js';
import type { Catalog, ReportInputs } from './context.js';
import { evidenceFor, type RankedMechanism } from './failure-modes.js';
import { r1 } from './format.js';
import { meanRiskDifference } from './outcome.js';

/**
 * Drivers of at least half a risk point: how plans like this one are met (`expected_reaction`, the
 * anchors' points), mechanisms (positive `contribution`, ranked order), then frames already in the plan
 * (negative `contribution`: the points they save).
 */
export function buildDrivers(inp: ReportInputs, ranked: RankedMechanism[], cat: Catalog): RiskDriver[] {
  const { features } = inp;
  const drivers: RiskDriver[] = [];
  // Where the headline's level comes from (reference/anchor.ts): how plans like this one are met. Without
  // it the mechanisms' points add up to a small part of a high risk (a fresh reader's text 01: 57, and
  // failure modes worth about 6).
  if (inp.anchorPoints >= REPORT.minDriver) {
    const severity = inp.expected ? new Intl.NumberFormat(cat.grammar.locale, { maximumFractionDigits: 1 }).format(inp.expected.severity) : '—';
    // Cases that share no word with the text are near only by class, direction and who is affected; say so,
    // so a reader does not take a speed limit for a precedent of a beach's dog ban (blind read 21).
    const shown = shownComparables(inp.anchor);
    const kindOnly = shown.length > 0 && shown.every((n) => !n.sharedWords.length);
    const label = inp.anchor && !shown.length ? cat.drivers.expected_no_close : kindOnly ? cat.drivers.expected_kind_only : cat.drivers.expected;
    drivers.push({ factor: 'expected_reaction', label: format(label, { severity }), contribution: r1(inp.anchorPoints), evidence: [] });
  }
  for (const { mech, contribution } of ranked) {
    if (contribution < REPORT.minDriver) continue;
    const evidence = evidenceFor(features, mech);
    drivers.push({
      factor: mech,
      label: format(cat.drivers.mechanism, { label: cat.mechanisms[mech]!, evidence: evidence.map((e) => `"${e.text}"`).join(', ') || '—' }),
      contribution: r1(contribution),
      evidence,
    });
  }
  for (const [key, cf] of inp.leverRuns) {
    // Framing already in the plan, measured by switching it off (report/playbook.ts `frame:<frame>:off`).
    const frame = frameSwitchedOff(key);
    if (!frame) continue;
    const benefit = meanRiskDifference(cf, inp.base);
    if (benefit < REPORT.minDriver) continue;
    drivers.push({
      factor: `frame_${frame}`,
      label: format(cat.drivers.frame, { label: cat.drivers.frames[frame] ?? frame }),
      contribution: -r1(benefit),
      evidence: features.framing[frame]?.spans ?? [],
    });
  }
  return drivers;
}
