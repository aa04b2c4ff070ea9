/**
 * The labels the learned reader predicts (docs/corpus.md): the same sets as the corpus schema
 * (src/contracts/corpus.ts; test/contracts/corpus.test.ts keeps them equal), built from the
 * engine's ontology where it has one.
 */
import { OBJECT_CLASSES, CAUSES } from '../understand/ontology.js';
import { FRAMING_CUES } from '../understand/lexicon.js';

/** What a sentence does in the text. */
export const ROLES = ['change', 'reason', 'relief', 'background', 'other'] as const;
/** Classes of change: the ontology's, `other` (the open world) last. */
export const CLASSES = OBJECT_CLASSES;
/** The suffix of a cause label for a rule or restriction against the cause (corpus `cause_side: against`). */
export const AGAINST_SUFFIX = ':against';
/**
 * Causes, plus `none`; then each cause with `:against` for a rule or restriction that takes the
 * cause's other side (docs/corpus.md `cause_side`). A cause alone on a rule is its `for` side; on
 * the classes that carry a cause by themselves (cause, partnership, …) the direction gives the side.
 */
export const CAUSE_LABELS = ['none', ...Object.keys(CAUSES), ...Object.keys(CAUSES).map((c) => `${c}${AGAINST_SUFFIX}`)] as const;

/** The reader's cause label for a corpus sentence's `cause` and `cause_side` ('none' without a cause). */
export function causeLabel(cause: string | undefined, side: string | undefined): string {
  if (!cause) return 'none';
  return side === 'against' ? `${cause}${AGAINST_SUFFIX}` : cause;
}

/** A cause label split into the cause and its side (`for` unless the label ends in `:against`); null for 'none'. */
export function parseCauseLabel(label: string): { cause: string; side: 'for' | 'against' } | null {
  if (label === 'none') return null;
  return label.endsWith(AGAINST_SUFFIX) ? { cause: label.slice(0, -AGAINST_SUFFIX.length), side: 'against' } : { cause: label, side: 'for' };
}
/** Whether a sentence asserts, denies or supposes what it says. */
export const MODALITIES = ['asserted', 'negated', 'hypothetical'] as const;
/** Framing cues, plus `none`. */
export const CUE_LABELS = ['none', ...FRAMING_CUES] as const;
/** Groups a sentence names as gaining or losing (multi-label). */
export const GROUPS = [
  'customers',
  'existing_customers',
  'new_customers',
  'members',
  'fans',
  'residents',
  'businesses',
  'drivers',
  'passengers',
  'students',
  'parents',
  'employees',
  'creators',
  'donors',
  'investors',
  'patients',
  'low_income',
  'elderly',
  'young',
  'public',
  'visitors',
] as const;
/** Who announces: the engine's actor types plus broadcasters. */
export const READER_ACTOR_TYPES = ['company', 'government', 'sports', 'nonprofit', 'school', 'broadcaster'] as const;
/** Directions of a change. */
export const DIRECTIONS = ['up', 'down'] as const;
/** A class and a direction together (`fee:down`): the joint label of the `frame` head, since a direction means something only with its class ("no longer includes a bag" is `fee:up` or `benefit:down`, never `fee:down`). */
export const FRAMES = CLASSES.flatMap((c) => DIRECTIONS.map((d) => `${c}:${d}`));
