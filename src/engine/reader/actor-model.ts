/**
 * The shipped actor-name scorer (src/engine/reader/actor-span.ts), trained by
 * scripts/reader/train-actors.ts on the whole corpus, decoded once per process.
 */
import { deserializeActorModel, type ActorSpanModel } from './actor-span.js';
import { ACTOR_MODEL } from './actor-model.data.js';

let model: ActorSpanModel | null = null;

/** The shipped actor-name model. */
export function shippedActorModel(): ActorSpanModel {
  model ??= deserializeActorModel(ACTOR_MODEL);
  return model;
}
