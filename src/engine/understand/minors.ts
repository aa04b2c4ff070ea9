/**
 * Minors in a text (EN, ES): the simulated population is adults, so relief or an exemption aimed
 * only at minors spares none of it (text/exemptions.ts) and is relief aimed at named groups
 * (understand/index.ts). Pure.
 */

/**
 * Words that name minors (EN, ES, folded): under-18s, children, juniors. The simulated population is
 * adults (population/sample.ts AGE: 18–29 is its youngest band), so an exemption of minors spares none
 * of it: an under-18 price freeze leaves every simulated fan paying the rise, and no 20-year-old says
 * "I'm exempt myself" (blind read 22).
 */
const MINOR_WORDS: RegExp = /\b(?:under[- ]?(?:1[0-8])s?|children|kids|juniors?|child|minors?|menores(?: de (?:1[0-8]|edad))?|ni[nñ]os|infantil(?:es)?)\b/i;

/** Whether a sentence names minors (`MINOR_WORDS`: under-18s, children, juniors; EN and ES). */
export function namesMinors(text: string): boolean {
  return MINOR_WORDS.test(text);
}
