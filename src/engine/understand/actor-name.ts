/**
 * The actor as the engine reads it (issue 20: the actor comes from the learned reader): the
 * learned actor-name scorer's name (src/engine/reader/actor-span.ts) when its probability reaches
 * ACTOR_MIN_P, else the rules of actor.ts (`extractActor`). Pure and deterministic.
 */
import { displayName, extractActor, type Actor } from './actor.js';
import type { Lexicon } from './lexicon.js';
import { actorName, type ActorSpanModel } from '../reader/actor-span.js';
import { shippedActorModel } from '../reader/actor-model.js';

/**
 * The learned name's probability from which it is taken over the rules (ASSUMPTION: chosen on
 * held-out writer folds by bench/actors.ts, see docs/decisions.md "Actor names").
 */
export const ACTOR_MIN_P = 0.5;

/**
 * Reads the announcer: the learned name when the scorer is sure enough (its probability ≥
 * ACTOR_MIN_P; an empty name when it is sure the text names no one — the report then says "the
 * organisation"), else extractActor's. The type is extractActor's (the caller replaces it with the
 * reader's).
 * @param text the announcement (callers bound its length).
 * @param model the scorer (default: the shipped one).
 */
export function readActor(text: string, lex: Lexicon, model: ActorSpanModel = shippedActorModel()): Actor {
  const rules = extractActor(text, lex);
  const learned = actorName(text, model);
  if (learned.p < ACTOR_MIN_P) return rules;
  if (!learned.name || learned.start === null || learned.end === null) return { ...rules, name: '', span: null };
  return { ...rules, name: displayName(learned.name), span: { start: learned.start, end: learned.end, text: learned.name } };
}
