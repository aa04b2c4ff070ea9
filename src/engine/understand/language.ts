/**
 * Language of the input text (English or Spanish), by franc-min's trigram model restricted to
 * the two languages the featurizer reads (Wooorm, franc: trigram language identification).
 */
import { franc } from 'franc-min';
import type { TextLang } from './lexicon.js';

/** Spanish function words, for texts too short for trigrams. */
const SPANISH_WORDS = /\b(el|la|los|las|del|que|por|para|una|con|sus|nuestr[oa]s?|será|serán|partir|precio|tarifa)\b/gi;

/** English function words, to overrule a trigram verdict on a short text with no Spanish word in it. */
const ENGLISH_WORDS = /\b(the|will|and|of|to|our|its|from|with|for|be|is|are)\b/gi;

/** The text's language: Spanish when the trigram model or, for short texts, its function words say so; else English. */
export function detectLanguage(text: string): TextLang {
  const sample = text.slice(0, 2000);
  if (sample.trim().length >= 40) {
    if (franc(sample, { only: ['eng', 'spa'], minLength: 10 }) !== 'spa') return 'en';
    // Trigrams misjudge short texts of names ("Pinecrest Bank will raise fees. …"): Spanish needs a Spanish
    // function word unless English ones are absent too.
    const spanish = [...sample.matchAll(SPANISH_WORDS)].length;
    const english = [...sample.matchAll(ENGLISH_WORDS)].length;
    return spanish > 0 || english === 0 ? 'es' : 'en';
  }
  const words = sample.split(/\s+/).filter(Boolean).length;
  const spanish = [...sample.matchAll(SPANISH_WORDS)].length;
  return words > 0 && spanish / words >= 0.25 ? 'es' : 'en';
}
