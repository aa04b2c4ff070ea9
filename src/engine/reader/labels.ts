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
/** Causes, plus `none`. */
export const CAUSE_LABELS = ['none', ...Object.keys(CAUSES)] as const;
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
] as const;
/** Who announces: the engine's actor types plus broadcasters. */
export const READER_ACTOR_TYPES = ['company', 'government', 'sports', 'nonprofit', 'school', 'broadcaster'] as const;
/** Directions of a change. */
export const DIRECTIONS = ['up', 'down'] as const;
/** A class and a direction together (`fee:down`): the joint label of the `frame` head, since a direction means something only with its class ("no longer includes a bag" is `fee:up` or `benefit:down`, never `fee:down`). */
export const FRAMES = CLASSES.flatMap((c) => DIRECTIONS.map((d) => `${c}:${d}`));
