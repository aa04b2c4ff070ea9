/** The report's `scenario_understanding`: what the featurizer read in the text, with its evidence spans. */
import type { ScenarioFeatures } from '../text/features.js';
import type { ScenarioUnderstanding } from '../types.js';
import type { Catalog, TextVars } from './context.js';
import { r3 } from './format.js';

/**
 * Actor and object, issue types with their weight in [0, 1] and spans, stakeholders, magnitudes
 * as read, framing cues, VADER compound sentiment in [−1, 1], moral-foundation cue densities in
 * [0, 1] and coverage (share of sentences recognised).
 */
export function buildUnderstanding(features: ScenarioFeatures, vars: TextVars, cat: Catalog): ScenarioUnderstanding {
  return {
    actor: features.actor || vars.actor,
    actor_type: features.actorType,
    language: features.language,
    understood: features.understanding.understood,
    changes: features.understanding.frames.map((f) => ({
      object_class: f.objectClass,
      direction: f.direction,
      label: cat.issues[`${f.objectClass}_${f.direction}`] ?? `${f.objectClass} ${f.direction}`,
      action: f.action.lemma,
      object: f.object.text,
      cause: f.cause,
      relative_change: f.magnitude?.relative != null ? r3(f.magnitude.relative) : null,
      affected: [...new Set(f.affected.map((a) => a.group))],
      timing: f.timing?.text ?? null,
      evidence: [f.action.span, f.object.span].filter((sp, i, a) => i === 0 || sp.start !== a[0]!.start),
    })),
    completeness: r3(features.understanding.completeness),
    object: features.object,
    issues: features.issues.map((i) => ({ type: i.type, label: cat.issues[i.type] ?? i.type, weight: r3(i.weight), evidence: i.spans })),
    stakeholders: features.stakeholders,
    magnitudes: features.magnitudes.map((m) => ({ kind: m.kind, value: m.value, text: m.text })),
    framing: Object.entries(features.framing).map(([cue, v]) => ({ cue, present: v.present, evidence: v.spans })),
    sentiment: r3(features.sentiment),
    moral_foundations: Object.fromEntries(Object.entries(features.moral).map(([k, v]) => [k, r3(v)])),
    coverage: r3(features.coverage),
  };
}
