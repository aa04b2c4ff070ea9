/**
 * The labels the learned reader predicts (docs/corpus.md): the same sets as the corpus schema
 * (src/contracts/corpus.ts; test/contracts/corpus.test.ts keeps them equal), built from the
 * engine's ontology where it has one.
 */
import { OBJECT_CLASSES, CAUSES } from '../understand/ontology.js';
import { FRAMING_CUES } from '../understand/lexicon.js';

/** What a sentence does in the text. */
export const ROLES = ['change', 'reason', 'relief', 'background', 'other'] as const;
/** Classes of change: the ontology plus `other`. */
export const CLASSES = [...OBJECT_CLASSES, 'other'] as const;
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
