import { DENSE_DIM } from '../../src/engine/reader/word-vectors.js';

/**
 * Training settings of the shipped reader (scripts/train-reader.ts) and of the bench's folds
 * (bench/reader.ts), chosen by leave-one-writer-out cross-validation (docs/decisions.md "Learned
 * reader"). Sizes keep the model file small (buckets × dim int8 bytes).
 */
/** A member of the shipped ensemble: its seed and the last writer (by sorted id) it trains on, or all writers. */
export interface EnsembleMember {
  seed: number;
  lastWriter?: string;
}

/** "20:w74,7" → [{ seed: 20, lastWriter: 'w74' }, { seed: 7 }]. @throws Error on a seed that is not a number. */
export function parseMembers(spec: string): EnsembleMember[] {
  return spec.split(',').filter(Boolean).map((m) => {
    const [seed, lastWriter] = m.split(':');
    const n = Number(seed);
    if (!Number.isFinite(n)) throw new Error(`READER_MEMBERS: "${m}" has no numeric seed`);
    return lastWriter ? { seed: n, lastWriter } : { seed: n };
  });
}

export const READER_SETTINGS = {
  /** Hash buckets of the sentence network (2^16; at 2^15 the real dev cases were read worse, docs/decisions.md "Seed ensemble"). */
  buckets: 65536,
  /** Hash buckets of the document network (2^15). */
  docBuckets: 32768,
  /**
   * Bits per embedding weight in the model file (net.ts serializeNet): at 4 the row scales are also
   * stored as one byte on a log grid, so three readers and the word vectors fit the 20 MB.
   */
  embeddingBits: 4 as 4 | 8,
  /**
   * Feature families (src/engine/reader/features.ts): character n-grams and the previous sentence's
   * words lowered held-out class accuracy (docs/decisions.md "Learned reader"). A negation's scope
   * runs to the end of its clause (`clauseNegation`): on two splits of held-out writers (w01, w40,
   * w48, w50; w09, w22, w33, w45, w52) the F1 of "negated" rose from 0.527 to 0.604 and from 0.676
   * to 0.688, on held-out denials of relief (half of w57) from 0.727 to 0.750 and 0.808 to 0.863
   * (docs/decisions.md, sixth session).
   */
  families: { words: true, bigrams: true, chars: false, negation: true, position: true, previous: false, clauseNegation: true },
  dim: 48,
  /** Width of the sentence network's ReLU layer before the heads (0: none); the document network has none. */
  hidden: 64,
  epochs: 8,
  docEpochs: 20,
  lr: 0.01,
  /** Learning rate of the document network. */
  docLr: 0.05,
  batch: 32,
  /** Seed of the shuffles and initial weights of the first reader. */
  seed: 20,
  /**
   * Seeds of the seed ensemble (read.ts ReaderNets `members`): one reader per seed, probabilities
   * averaged. READER_SEEDS (comma-separated) overrides it. Three: retrained on the same corpus, two
   * single readers differed by 7 of 123 real dev cases read right (docs/decisions.md "Seed ensemble").
   * Four since the sixth session: a three-reader ensemble retrained on a corpus 2 % larger still changed
   * the reading of 37 of the 123 dev cases (docs/decisions.md, sixth session); a fourth reader keeps the
   * model file under the 20 MB.
   */
  ensembleSeeds: (process.env.READER_SEEDS ?? '20,7,11,3').split(',').map(Number),
  /**
   * The shipped reader's members (scripts/train-reader.ts): a seed and, optionally, the last writer
   * it trains on (writers sort by id, so `w74` is w01–w74). Members on different writer sets average
   * what each set teaches (bagging over writers, Breiman 1996): in the twelfth session four writers
   * (w81–w84) took the same narrow kinds (payment, entry, timing) in four voices, and a reader
   * trained on all 85 writers read an outsider's texts of those kinds better (28 of 40 against 22)
   * but the team's announcements worse (74.4 % against 80.2 %) and ranked the real cases' risk lower
   * (5-fold ρ 0.194 against 0.285): its class priors moved to those kinds. Two members on w01–w74 and
   * two on all writers read 25 of 40, 77.9 %, 103 probe checks against 92 and 94 (docs/decisions.md,
   * twelfth session). READER_MEMBERS ("20:w74,7:w74,20,7") overrides it; without a writer limit and
   * with READER_SEEDS set, one member per seed on all writers.
   */
  ensembleMembers: parseMembers(process.env.READER_MEMBERS ?? (process.env.READER_SEEDS ? process.env.READER_SEEDS : '20:w74,7:w74,20,7')),
  /**
   * Whether the cause heads learn the side a rule takes (`cause:against`, labels.ts `causeLabel`). Off:
   * with the 13 `:against` labels the 70-writer reader read the dev cases' central change right in 48
   * of 123, without them 56 (65 writers, as shipped before: 58), docs/decisions.md (tenth session). The
   * corpus keeps `cause_side`; a separate side head is the next thing to try.
   */
  causeSides: false,
  /** Train the class head also on each labelled object's own words (scripts/reader/corpus.ts objectExamples). */
  objectExamples: true,
  /** Loss weight per sentence head (SENTENCE_HEADS order: role, class, direction, modality, cue, cause, groups, central, frame). */
  sentenceHeadWeights: [1, 1, 1, 1, 1, 0.5, 0.5, 1, 1],
  /**
   * The frame network (class, direction, joint, cause), trained apart on the sentences that carry a
   * class: on 4 held-out writers its class accuracy was 0.48 against 0.40 for the class head of the
   * shared network (docs/decisions.md "Learned reader"). No position or context features: the class
   * is in the sentence's own words.
   */
  frame: {
    buckets: 65536,
    dim: 48,
    hidden: 0,
    epochs: 10,
    lr: 0.02,
    families: { words: true, bigrams: true, chars: false, negation: true, position: false, previous: false },
    /** Copies of each class sentence joined to a sentence without a class (scripts/reader/corpus.ts frameExamples). */
    augment: Number(process.env.READER_AUGMENT ?? 0),
  },
  /**
   * The traits network (takes back what people own, identity salient), trained on each document's
   * central sentence; its probabilities are averaged with the document network's. Small: two binary
   * heads. ASSUMPTION: epochs and rate chosen once; on held-out writers w01, w40, w48, w50 the
   * average ranked takes-back-owned at AUC 0.853 (document network alone 0.815) and identity at
   * 0.936 (0.939); 2^14 buckets × 16 read no better (0.851, 0.944) at four times the size
   * (docs/decisions.md, fifth session).
   */
  traits: {
    buckets: 8192,
    dim: 8,
    hidden: 0,
    epochs: 10,
    lr: 0.02,
    families: { words: true, bigrams: true, chars: false, negation: true, position: false, previous: false },
  },
  /**
   * Writer folds of the out-of-fold predictions the traits' Platt scaling is fitted on
   * (train-reader-nets.ts fitTraitCalibration): trained on 6 % positives, the raw probabilities of
   * takes-back-owned stayed under 0.5 on held-out positives (best F1 threshold 0.02–0.06).
   */
  traitCalibrationFolds: 5,
  /**
   * The role network (role, modality), trained apart on every sentence: on 4 held-out writers the F1 of
   * "asserted change" was 0.710 against 0.665 for the shared network's heads, but the shipped model with
   * it read the fresh announcements and the real dev cases worse (docs/decisions.md), so it is off.
   */
  useRoleNet: false,
  role: {
    buckets: 65536,
    dim: 48,
    hidden: 64,
    epochs: 8,
    lr: 0.01,
    families: { words: true, bigrams: true, chars: false, negation: true, position: true, previous: false },
  },
};

/**
 * Settings of the expected-severity network (src/engine/reader/severity.ts, scripts/reader/train-severity.ts),
 * chosen on writers it never trained on (4 writer folds, Spearman with the writers' severities): 2^16
 * buckets × 8 read 0.70, 2^15 × 16 0.69, 2^14 × 16 0.65, 2^13 × 16 0.61; 20 epochs or a rate of 0.01
 * changed nothing (docs/decisions.md, eighth session). 4-bit rows keep it at about 0.3 MB.
 */
export const SEVERITY_SETTINGS = {
  buckets: 65536,
  dim: 8,
  hidden: 0,
  epochs: 10,
  lr: 0.02,
  batch: 32,
  seed: 1,
  /** Width of the dense input (severity.ts `severityDense`: the central sentence's and the document's mean word vectors). */
  denseDim: 2 * DENSE_DIM,
  /** Writer folds of the held-out figure the script prints. */
  folds: 4,
};

/**
 * Settings of the direction networks (src/engine/reader/read.ts ReaderNets `direction`,
 * scripts/reader/train-direction.ts), chosen on writers w87–w98 held out (docs/decisions.md,
 * fifteenth session): of dim 32 with 2^18 buckets, 10–30 epochs, learning rate 0.01–0.02, feature
 * dropout 0–0.5, these read direction given the labelled class best (single seed 0.850; dropout 0.5
 * 0.792, 30 epochs 0.821); 2^16 buckets and dim 4 keep three networks at 0.6 MB within the reader's
 * 20 MB (ensemble 0.826 at dim 8 against 0.841 at 2^18 × 32; class and direction right 0.599 at dim 4 and 8). Composition features (reader/composition.ts) raised the price and fee
 * sentences read right from 0.82 / 0.87 to 0.91 / 0.94 (one seed, same settings).
 */
export const DIRECTION_SETTINGS = {
  buckets: 65536,
  dim: 4,
  hidden: 0,
  epochs: 20,
  lr: 0.01,
  batch: 32,
  /** Probability of leaving out each feature of an example at each pass (train-net.ts `dropout`). */
  dropout: 0.3,
  seeds: [20, 7, 11],
  families: { words: true, bigrams: true, chars: false, negation: true, position: false, previous: false, clauseNegation: true, composition: true },
};

/**
 * The convolutional class networks (bench/conv.ts, src/engine/reader/conv.ts; measured, not shipped:
 * docs/decisions.md, eighteenth session). Width and dropout as Kim 2014 (filters of 3 tokens, dropout
 * 0.5 on the pooled layer). Sizes ASSUMPTION, small enough to fit beside the reader within 20 MB
 * (2^15 rows of 16, ~0.5 MB at int4): on the held-out writers w87–w98 they read as 2^16 rows of 24 did
 * (class 0.747 beside the reader against 0.749). Epochs: 4 and 6 read alike there (0.749, 0.743).
 * The CONV_* variables override them for experiments.
 */
export const CONV_SETTINGS = {
  buckets: Number(process.env.CONV_BUCKETS ?? 32768),
  embDim: Number(process.env.CONV_DIM ?? 16),
  width: 3,
  filters: Number(process.env.CONV_FILTERS ?? 128),
  epochs: Number(process.env.CONV_EPOCHS ?? 4),
  lr: 0.002,
  batch: 32,
  dropout: 0.5,
  seeds: (process.env.CONV_SEEDS ?? '20').split(',').map(Number),
};
