/**
 * The shape of a language's grammar for the report's change-specific text (issue 21 items 1–3):
 * noun phrases of changes, lever wording, failure-mode pathways and the quote grammar. Each
 * catalog (en.ts, es.ts) holds one; slots are filled by `format` with the words of report/phrases.ts.
 *
 * Template keys fall back from the most specific to the least: a lever's action is looked up as
 * `<kind>:<row wording>` (the playbook row's `wording`), `<kind>:<type>:<voice>`, `<kind>:<type>`,
 * `<kind>:<family>:<voice>`, `<kind>:<family>:<variant>`, `<kind>:<family>`, `<kind>:<variant>`, then
 * `<kind>` (report/mitigations.ts); an exemption's group as `<group>:<family>:<voice>`,
 * `<group>:<voice>`, then `<group>`; a quote part as
 * `<stance>:<family>:<voice>`, `<stance>:<family>`, then `<stance>`.
 */
export interface Grammar {
  /** BCP 47 locale for Intl.NumberFormat ("en-GB", "es-ES"). */
  locale: string;
  /** A noun for each object class, used when the text names no object of the class. */
  class_noun: Record<string, string>;
  /**
   * A rule's own nouns ("ban", "dress code", "norma"): an object of class `public_rule` named by none
   * of them is what the rule regulates ("dogs", "jeans and trainers"), and the report names the rule
   * as `rule_on` instead (report/phrases.ts `objectWords`).
   */
  rule_head: RegExp;
  /** The rule on a regulated thing, `{np}` the text's noun phrase ("rule on {np}", "norma sobre {np}"). */
  rule_on: string;
  /** The change as a noun phrase, by `<class>_<direction>` and `<type>:<variant>` (fromto, pct, count, amount); `default` last. */
  change_np: Record<string, string>;
  /** Lever actions (see the fallback order above). */
  levers: Record<string, string>;
  /** Why each lever kind helps, one sentence. */
  lever_rationale: Record<string, string>;
  /** Added to a lever the text already has: where it says so. */
  in_plan: string;
  /** Added to `limit` when the text already carves part of the change out: where it says so. */
  limited_in_plan: string;
  /** After an alternative to a cut service when the text already names a replacement: {quote}. */
  alternative_in_plan: string;
  /** Added to `opt_in` when the plan already offers an opt-out: where it says so, and why opt-in goes further. */
  beyond_opt_out: string;
  /** Added to a lever the text rules out: where it says so. */
  ruled_out: string;
  /** Added to a lever already in the plan that the text also denies in part: where it says so. */
  partly_ruled_out: string;
  /** Added to the rationale when the measured effect is above the plausible bound. */
  bounded: string;
  /** Groups an exemption spares, by `<group>`, `<group>:<voice>` or `<group>:<family>:<voice>` ("concessions" only for a charge). */
  exempt_groups: Record<string, string>;
  /** Whom to consult, by voice type. */
  consult_body: Record<string, string>;
  /** Those already committed, by voice type ("existing subscribers", "season-ticket holders"). */
  existing: Record<string, string>;
  /** Failure-mode title of a pathway, by mechanism: `{title}` the mechanism's title, `{group}` the cohort. */
  pathway_title: string;
  /** The same when two listed pathways share a mechanism and a cohort but not a change: `{change}` names it. */
  pathway_title_change: string;
  /** Description of a pathway the simulation saw no contribution from (marked as such). */
  pathway_unseen: string;
  /** A persona's role by voice type and age band where it differs from the catalog's (`school:young` → "student"; `school:young:pupils` at a school whose pupils are minors → "former pupil"). */
  persona_role: Record<string, string>;
  /** The quote grammar: first sentences (hooks) and second sentences. */
  quotes: Record<string, string[]>;
}
