/**
 * Scenario understanding (docs/engine.md "Scenario understanding", "Reading"): the actor and its
 * type, the announced changes as frames, the framing in the actor's own words, and how much of
 * the text this explains — read by the learned reader (src/engine/reader), with rules kept for
 * extraction. Pure and deterministic.
 */
import type { TextSpan } from '../types.js';
import type { Actor } from './actor.js';
import { readActor } from './actor-name.js';
import type { ChangeFrame } from './frames.js';
import { detectLanguage } from './language.js';
import { EN, FRAMING_CUES, type ActorType, type FramingCue, type Lexicon, type TextLang } from './lexicon.js';
import { ES } from './lexicon-es.js';
import { fold, sentences } from './text.js';
import { framesFromReading } from './reading.js';
import { TEXT } from '../constants.js';
import { CHANGE_THRESHOLD, framingCue, readText, type DocumentReading, type ReaderNets, type SentenceReading } from '../reader/read.js';
import { shippedReader } from '../reader/model.js';
import { shippedObjectModel } from '../reader/object-model.js';
import { centralPastShell } from './shell-nouns.js';
import { namesMinors } from './minors.js';

export type { Actor } from './actor.js';
export type { ChangeFrame, Magnitude } from './frames.js';
export { ACTOR_TYPES, FRAMING_CUES, type ActorType, type FramingCue, type TextLang } from './lexicon.js';
export { CAUSES, ONTOLOGY, OBJECT_CLASSES, type ObjectClass, type Direction, type GroupValence } from './ontology.js';

/** A framing cue found in the text. */
export interface FramingHit {
  present: boolean;
  /** 0–1: one clear statement is most of the effect (0.8), more add up to 1; each statement counts by the reader's probability of it. */
  strength: number;
  spans: TextSpan[];
}

/** What the engine understood of a scenario. */
export interface Understanding {
  language: TextLang;
  actor: Actor;
  frames: ChangeFrame[];
  framing: Record<FramingCue, FramingHit>;
  /** True when at least one announced change was found. */
  understood: boolean;
  /** What is missing when not understood (empty otherwise), in English. */
  missing: string;
  /** Share of sentences that hold a frame or a framing cue, 0–1. */
  coverage: number;
  /** Frame completeness, 0–1: object class, direction, magnitude where it matters, affected groups. */
  completeness: number;
  /** A compensation in the text is aimed at those with least (an exemption for low incomes, a bursary, a student discount). */
  reliefForLowIncome: boolean;
  /** The learned reader's reading of every sentence and of the document (src/engine/reader/read.ts). */
  reading: DocumentReading;
  /**
   * The reader's own probability that its reading of the main change is right, before calibration:
   * P(change) × P(asserted) × P(class) × P(direction) of the central sentence; 0 when nothing was
   * understood. report/confidence.ts calibrates it (CONFIDENCE.readingCalibration).
   */
  readingProbability: number;
}

const LEXICONS: Record<TextLang, Lexicon> = { en: EN, es: ES };

/**
 * Strength of a framing cue from its number of statements (TEXT.frameFirstHit, frameNextHit); a
 * statement offered only under a condition counts as a fraction of one.
 */
function strength(n: number): number {
  return n <= 0 ? 0 : Math.min(1, TEXT.frameFirstHit * Math.min(1, n) + TEXT.frameNextHit * Math.max(0, n - 1));
}

/**
 * How sure the reader is that a sentence states its framing cue with its modality: P(role) × P(cue) ×
 * P(modality) of the labels it read (the heads are trained apart, so the product is an approximation
 * of the joint). On the kind20 probes and the audit announcements the clear statements ("Pensioners
 * will be exempt", "Users can opt out at any time") read at 0.9–1.0 and the misreads lower ("No
 * supporter buses will be provided" as relief 0.21; a quoted editor's aim as a reason 0.26).
 */
export function cueProbability(r: SentenceReading): number {
  return r.role.p * r.cue.p * r.modality.p;
}

/**
 * A framing cue counts only where the reader is at least this sure of it (`cueProbability`).
 * ASSUMPTION: the decision threshold of a calibrated probability, as read.ts CHANGE_THRESHOLD.
 */
export const CUE_THRESHOLD = 0.5;

/** Characters at the start of a text in which the actor's name is looked for (ASSUMPTION: a long letter names its sender within its first pages). */
const ACTOR_WINDOW = 20_000;

/** The actor types of the simulation for the reader's (a broadcaster is simulated as a company: it sells to an audience). */
const SIMULATED_TYPE: Record<string, ActorType> = { company: 'company', government: 'government', sports: 'sports', nonprofit: 'nonprofit', school: 'school', broadcaster: 'company' };

/**
 * Reads a scenario with the learned reader (src/engine/reader, docs/engine.md "Reading"): which
 * sentences state a change and which is central, each change's class and direction, the framing
 * each sentence offers, and the actor's type and name (actor-name.ts `readActor`: the learned
 * name, the rules of actor.ts when it is unsure). Each change's words, size and timing are
 * extracted by the rules of frames.ts inside what the reader chose.
 * @param text the announcement, as pasted (any length).
 * @param nets the reader's networks (default: the shipped model, src/engine/reader/model.ts).
 */
export function understandScenario(text: string, nets: ReaderNets = shippedReader()): Understanding {
  const language = detectLanguage(text);
  const lex = LEXICONS[language];
  // The actor names itself near the start; on a long text the rest only costs time (src/queue/reader-pool.ts budget).
  // Its name is the learned scorer's (reader/actor-span.ts) when it is sure, else the rules' if the scorer does not rule it out.
  const extracted = readActor(text.slice(0, ACTOR_WINDOW), lex);
  // A restatement by a shell noun ("La medida se aplicará…") is never central over what it restates (shell-nouns.ts).
  const reading = centralPastShell(readText(text, nets), shippedObjectModel());
  const actor: Actor = { ...extracted, type: SIMULATED_TYPE[reading.actorType.label] ?? extracted.type };
  const frames: ChangeFrame[] = framesFromReading(text, reading, lex, actor.type, actor.name);
  const framing = {} as Record<FramingCue, FramingHit>;
  for (const cue of FRAMING_CUES) {
    // "There will be no discount", "members were not consulted": a cue the text denies is absent. One it
    // offers under a condition ("you can opt out", "we may offer a credit") counts half
    // (TEXT.hypotheticalCueShare): the reader often reads an option offered now as hypothetical. Each
    // statement counts by how sure the reader is of it (`cueProbability`), and one it is less sure of
    // than not is no statement at all.
    const hits = reading.sentences.filter((r) => framingCue(r) === cue && r.modality.label !== 'negated' && cueProbability(r) >= CUE_THRESHOLD);
    const n = hits.reduce((acc, r) => acc + cueProbability(r) * (r.modality.label === 'asserted' ? 1 : TEXT.hypotheticalCueShare), 0);
    const spans = hits.map((r) => ({ start: r.start, end: r.start + r.text.length, text: r.text }));
    const denial = Math.max(0, ...reading.sentences.filter((r) => framingCue(r) === cue && r.modality.label === 'negated').map(cueProbability));
    framing[cue] = { present: spans.length > 0, strength: strength(n) * (1 - (1 - TEXT.deniedElsewhereShare) * denial), spans: spans.slice(0, 3) };
  }
  const all = sentences(text);
  const sentenceAt = (start: number) => fold(all.find((s) => start >= s.start && start < s.end)?.text ?? '');
  // Relief aimed only at named groups ("frozen for under-18s and over-65s", "residents are exempt") spares the rest little.
  const comp = framing.compensation;
  // Relief for minors ("accounts of users under 18 are excluded") is aimed at named groups too, none of them simulated adults.
  if (comp.present && comp.spans.every((sp) => lex.targetedRelief.test(sentenceAt(sp.start)) || lex.lowIncomeRelief.test(sentenceAt(sp.start)) || namesMinors(sentenceAt(sp.start)))) {
    framing.compensation = { ...comp, strength: comp.strength * TEXT.targetedReliefShare };
  }
  // A rise that comes with added benefits or service has a motive people can accept: it counts as a
  // stated reason (inferred motive, Campbell 1999 JMR 36(2); value-for-money, docs/valence.md PR1).
  const rise = frames.some((f) => (f.objectClass === 'price' || f.objectClass === 'fee') && f.direction === 'up');
  const added = frames.filter((f) => (f.objectClass === 'benefit' || f.objectClass === 'service_level') && f.direction === 'up');
  if (rise && added.length) {
    const j = framing.justification;
    const spans = [...j.spans, ...added.map((f) => f.object.span)].slice(0, 3);
    const n = Math.min(5, j.spans.length + added.length);
    framing.justification = { present: true, strength: strength(n), spans };
  }
  let explained = 0;
  for (const r of reading.sentences) if (r.pChange >= CHANGE_THRESHOLD || (framingCue(r) !== 'none' && r.modality.label === 'asserted')) explained++;
  const coverage = reading.sentences.length ? explained / reading.sentences.length : 0;
  let completeness = frames.length
    ? frames.reduce((acc, f) => acc + 0.4 * f.certainty + 0.2 + (f.magnitude ? 0.2 : 0.1) + (f.affected.length ? 0.2 : 0), 0) / frames.length
    : 0;
  // A reading in which one class goes both up and down ("fee_up" and "fee_down") is less sure of what the
  // text says: each such class takes TEXT.contradictionPenalty of completeness away, in proportion.
  const classes = [...new Set(frames.map((f) => f.objectClass))];
  const contradicted = classes.filter((c) => frames.some((f) => f.objectClass === c && f.direction === 'up') && frames.some((f) => f.objectClass === c && f.direction === 'down')).length;
  completeness *= 1 - TEXT.contradictionPenalty * (classes.length ? contradicted / classes.length : 0);
  const understood = frames.length > 0;
  let missing = '';
  if (!understood) {
    missing = !text.trim()
      ? 'The text is empty.'
      : 'No announced change was found: say what the organisation will change (for example a price, a fee, a service, a policy or a programme), which way, and for whom.';
  }
  // Which sentences hold a compensation: relief aimed at low incomes spares those who would lose most.
  const reliefForLowIncome = framing.compensation.spans.some((sp) => lex.lowIncomeRelief.test(sentenceAt(sp.start) || fold(sp.text)));
  const central = reading.central === null ? null : reading.sentences[reading.central]!;
  const readingProbability = understood && central ? central.pChange * central.class.p * central.direction.p : 0;
  return { language, actor, frames, framing, understood, missing, coverage, completeness: Math.min(1, completeness), reliefForLowIncome, reading, readingProbability };
}
