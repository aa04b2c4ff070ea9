/**
 * The learned reader (docs/engine.md "Reading"): reads every sentence of an announcement with the
 * sentence network (role, class, direction, modality, framing cue, cause, affected groups, and how
 * likely it is the central change) and the whole text with the document network (actor type).
 * Pure and deterministic; the networks come from src/engine/reader/model.ts or, in the bench, from
 * training inside the folds.
 */
import { directionFeatures, documentFeatures, sentenceDense, sentenceFeatures } from './features.js';
import { forward, type Net } from './net.js';
import { convForward, type ConvNet } from './conv.js';
import { READER_ACTOR_TYPES } from './labels.js';
import { sentences as splitSentences } from '../understand/text.js';
import { plattScale, type PlattParams } from '../stats.js';

/** The networks of a reader. */
export interface ReaderNets {
  /** Role, modality, cue, groups, central (and class, direction, cause when there is no `frame` net). */
  sentence: Net;
  /** Actor type, takes back what people own, identity salient. */
  document: Net;
  /**
   * Class, direction, their joint label and cause, trained only on the sentences that carry a class
   * (and on the objects' own words): trained apart, the class is not crowded out by the other heads
   * (docs/decisions.md "Learned reader").
   */
  frame?: Net;
  /** Role and modality, trained apart on every sentence (the shared network's heads then go unused for them). */
  role?: Net;
  /**
   * Takes back what people own, identity salient, read from the central sentence alone; averaged
   * with the document network's heads (`traitProbabilities`).
   */
  traits?: Net;
  /**
   * Platt scaling of the averaged trait probabilities, fitted on out-of-fold predictions over the
   * corpus's writers (scripts/reader/train-reader-nets.ts fitTraitCalibration). Absent: raw.
   */
  traitCalibration?: { takesBackOwned: PlattParams; identitySalient: PlattParams };
  /**
   * Further networks of the same design trained with other seeds (a seed ensemble): every head's
   * probabilities are the mean over this reader and its members, so a reading rests less on one
   * training run's chance (docs/decisions.md "Seed ensemble").
   */
  members?: Omit<ReaderNets, 'members' | 'traitCalibration'>[];
  /**
   * Direction networks (a seed ensemble; scripts/reader/train-direction.ts): P(up) of a sentence given
   * the class it is read with, over features joined to that class (features.ts `directionFeatures`);
   * averaged with the other heads' direction. Absent: those heads alone.
   */
  direction?: Net[];
  /**
   * Token-level convolutional networks (a seed ensemble; conv.ts, scripts/reader/train-conv.ts): their
   * class probabilities are averaged with the frame and sentence networks' (`classAndDirection`).
   * Absent: those alone.
   */
  conv?: ConvNet[];
}

/**
 * Weight of the convolutional networks' class probabilities beside the bag-of-words networks' (the
 * rest). ASSUMPTION: an even split, as every other pair of readers here is averaged.
 */
export const CONV_CLASS_WEIGHT = 0.5;

/**
 * Mean per-head outputs of networks of the same heads (Lakshminarayanan et al. 2017, deep
 * ensembles: averaged probabilities of independently seeded networks).
 * @param ids each network's feature ids (networks may hash into different bucket counts).
 */
function forwardMean(nets: readonly Net[], ids: (net: Net) => Uint32Array, dense?: Float32Array): Float32Array[] {
  const outs = nets.map((n) => forward(n, ids(n), dense));
  if (outs.length === 1) return outs[0]!;
  return outs[0]!.map((_, k) => {
    const m = new Float32Array(outs[0]![k]!.length);
    for (const o of outs) for (let c = 0; c < m.length; c++) m[c] = m[c]! + o[k]![c]! / outs.length;
    return m;
  });
}

/** A sentence to read: its text and whether a paragraph (heading, list item) starts with it. */
export interface SentenceInput {
  text: string;
  para: boolean;
  /** Offset of the sentence in the whole text (0 when read apart). */
  start?: number;
}

/** A label and its probability. */
export interface Scored<T extends string = string> {
  label: T;
  p: number;
}

/** What the reader made of one sentence. */
export interface SentenceReading {
  text: string;
  start: number;
  role: Scored;
  class: Scored;
  direction: Scored;
  modality: Scored;
  cue: Scored;
  cause: Scored;
  /** Groups with probability ≥ 0.5, most probable first. */
  groups: Scored[];
  /** Probability that the sentence states an asserted change: P(role = change) × P(modality = asserted). */
  pChange: number;
  /** Probability that it is the text's central change. */
  pCentral: number;
  /** Every head's full distribution, by head name, in label order. */
  dist: Record<string, Float32Array>;
}

/** What the reader made of a document. */
export interface DocumentReading {
  sentences: SentenceReading[];
  /** Index of the central change (the likeliest central asserted change, `readSentences`), or null when no sentence reaches FALLBACK_CHANGE_THRESHOLD. */
  central: number | null;
  actorType: Scored<(typeof READER_ACTOR_TYPES)[number]>;
  /** Probability that the central change takes back something people own, paid for or built. */
  pTakesBackOwned: number;
  /** Probability that the central change touches a political or social identity. */
  pIdentitySalient: number;
}

/**
 * The framing cue a sentence offers, or 'none': the cue head's label when the sentence's role is one
 * that carries framing. In the corpus (docs/corpus.md "Cues") 8,516 of the 8,865 cue labels sit on
 * `relief` and `reason` sentences, and hedging on changes too; a change or background sentence whose
 * cue head leans to "compensation" ("the cameras will apply to everyone") offers none.
 * @param r a sentence reading (its role and cue).
 */
export function framingCue(r: Pick<SentenceReading, 'role' | 'cue'>): string {
  if (r.cue.label === 'none') return 'none';
  if (r.role.label === 'relief' || r.role.label === 'reason') return r.cue.label;
  return r.cue.label === 'hedging' && r.role.label === 'change' ? 'hedging' : 'none';
}

/** A sentence states a change when P(change) × P(asserted) reaches this (ASSUMPTION: the decision threshold of a calibrated probability). */
export const CHANGE_THRESHOLD = 0.5;
/**
 * A sentence can be the central change only if its P(change) × P(asserted) reaches this; a text
 * with none announces no change (ASSUMPTION: chosen on the corpus's held-out writers in
 * `npm run bench:reader`, trading texts with a change refused against texts without one read).
 */
export const FALLBACK_CHANGE_THRESHOLD = 0.2;

/** Options of a reading. */
export interface ReadOptions {
  /** Read class and direction with the joint `frame` head when the model has one (default true). */
  joint?: boolean;
}

/**
 * The class and direction of a sentence. With a joint `frame` head (labels `class:direction`), the
 * class is the argmax of the mean of the class head and the frame head's class marginal, and the
 * direction the argmax, given that class, of the mean of the direction head and the frame head's
 * conditional: the direction then agrees with the class it was read with. (Exported for the bench
 * and experiments that score the frame network apart.)
 */
export function classAndDirection(cls: { labels: readonly string[]; p: Float32Array }, dir: { labels: readonly string[]; p: Float32Array }, frame: { labels: readonly string[]; p: Float32Array } | null, conv: Float32Array | null = null): { cls: Scored; dir: Scored } {
  const withConv = (p: Float32Array) => (conv ? p.map((x, c) => (1 - CONV_CLASS_WEIGHT) * x + CONV_CLASS_WEIGHT * conv[c]!) : p);
  if (!frame) return { cls: best(cls.labels, withConv(cls.p)), dir: best(dir.labels, dir.p) };
  const pc = new Float32Array(cls.labels.length);
  frame.labels.forEach((l, k) => {
    const c = cls.labels.indexOf(l.slice(0, l.lastIndexOf(':')));
    if (c >= 0) pc[c]! += frame.p[k]!;
  });
  for (let c = 0; c < pc.length; c++) pc[c] = (pc[c]! + cls.p[c]!) / 2;
  const c = best(cls.labels, withConv(pc));
  const pd = new Float32Array(dir.labels.length);
  let mass = 0;
  dir.labels.forEach((d, k) => {
    const j = frame.labels.indexOf(`${c.label}:${d}`);
    pd[k] = j >= 0 ? frame.p[j]! : 0;
    mass += pd[k]!;
  });
  for (let k = 0; k < pd.length; k++) pd[k] = ((mass > 0 ? pd[k]! / mass : 0.5) + dir.p[k]!) / 2;
  return { cls: c, dir: best(dir.labels, pd) };
}

/**
 * The direction read by both networks: the mean of the frame network's direction head and the
 * sentence network's (which reads the sentence in its place, with a hidden layer). On three groups of
 * held-out writers (w01, w40, w48, w50 · w09, w22, w33, w45, w52 · w59, w53, w12, w30; one seed each)
 * direction accuracy rose from 0.806, 0.746, 0.759 to 0.824, 0.758, 0.766 and class-and-direction
 * from 0.529, 0.508, 0.542 to 0.546, 0.516, 0.544 (docs/decisions.md, seventh session); the class
 * stays the frame network's, which reads it better (0.619 against 0.559 on the first group).
 * @throws Error when the two heads' labels differ.
 */
function meanDirection(frame: { labels: readonly string[]; p: Float32Array }, sentence: { labels: readonly string[]; p: Float32Array }): { labels: readonly string[]; p: Float32Array } {
  if (frame.labels.join() !== sentence.labels.join()) throw new Error('The direction heads disagree on their labels');
  return { labels: frame.labels, p: frame.p.map((x, i) => (x + sentence.p[i]!) / 2) };
}

/**
 * The direction of a sentence read with class `cls`: the mean of the direction networks' P(up) and
 * the other heads' (`dir`). On the corpus's writers w87–w98, whom no network of the shipped reader
 * trained on, class and direction both right rose from 0.575 to 0.604 of 1,477 asserted change
 * sentences (direction given the labelled class 0.791 → 0.824; docs/decisions.md, fifteenth session).
 * @param dense the sentence's dense input (`sentenceDense`), already computed by the caller.
 */
function withDirectionNets(nets: readonly Net[], text: string, dense: Float32Array, cls: string, dir: Scored): Scored {
  let up = 0;
  for (const n of nets) {
    const out = forward(n, directionFeatures(text, cls, n.buckets, n.families!), dense)[0]!;
    up += out[n.heads[0]!.spec.labels.indexOf('up')]! / nets.length;
  }
  const pUp = (up + (dir.label === 'up' ? dir.p : 1 - dir.p)) / 2;
  return pUp >= 0.5 ? { label: 'up', p: pUp } : { label: 'down', p: 1 - pUp };
}

/**
 * The mean class distribution of convolutional networks (a seed ensemble), in the class head's label order.
 * @throws Error when a network has no "class" head.
 */
function convClass(nets: readonly ConvNet[], text: string): Float32Array {
  let out: Float32Array | null = null;
  for (const n of nets) {
    const k = n.heads.findIndex((h) => h.spec.name === 'class');
    if (k < 0) throw new Error('The convolutional network has no "class" head');
    const p = convForward(n, text)[k]!;
    out ??= new Float32Array(p.length);
    for (let c = 0; c < p.length; c++) out[c] = out[c]! + p[c]! / nets.length;
  }
  return out!;
}

function best(labels: readonly string[], p: Float32Array): Scored {
  let k = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[k]!) k = i;
  return { label: labels[k]!, p: p[k]! };
}

/**
 * Reads a document given as sentences.
 * @param sentences the text's sentences in order (at least one for a reading; none gives an empty one).
 * @param options `joint: false` ignores the joint class-and-direction head (the bench compares both).
 */
export function readSentences(sentences: readonly SentenceInput[], nets: ReaderNets, options: ReadOptions = {}): DocumentReading {
  const specs = nets.sentence.heads.map((h) => h.spec);
  const all = [nets, ...(nets.members ?? [])];
  const sentenceNets = all.map((n) => n.sentence);
  const frameNets = nets.frame ? all.map((n) => n.frame!) : [];
  const roleNets = nets.role ? all.map((n) => n.role!) : [];
  const read: SentenceReading[] = sentences.map((s, i) => {
    const ctx = { index: i, count: sentences.length, para: s.para || i === 0, previous: i ? sentences[i - 1]!.text : '' };
    const dense = sentenceDense(s.text);
    const out = forwardMean(sentenceNets, (n) => sentenceFeatures(s.text, ctx, n.buckets, n.families), dense);
    const dist: Record<string, Float32Array> = {};
    specs.forEach((h, k) => (dist[h.name] = out[k]!));
    const head = (name: string) => {
      const k = specs.findIndex((h) => h.name === name);
      if (k < 0) throw new Error(`The reader model has no "${name}" head`);
      return { labels: specs[k]!.labels, p: out[k]! };
    };
    const roleNet = nets.role;
    const roleOut = roleNet ? forwardMean(roleNets, (n) => sentenceFeatures(s.text, ctx, n.buckets, n.families), dense) : null;
    const roleHead = (name: string) => {
      const k = roleNet!.heads.findIndex((h) => h.spec.name === name);
      if (k < 0) throw new Error(`The reader's role model has no "${name}" head`);
      return { labels: roleNet!.heads[k]!.spec.labels, p: roleOut![k]! };
    };
    const role = roleNet ? roleHead('role') : head('role');
    const modality = roleNet ? roleHead('modality') : head('modality');
    const groups = head('groups');
    const frameNet = nets.frame;
    const frameOut = frameNet ? forwardMean(frameNets, (n) => sentenceFeatures(s.text, { ...ctx, previous: '' }, n.buckets, n.families), dense) : null;
    const frameHead = (name: string) => {
      const k = frameNet!.heads.findIndex((h) => h.spec.name === name);
      if (k < 0) throw new Error(`The reader's frame model has no "${name}" head`);
      return { labels: frameNet!.heads[k]!.spec.labels, p: frameOut![k]! };
    };
    const hasJoint = frameNet ? frameNet.heads.some((h) => h.spec.name === 'frame') : specs.some((h) => h.name === 'frame');
    const classHead = frameNet ? frameHead : head;
    const pChange = role.p[role.labels.indexOf('change')]! * modality.p[modality.labels.indexOf('asserted')]!;
    // The class of a sentence less likely to be a change than FALLBACK_CHANGE_THRESHOLD is never used (frames,
    // the central change and shell antecedents all need more), so the costlier convolution reads only the others.
    const conv = nets.conv?.length && pChange >= FALLBACK_CHANGE_THRESHOLD ? convClass(nets.conv, s.text) : null;
    const { cls, dir } = classAndDirection(classHead('class'), frameNet ? meanDirection(frameHead('direction'), head('direction')) : head('direction'), hasJoint && options.joint !== false ? classHead('frame') : null, conv);
    const direction = nets.direction?.length ? withDirectionNets(nets.direction, s.text, dense, cls.label, dir) : dir;
    return {
      text: s.text,
      start: s.start ?? 0,
      role: best(role.labels, role.p),
      class: cls,
      direction,
      modality: best(modality.labels, modality.p),
      cue: best(head('cue').labels, head('cue').p),
      cause: best(classHead('cause').labels, classHead('cause').p),
      groups: groups.labels
        .map((label, k) => ({ label, p: groups.p[k]! }))
        .filter((g) => g.p >= 0.5)
        .sort((a, b) => b.p - a.p),
      pChange,
      pCentral: head('central').p[1]!,
      dist,
    };
  });
  // The central change is the sentence most likely to be both an asserted change and the central one
  // (P(change) × P(asserted) × P(central)), among those likely enough to be a change at all. A gate at
  // CHANGE_THRESHOLD first let a sure side change ("Central Library will extend its hours") win over the
  // likelier central one just under it ("… will close Eastfield Library"); on held-out writers the joint
  // rule chose the labelled central sentence in 265 of 387 documents (gate 261) and 346 of 421 (341)
  // (docs/decisions.md, sixth session). A text with no sentence at FALLBACK_CHANGE_THRESHOLD announces no change.
  let central: number | null = null;
  read.forEach((r, i) => {
    if (r.pChange < FALLBACK_CHANGE_THRESHOLD) return;
    if (central === null || r.pChange * r.pCentral > read[central]!.pChange * read[central]!.pCentral) central = i;
  });
  const texts = sentences.map((s) => s.text);
  const docOut = forwardMean(all.map((n) => n.document), (n) => documentFeatures(texts, n.buckets));
  const k = nets.document.heads.findIndex((h) => h.spec.name === 'actor_type');
  if (k < 0) throw new Error('The reader model has no "actor_type" head');
  const actorType = best(nets.document.heads[k]!.spec.labels, docOut[k]!) as Scored<(typeof READER_ACTOR_TYPES)[number]>;
  const traits = traitProbabilities(all, texts, central === null ? null : texts[central]!, docOut);
  const cal = nets.traitCalibration;
  return {
    sentences: read,
    central,
    actorType,
    pTakesBackOwned: cal ? plattScale(traits.takesBackOwned, cal.takesBackOwned) : traits.takesBackOwned,
    pIdentitySalient: cal ? plattScale(traits.identitySalient, cal.identitySalient) : traits.identitySalient,
  };
}

/**
 * The raw probabilities that a document's central change takes back what people own and that it
 * touches an identity: the document network's heads over the whole text, averaged with the traits
 * network's over the central sentence when there are both (on held-out writers the average ranked
 * better than either, docs/decisions.md fifth session), each averaged over `nets` (a seed ensemble).
 * @param texts the document's sentences; @param central the central sentence's text, or null.
 * @param docOut the document networks' mean outputs over `texts`, when the caller has them already.
 * @throws Error when a network lacks a trait head.
 */
export function traitProbabilities(
  nets: readonly Pick<ReaderNets, 'document' | 'traits'>[],
  texts: readonly string[],
  central: string | null,
  docOut: Float32Array[] = forwardMean(nets.map((n) => n.document), (n) => documentFeatures(texts, n.buckets)),
): { takesBackOwned: number; identitySalient: number } {
  const head = (net: Net, out: Float32Array[], name: string) => {
    const k = net.heads.findIndex((h) => h.spec.name === name);
    if (k < 0) throw new Error(`The reader model has no "${name}" head`);
    return out[k]![1]!;
  };
  const doc = { takesBackOwned: head(nets[0]!.document, docOut, 'takes_back_owned'), identitySalient: head(nets[0]!.document, docOut, 'identity_salient') };
  const traitNets = nets.map((n) => n.traits).filter((n): n is Net => !!n);
  if (central === null || traitNets.length !== nets.length) return doc;
  const ctx = { index: 0, count: 1, para: false, previous: '' };
  const out = forwardMean(traitNets, (n) => sentenceFeatures(central, ctx, n.buckets, n.families), sentenceDense(central));
  return {
    takesBackOwned: (doc.takesBackOwned + head(traitNets[0]!, out, 'takes_back_owned')) / 2,
    identitySalient: (doc.identitySalient + head(traitNets[0]!, out, 'identity_salient')) / 2,
  };
}

/**
 * Reads a whole text: split into sentences (src/engine/understand/text.ts), a sentence after a blank
 * line starting a paragraph (as the corpus joins its paragraphs, docs/corpus.md; a single line
 * break is often only where a PDF or an email wrapped the line), then read.
 */
export function readText(text: string, nets: ReaderNets): DocumentReading {
  const parts = splitSentences(text).map((s) => ({ text: s.text, start: s.start, para: s.start === 0 || /\n[^\S\n]*\n\s*$/.test(text.slice(Math.max(0, s.start - 12), s.start)) }));
  return readSentences(parts, nets);
}
