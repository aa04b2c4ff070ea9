/**
 * The shipped object-span scorer (src/engine/reader/object-span.ts), trained by
 * scripts/reader/train-objects.ts on the whole corpus, decoded once per process.
 */
import { deserializeObjectModel, type ObjectSpanModel } from './object-span.js';
import { OBJECT_MODEL } from './object-model.data.js';

let model: ObjectSpanModel | null = null;

/** The shipped object-span model. */
export function shippedObjectModel(): ObjectSpanModel {
  model ??= deserializeObjectModel(OBJECT_MODEL);
  return model;
}
