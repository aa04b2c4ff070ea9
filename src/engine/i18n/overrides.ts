/**
 * Catalog parts that depend on who makes the announcement (issue 9 item 4: cohorts, concerns,
 * quotes and mitigations fit the actor type; no "deleting my account" for a city policy). Each
 * language's catalog holds one `ActorOverrides` per non-company actor type; `withActor` lays it
 * over the company wording the catalog holds by default.
 */
import type { ActorType } from '../understand/lexicon.js';

type Text = { title: string; description: string };
type Narrative = { narrative: string; response: string };
type Signal = { signal: string; threshold: string; window: string };

/** Wording for one actor type; every part optional (absent parts keep the company wording). */
export interface ActorOverrides {
  cohorts?: Record<string, string>;
  failure_modes?: Record<string, Text>;
  quotes_oppose?: Record<string, string[]>;
  counter_narratives?: Record<string, Narrative>;
  monitoring?: Record<string, Signal>;
  /** How agents of a role are named in a persona ("resident", "fan" for customers; "local business owner" for partners). */
  roles?: Partial<Record<'customer' | 'partner' | 'investor', string>>;
}

/** The catalog parts `withActor` replaces. */
export interface ActorAdaptable {
  cohorts: Record<string, string>;
  failure_modes: Record<string, Text>;
  quotes: { oppose: Record<string, string[]> };
  counter_narratives: Record<string, Narrative>;
  monitoring: Record<string, Signal>;
  personas: { role: Record<string, string> };
  by_actor: Partial<Record<ActorVoice, ActorOverrides>>;
}

/** Who the wording is for: an actor type, or a broadcaster (simulated as a company, voiced for its audience). */
export type ActorVoice = ActorType | 'broadcaster';

/** `cat` with the wording of `actorType` laid over its company wording (a new object; `cat` is unchanged). */
export function withActor<C extends ActorAdaptable>(cat: C, actorType: ActorVoice): C {
  const o = cat.by_actor[actorType];
  if (!o) return cat;
  return {
    ...cat,
    cohorts: { ...cat.cohorts, ...o.cohorts },
    failure_modes: { ...cat.failure_modes, ...o.failure_modes },
    quotes: { ...cat.quotes, oppose: { ...cat.quotes.oppose, ...o.quotes_oppose } },
    counter_narratives: { ...cat.counter_narratives, ...o.counter_narratives },
    monitoring: { ...cat.monitoring, ...o.monitoring },
    personas: { ...cat.personas, role: { ...cat.personas.role, ...o.roles } },
  };
}
