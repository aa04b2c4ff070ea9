/**
 * The actor as the engine reads it (issue 20: the actor comes from the learned reader): the
 * learned actor-name scorer's name (src/engine/reader/actor-span.ts) when its probability reaches
 * ACTOR_MIN_P; below it, the rules' name (actor.ts `extractActor`) only if the scorer gives that
 * name at least ACTOR_RULES_MIN_P, else no name (the report then says "the organisation",
 * report/context.ts `actor_fallback`). Pure and deterministic.
 */
import { displayName, extractActor, type Actor } from './actor.js';
import type { Lexicon } from './lexicon.js';
import { actorNames, type ActorSpanModel } from '../reader/actor-span.js';
import { shippedActorModel } from '../reader/actor-model.js';

/**
 * The learned name's probability from which it is taken (ASSUMPTION: chosen on held-out writer
 * folds by bench/actors.ts, the best exact-match-minus-wrong-name rate; docs/decisions.md "Actor names").
 */
export const ACTOR_MIN_P = 0.6;

/**
 * Below ACTOR_MIN_P, the scorer's probability the rules' name needs to be kept (ASSUMPTION: chosen
 * with ACTOR_MIN_P on held-out writer folds by bench/actors.ts; docs/decisions.md "Actor names").
 */
export const ACTOR_RULES_MIN_P = 0.2;

/**
 * Reads the announcer's name.
 * @param text the announcement (callers bound its length).
 * @param model the scorer (default: the shipped one).
 * @param minP the learned name's probability from which it is taken (default ACTOR_MIN_P).
 * @param rulesMinP below `minP`, the probability the scorer must give the rules' name to keep it (default ACTOR_RULES_MIN_P).
 * @returns the learned name when the scorer is sure enough (an empty name when it is sure the
 * text names no one), else the rules' name when the scorer does not rule it out, else no name. The
 * type is extractActor's (understandScenario replaces it with the reader's).
 */
export function readActor(text: string, lex: Lexicon, model: ActorSpanModel = shippedActorModel(), minP = ACTOR_MIN_P, rulesMinP = ACTOR_RULES_MIN_P): Actor {
  const rules = extractActor(text, lex);
  const names = actorNames(text, model);
  const best = names[0]!;
  if (best.p >= minP) {
    if (!best.name || best.start === null || best.end === null) return { ...rules, name: '', span: null };
    const start = nameStart(text, best.start);
    const name = text.slice(start, best.end);
    return { ...rules, name: displayName(name), span: { start, end: best.end, text: name } };
  }
  if (!rules.name) return rules;
  const pRules = names.find((x) => x.name === rules.name || x.name === rules.span?.text)?.p ?? 0;
  return pRules >= rulesMinP ? rules : { ...rules, name: '', span: null };
}

/**
 * Words of roles and governing bodies, and of the kind of document a heading announces ("Comunicado de …",
 * "Statement of …", "Carta de …"), which a name's extension stops before.
 */
const ROLE_WORD = /^(?:Board|Trustees?|Governors?|Executive|Chief|Directors?|Chair(?:man|woman|person)?|President|CEO|Head|Manager|Secretary|Spokes(?:person|man|woman)|Members|Staff|Presidente|Presidenta|Directora?|Gerente|Portavoz|Junta|Socios|Comunicado|Nota|Carta|Mensaje|Aviso|Circular|Bolet[ií]n|Statement|Message|Letter|Notice|Update|Bulletin|Rectoría|Rector|Rectora)$/u;

/** A capitalised name and a joining particle right before a position ("Soto del |Real", "Bank of |England"). */
const NAME_BEFORE = /(\p{Lu}[\p{L}'’.-]*)\s+(?:de|del|de la|de las|de los|of|of the)\s+$/u;

/**
 * Where a name starts once the words of a longer proper name before it are taken in: the scorer
 * scores tokens, and may keep only the last word of a multi-word name ("Real" of "Soto del Real").
 * Extraction only (at most three steps back, each a capitalised word and a particle).
 * @param start the scored name's start offset in `text`.
 */
export function nameStart(text: string, start: number): number {
  let at = start;
  for (let k = 0; k < 3; k++) {
    const before = text.slice(Math.max(0, at - 60), at);
    const m = NAME_BEFORE.exec(before);
    // A person's or a governing body's role before an organisation ("Board of Trustees of …", "Chief Executive of
    // …", "Presidente de …") is who speaks for it, not part of its name (blind reads 26 and 27).
    if (!m || ROLE_WORD.test(m[1]!)) break;
    at -= before.length - m.index;
  }
  return at;
}
