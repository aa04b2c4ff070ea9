/**
 * The reading corpus (issue 20 item 1; docs/corpus.md): announcements written by independent
 * writers, one document per line of `data/corpus/*.jsonl`, every sentence labelled with what it
 * does in the text. It is the ground truth the learned reader is trained and judged on
 * (scripts/train-reader.ts, bench/reader.ts). The label sets mirror the engine's ontology
 * (src/engine/understand/ontology.ts OBJECT_CLASSES, CAUSES; test/contracts/corpus.test.ts keeps
 * them equal); `broadcaster` is an actor type of its own here, folded into the engine's types by
 * the reader.
 */
import { Type, type Static } from 'typebox';

/** What a sentence does in the announcement. */
export const SENTENCE_ROLES = ['change', 'reason', 'relief', 'background', 'other'] as const;
export type SentenceRole = (typeof SENTENCE_ROLES)[number];

/**
 * Classes of announced change (the engine's ontology) plus `other`: a change whose object fits no
 * class, named in the sentence's `object` words.
 */
export const CORPUS_CLASSES = [
  'price',
  'fee',
  'benefit',
  'service_level',
  'data_sharing',
  'ai_content',
  'jobs',
  'executive_pay',
  'formula',
  'size',
  'brand_identity',
  'access',
  'tax',
  'public_rule',
  'cause',
  'partnership',
  'donation',
  'appointment',
  'portrayal',
  'other',
] as const;
export type CorpusClass = (typeof CORPUS_CLASSES)[number];

/** Causes a cause, partnership, donation, appointment or portrayal can carry (ontology.ts CAUSES). */
export const CORPUS_CAUSES = [
  'dei',
  'lgbtq',
  'transgender',
  'climate',
  'gun_control',
  'racial_justice',
  'police',
  'immigration',
  'reproductive',
  'religion',
  'patriotic',
  'gun_rights',
  'pro_life',
] as const;

/** Whether a sentence states its content as happening, denies it, or only supposes it. */
export const MODALITIES = ['asserted', 'negated', 'hypothetical'] as const;
export type Modality = (typeof MODALITIES)[number];

/**
 * Framing cues (src/engine/understand/lexicon.ts FRAMING_CUES; docs/corpus.md "Cues"). `opt_out`:
 * the change can be declined while staying; `exit`: leaving, cancelling or a refund to walk away.
 */
export const CORPUS_CUES = ['justification', 'compensation', 'grandfathering', 'opt_out', 'exit', 'phase_in', 'consultation', 'apology', 'hedging'] as const;
export type CorpusCue = (typeof CORPUS_CUES)[number];

/** Groups a sentence names as gaining or losing (multi-label). */
export const CORPUS_GROUPS = [
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
export type CorpusGroup = (typeof CORPUS_GROUPS)[number];

/** Kinds of number span. */
export const NUMBER_KINDS = ['money', 'percent', 'count', 'date', 'duration'] as const;

/**
 * Which side of its cause a rule or an access restriction takes (`cause_side`): `for` advances or
 * protects the cause (head coverings allowed, a pronoun policy adopted, LGBTQ books put back),
 * `against` restricts it (a hijab ban, names by enrolment record only, a Pride flag ban). Classes
 * that carry a cause by themselves (`cause`, `partnership`, …) say the side by their direction.
 */
export const CORPUS_CAUSE_SIDES = ['for', 'against'] as const;
export type CorpusCauseSide = (typeof CORPUS_CAUSE_SIDES)[number];

/** Who announces. */
export const CORPUS_ACTOR_TYPES = ['company', 'government', 'sports', 'nonprofit', 'school', 'broadcaster'] as const;
export type CorpusActorType = (typeof CORPUS_ACTOR_TYPES)[number];

const lit = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

/** A number as written in the sentence ("£4.50", "12 %", "1 April 2027", "three weeks"). */
export const CorpusNumber = Type.Object(
  {
    text: Type.String({ minLength: 1, description: 'Exact substring of the sentence' }),
    kind: lit(NUMBER_KINDS),
  },
  { additionalProperties: false },
);

/** One labelled sentence. */
export const CorpusSentence = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 1200 }),
    /** A paragraph (or a heading, a list item) starts with this sentence. */
    para: Type.Optional(Type.Boolean()),
    role: lit(SENTENCE_ROLES),
    /** For role `change` (and `relief` when the relief is itself a change of a class, e.g. a fee waived): the class. */
    class: Type.Optional(lit(CORPUS_CLASSES)),
    /** The object's own words ("the monthly service fee"), required with a class. */
    object: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** Which way the class moves: `up` adds/raises/starts/adopts (for `access`: a new restriction), `down` removes/lowers/ends. */
    direction: Type.Optional(lit(['up', 'down'] as const)),
    modality: lit(MODALITIES),
    cause: Type.Optional(lit(CORPUS_CAUSES)),
    /**
     * With a cause: on `public_rule` or `access` (required) the side of the cause the rule takes; on
     * `appointment`, `partnership`, `donation` or `portrayal` (optional, `for` when absent) the side the
     * person, partner or recipient stands on (a presenter known for campaigning against climate action
     * appointed: `appointment` `up`, `climate`, `against`).
     */
    cause_side: Type.Optional(lit(CORPUS_CAUSE_SIDES)),
    groups: Type.Array(lit(CORPUS_GROUPS), { uniqueItems: true }),
    cue: Type.Optional(lit(CORPUS_CUES)),
    numbers: Type.Array(CorpusNumber),
  },
  { additionalProperties: false },
);
export type CorpusSentence = Static<typeof CorpusSentence>;

/** One announcement with its labels. */
export const CorpusDocument = Type.Object(
  {
    /** `<writer>-NNN`. */
    id: Type.String({ pattern: '^[wx][0-9]{2}-[0-9]{3}$' }),
    /**
     * w00–w99, then x00–x99: writer ids sort as strings (the training recipes' "writers up to w74",
     * scripts/reader/settings.ts), so the second hundred takes a letter that sorts after the first
     * rather than a third digit ("w100" would sort before "w11").
     */
    writer: Type.String({ pattern: '^[wx][0-9]{2}$' }),
    lang: lit(['en', 'es'] as const),
    register: Type.String({ minLength: 2, maxLength: 60 }),
    country: Type.String({ minLength: 2, maxLength: 40 }),
    sector: Type.String({ minLength: 2, maxLength: 60 }),
    actor: Type.Object(
      {
        /** The announcing organisation as named in the text, or null when the text never names it. */
        name: Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Null()]),
        type: lit(CORPUS_ACTOR_TYPES),
      },
      { additionalProperties: false },
    ),
    sentences: Type.Array(CorpusSentence, { minItems: 1, maxItems: 80 }),
    /** Index in `sentences` of the central change, or null when the text announces no change by the actor. */
    central: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** The central change takes back something people already own, paid for or built. */
    takes_back_owned: Type.Boolean(),
    /** The central change touches a political or social identity (a cause, a group's portrayal, a culture-war symbol). */
    identity_salient: Type.Boolean(),
    /** The writer's expectation of the public reaction, 0–4 (the scale of ../shared/cases/README.md); a judgement, not an outcome. */
    writer_severity: Type.Integer({ minimum: 0, maximum: 4 }),
  },
  { additionalProperties: false },
);
export type CorpusDocument = Static<typeof CorpusDocument>;
