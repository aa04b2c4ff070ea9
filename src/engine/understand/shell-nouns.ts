/**
 * Restatements by a shell noun (extraction, not meaning): "The measure will apply to all students
 * from September", "Esta decisión entrará en vigor el 1 de marzo". A shell noun is an abstract noun
 * whose content is a proposition stated elsewhere in the text (Schmid 2000, *English Abstract Nouns
 * as Conceptual Shells*, Mouton de Gruyter: "measure", "decision", "change", "step", …); when the
 * object of a change sentence is only such a noun, the change it names is the one stated before it
 * (its antecedent). Here: whether an object is only a shell noun, and the antecedent of such a
 * sentence among the reader's sentences (the nearest earlier one of the same class whose object is
 * not a shell). Used by reading.ts for each frame's object words and by index.ts for the central
 * change: a restatement is never the central change when its antecedent is in the text. Pure.
 */
import type { DocumentReading, SentenceReading } from '../reader/read.js';
import { objectSpan, type ObjectSpanModel } from '../reader/object-span.js';
import { tokenize } from '../reader/tokens.js';

/**
 * Shell nouns that name a change or a decision, English and Spanish (Schmid 2000's "factual" and
 * "mental" shells that announcements use for the change itself; ASSUMPTION: the list is ours, kept to
 * nouns that never name a concrete object: "scheme", "plan", "service" and "system" can, so they are out).
 */
const SHELL_NOUNS: ReadonlySet<string> = new Set([
  'measure', 'measures', 'change', 'changes', 'decision', 'decisions', 'move', 'step', 'steps', 'policy', 'initiative',
  'proposal', 'proposals', 'arrangement', 'arrangements', 'update', 'adjustment', 'adjustments', 'modification',
  'medida', 'medidas', 'cambio', 'cambios', 'decision', 'decisiones', 'iniciativa', 'propuesta', 'modificacion',
  'modificaciones', 'ajuste', 'ajustes', 'actualizacion', 'disposicion', 'novedad', 'novedades', 'paso',
]);

/** Words that may stand beside a shell noun without naming anything ("this new measure", "dicha medida"). */
const SHELL_MODIFIERS: ReadonlySet<string> = new Set([
  'the', 'this', 'that', 'these', 'those', 'new', 'such', 'same', 'above', 'proposed', 'planned', 'latest', 'recent', 'a', 'an', 'our',
  'el', 'la', 'los', 'las', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'dicho', 'dicha', 'dichos', 'dichas',
  'nuevo', 'nueva', 'nuevos', 'nuevas', 'mismo', 'misma', 'citado', 'citada', 'presente', 'un', 'una', 'nuestra', 'nuestro',
]);

/** Folds case and accents, as the shell lists are written. */
function folded(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Whether an object's words are only a shell noun with determiners or empty modifiers ("the
 * measure", "esta nueva medida", "changes"): true; "the parking charge", "la medida de gracia
 * fiscal" (it names what): false. Empty words are not a shell.
 */
export function isShellObject(words: string): boolean {
  const tokens = tokenize(words).map((t) => folded(t.norm)).filter((w) => /\p{L}/u.test(w));
  if (!tokens.length) return false;
  return tokens.some((w) => SHELL_NOUNS.has(w)) && tokens.every((w) => SHELL_NOUNS.has(w) || SHELL_MODIFIERS.has(w));
}

/**
 * Least P(change) of an antecedent (ASSUMPTION: half the reader's change threshold, read.ts
 * CHANGE_THRESHOLD: a heading or an opening that states the change is often read with less
 * certainty than the body; the shell that points back to it is the evidence that it is one).
 */
export const ANTECEDENT_MIN_CHANGE = 0.25;

/** The learned object words of a sentence read as a change of its class, or '' when none is found. */
export function learnedObject(r: Pick<SentenceReading, 'text' | 'class'>, objects: ObjectSpanModel): string {
  return objectSpan(r.text, objects, r.class.label)?.text ?? '';
}

/**
 * The antecedent of sentence `index`: the nearest earlier sentence read as a change of the same class
 * (P(change) ≥ ANTECEDENT_MIN_CHANGE) whose learned object is not a shell; null when there is none.
 * @param reading the reader's reading of the whole text; @param objects the object-span model.
 */
export function antecedentOf(reading: DocumentReading, index: number, objects: ObjectSpanModel): number | null {
  const cls = reading.sentences[index]?.class.label;
  if (!cls) return null;
  for (let j = index - 1; j >= 0; j--) {
    const r = reading.sentences[j]!;
    if (r.class.label !== cls || r.pChange < ANTECEDENT_MIN_CHANGE) continue;
    const words = learnedObject(r, objects);
    if (words && !isShellObject(words)) return j;
  }
  return null;
}

/**
 * The reading with its central change moved from a restatement to what it restates: when the central
 * sentence's object is only a shell noun and an antecedent exists (`antecedentOf`), the antecedent is
 * central. The same reading otherwise.
 */
export function centralPastShell(reading: DocumentReading, objects: ObjectSpanModel): DocumentReading {
  if (reading.central === null) return reading;
  const words = learnedObject(reading.sentences[reading.central]!, objects);
  if (!isShellObject(words)) return reading;
  const j = antecedentOf(reading, reading.central, objects);
  return j === null ? reading : { ...reading, central: j };
}
