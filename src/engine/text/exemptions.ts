/**
 * The groups an announcement itself spares ("Residents aged 65 and over will be exempt", "Las
 * familias con bono social no pagarán"): read from the learned reader's relief sentences and the
 * groups they name. The playbook leaves such exemptions out of its proposals (report/playbook.ts),
 * quotes let those spared speak as spared (report/quotes.ts), and the simulation spares them the
 * main change's loss (simulation/levers.ts `textExemption`). Pure.
 */
import { framingCue } from '../reader/read.js';
import type { TextSpan } from '../types.js';
import { namesMinors } from '../understand/minors.js';
import type { ScenarioFeatures } from './features.js';

/** A group the population models that an exemption can name. */
export type SparedGroup = 'low_income' | 'older' | 'young';

/** The population's age bands (population/sample.ts AGE order) an exemption of each age group spares: the youngest and the oldest. */
export const SPARED_AGE_BAND = { young: 0, older: 3 } as const;

/** Words that name each exemptable group in a relief sentence (EN and ES, accents folded). */
const GROUP_WORDS: Record<SparedGroup, RegExp> = {
  low_income: /\b(?:low[- ]incomes?|lower[- ]income|on benefits|universal credit|hardship|means[- ]tested|bursar(?:y|ies)|free school meals|bajos ingresos|rentas bajas|vulnerables|bono social|becad[oa]s|becas?)\b/i,
  older: /\b(?:over[- ]?6\d+s?|pensioners?|seniors?|elderly|older (?:people|residents|fans|members)|aged 6\d and over|mayores(?: de 6\d)?|jubilad[oa]s|pensionistas|tercera edad)\b/i,
  young: /\b(?:under[- ]?(?:19|2[0-5])s?|young (?:people|fans|adults)|students?|j[oó]venes|estudiantes)\b/i,
};


/** Words that name a place's residents as a whole (EN, ES). */
const RESIDENT_WORDS = /\b(?:residents|locals|local people|people who live (?:in|here)|vecin[oa]s|residentes|empadronad[oa]s)\b/i;

/** One group the text spares, the sentence that spares it, and whether it is spared only as part of all residents. */
export interface TextExemption {
  group: SparedGroup;
  span: TextSpan;
  /** Spared because residents as a whole are ("residents park free"), not by name. */
  whole: boolean;
}

/**
 * The groups the text already spares: those named in a sentence the reader reads as relief, or
 * as offering compensation or sparing existing customers, and not denied. Residents spared as a
 * whole spare every band of them (`whole`): "exempt residents on low incomes" would add nothing.
 */
export function exemptedInText(features: Pick<ScenarioFeatures, 'understanding'>): TextExemption[] {
  const out: TextExemption[] = [];
  for (const r of features.understanding.reading.sentences) {
    const relief = r.role.label === 'relief' || ['compensation', 'grandfathering'].includes(framingCue(r)) || /\b(?:exempt|free for|no charge for|exent[oa]s?|gratis para)\b/i.test(r.text);
    if (!relief || r.modality.label === 'negated') continue;
    const span = { start: r.start, end: r.start + r.text.length, text: r.text };
    const named = new Set(r.groups.map((g) => g.label));
    // The sentence's own words decide when they name a group; the reader's groups otherwise.
    const worded = (['low_income', 'older', 'young'] as const).filter((g) => GROUP_WORDS[g].test(r.text));
    // The reader's `young` covers children too: a sentence that names only minors spares no simulated adult.
    const minorsOnly = namesMinors(r.text) && !GROUP_WORDS.young.test(r.text);
    const read = (['low_income', 'older', 'young'] as const).filter((g) => named.has(g === 'low_income' ? 'low_income' : g === 'older' ? 'elderly' : 'young') && !(g === 'young' && minorsOnly));
    const whole = !worded.length && !read.length && !minorsOnly && (named.has('residents') || RESIDENT_WORDS.test(r.text));
    for (const g of whole ? (['low_income', 'older', 'young'] as const) : worded.length ? worded : read) if (!out.some((x) => x.group === g)) out.push({ group: g, span, whole });
  }
  return out;
}
