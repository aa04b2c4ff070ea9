/**
 * The appraisal mechanisms, and the moral-foundation, moral-emotional and out-group cue words the
 * report describes a text with. Our own hand-written lists (no redistributable copy of the Moral
 * Foundations Dictionary 2.0 exists). What an announcement changes is read by `understand/`.
 */

/** Appraisal mechanisms of docs/engine.md step 3, each with its empirical anchor in `population/priors.ts`. */
export const MECHANISMS = ['fairness', 'loss', 'privacy', 'betrayal', 'identity', 'harm', 'status_quo'] as const;
/** One of MECHANISMS. */
export type Mechanism = (typeof MECHANISMS)[number];

/** Who a change lands on first. */
export type RoleTarget = 'customers' | 'employees' | 'partners' | 'public';

const re = (s: string) => new RegExp(s, 'gi');

/** Cue words per moral foundation (Graham, Haidt & Nosek 2009 foundations; our own word lists). */
export const MORAL_CUES: Record<string, RegExp> = {
  care: re(String.raw`\b(harm\w*|hurt\w*|safe\w*|protect\w*|care|caring|children|vulnerable|suffer\w*|health\w*|wellbeing|kill\w*|injur\w*|sick\w*|comfort\w*)\b`),
  fairness: re(String.raw`\b(fair\w*|unfair\w*|equal\w*|equit\w*|justice|rights?|cheat\w*|price\w*|fees?|pay|charg\w*|subsidi\w*|exempt\w*|discount\w*)\b`),
  loyalty: re(String.raw`\b(loyal\w*|betray\w*|tradition\w*|heritage|history|original|classic|familiar|community|nation\w*|american|country|anniversary|old)\b`),
  authority: re(String.raw`\b(law\w*|rules?|order|regulat\w*|government|authorit\w*|requir\w*|must|mandat\w*|police|respect\w*|anthem|flag)\b`),
  purity: re(String.raw`\b(pure|purity|natural|sacred|clean|disgust\w*|contaminat\w*|sugar|wholesome|holy|sin\w*)\b`),
};

/** Moral-emotional and out-group words that raise sharing (Brady et al. 2017; Rathje et al. 2021). */
export const MORAL_EMOTIONAL = re(String.raw`\b(hate|shame\w*|outrag\w*|disgust\w*|betray\w*|greed\w*|evil|attack\w*|destroy\w*|sacrific\w*|blame|fight\w*|war|punish\w*|love|proud|brave\w*|believe)\b`);
/** Out-group terms (Rathje, Van Bavel & van der Linden 2021). */
export const OUTGROUP = re(String.raw`\b(liberals?|conservatives?|democrats?|republicans?|leftists?|right-wing|left-wing|elites?|activists?|woke|they|them)\b`);
