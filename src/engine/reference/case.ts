/**
 * The shape of a reference-library case as the engine reads it (a file of its own, importing nothing,
 * so that the engine's types can name it without an import cycle through the reader).
 */
/** A case of the reference library (src/contracts/reference-case.ts ReferenceCase; test/engine/reference.test.ts keeps them equal). */
export interface ReferenceCaseData {
  id: string;
  actor: string;
  actor_type: string;
  year: number;
  domain: string;
  change: string;
  outcome: string;
  /** `change` and `outcome` in Spanish, when the library has them (Spanish reports show these). */
  change_es?: string;
  outcome_es?: string;
  severity: number;
  reversed: boolean;
  polarized: boolean;
  source: string;
  features: {
    class: string;
    direction: 'up' | 'down';
    magnitude: number | null;
    affected: string[];
    takes_back_owned: boolean;
    identity_salient: boolean;
    lang: 'en' | 'es';
  };
}

