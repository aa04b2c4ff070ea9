/**
 * Scenario understanding (docs/engine.md "Scenario understanding"): the actor and its type, the
 * announced changes as frames, the framing in the actor's own words, and how much of the text
 * this explains. Pure and deterministic.
 */
import type { TextSpan } from '../types.js';
import { extractActor, type Actor } from './actor.js';
import { extractFrames, type ChangeFrame } from './frames.js';
import { detectLanguage } from './language.js';
import { EN, FRAMING_CUES, type FramingCue, type Lexicon, type TextLang } from './lexicon.js';
import { ES } from './lexicon-es.js';
import { fold, sentences, spansOf } from './text.js';
import { TEXT } from '../constants.js';

export type { Actor } from './actor.js';
export type { ChangeFrame, Magnitude } from './frames.js';
export { ACTOR_TYPES, FRAMING_CUES, type ActorType, type FramingCue, type TextLang } from './lexicon.js';
export { CAUSES, ONTOLOGY, OBJECT_CLASSES, type ObjectClass, type Direction, type GroupValence } from './ontology.js';

/** A framing cue found in the text. */
export interface FramingHit {
  present: boolean;
  /** 0–1: one clear statement is most of the effect (0.8), more add up to 1. */
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
}

const LEXICONS: Record<TextLang, Lexicon> = { en: EN, es: ES };

/** Strength of a framing cue from its number of statements (TEXT.frameFirstHit, frameNextHit). */
function strength(n: number): number {
  return n === 0 ? 0 : Math.min(1, TEXT.frameFirstHit + TEXT.frameNextHit * (n - 1));
}

/**
 * Reads a scenario.
 * @param text the announcement, as pasted (any length).
 */
export function understandScenario(text: string): Understanding {
  const language = detectLanguage(text);
  const lex = LEXICONS[language];
  const folded = fold(text);
  const actor = extractActor(text, lex);
  const frames = extractFrames(text, lex, actor.type, actor.name);
  const framing = {} as Record<FramingCue, FramingHit>;
  for (const cue of FRAMING_CUES) {
    // "Residents were not consulted": a negated cue is absent.
    // ("No existing customer will pay more" is grandfathering stated with its own negation.)
    const spans = spansOf(lex.framing[cue], folded, text, 5).filter((sp) => cue === 'grandfathering' || !lex.cueNegation.test(folded.slice(Math.max(0, sp.start - 40), sp.start)));
    framing[cue] = { present: spans.length > 0, strength: strength(spans.length), spans: spans.slice(0, 3) };
  }
  // "The early payment discount will be reduced": a discount being cut is a loss, not something offered back.
  const cutBenefits = frames.filter((f) => f.objectClass === 'benefit' && f.direction === 'down');
  if (cutBenefits.length) {
    const c = framing.compensation;
    const spans = c.spans.filter((sp) => !cutBenefits.some((f) => Math.abs(f.object.span.start - sp.start) < 40));
    framing.compensation = { present: spans.length > 0, strength: spans.length ? c.strength : 0, spans };
  }
  // Relief aimed only at named groups ("frozen for under-18s and over-65s", "residents are exempt") spares the rest little.
  const sentenceAt = (start: number) => fold(sentences(text).find((s) => start >= s.start && start < s.end)?.text ?? '');
  const comp = framing.compensation;
  if (comp.present && comp.spans.every((sp) => lex.targetedRelief.test(sentenceAt(sp.start)) || lex.lowIncomeRelief.test(sentenceAt(sp.start)))) {
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
  const all = sentences(text);
  let explained = 0;
  for (const s of all) {
    const inFrame = frames.some((f) => f.action.span.start >= s.start && f.action.span.start < s.end);
    const inCue = FRAMING_CUES.some((c) => framing[c].spans.some((sp) => sp.start >= s.start && sp.start < s.end));
    if (inFrame || inCue) explained++;
  }
  const coverage = all.length ? explained / all.length : 0;
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
  const reliefForLowIncome = framing.compensation.spans.some((sp) => {
    const sentence = all.find((x) => sp.start >= x.start && sp.start < x.end);
    return lex.lowIncomeRelief.test(fold(sentence ? sentence.text : sp.text));
  });
  return { language, actor, frames, framing, understood, missing, coverage, completeness: Math.min(1, completeness), reliefForLowIncome };
}
