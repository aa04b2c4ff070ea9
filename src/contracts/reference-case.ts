/**
 * The reference library of real cases (issue 20 item 4; docs/engine.md "Comparable cases"): real
 * announcements in the project's own words with what happened to them, one per line of
 * `data/reference/cases.jsonl`. A report's `comparable_cases` and the risk's anchor come from the
 * nearest of them by change features. `id` matches ../shared/cases/dev.json where a case comes from
 * there, so that the bench can keep a case out of its own reference set.
 */
import { Type, type Static } from 'typebox';
import { CORPUS_ACTOR_TYPES, CORPUS_CLASSES, CORPUS_GROUPS } from './corpus.js';

const lit = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

/** One real case. */
export const ReferenceCase = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    actor: Type.String({ minLength: 1, maxLength: 120 }),
    actor_type: lit(CORPUS_ACTOR_TYPES),
    year: Type.Integer({ minimum: 1900, maximum: 2100 }),
    domain: Type.String({ minLength: 2, maxLength: 40 }),
    /** The change, one line, in the project's own words. */
    change: Type.String({ minLength: 10, maxLength: 300 }),
    /** What happened, one line, in the project's own words. */
    outcome: Type.String({ minLength: 10, maxLength: 400 }),
    /** `change` in Spanish, for Spanish reports. */
    change_es: Type.Optional(Type.String({ minLength: 10, maxLength: 400 })),
    /** `outcome` in Spanish, for Spanish reports. */
    outcome_es: Type.Optional(Type.String({ minLength: 10, maxLength: 500 })),
    /** 0–4 on the scale of ../shared/cases/README.md. */
    severity: Type.Integer({ minimum: 0, maximum: 4 }),
    reversed: Type.Boolean(),
    polarized: Type.Boolean(),
    /** One public source (URL). */
    source: Type.String({ pattern: '^https?://' }),
    /** Change features, labelled by hand from the announcement (the same labels as the corpus). */
    features: Type.Object(
      {
        class: lit(CORPUS_CLASSES),
        direction: lit(['up', 'down'] as const),
        /** Relative size of the change when stated (0.25 for +25 %, −0.5 for a halving), else null. */
        magnitude: Type.Union([Type.Number({ minimum: -1, maximum: 20 }), Type.Null()]),
        affected: Type.Array(lit(CORPUS_GROUPS), { uniqueItems: true }),
        takes_back_owned: Type.Boolean(),
        identity_salient: Type.Boolean(),
        lang: lit(['en', 'es'] as const),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ReferenceCase = Static<typeof ReferenceCase>;
