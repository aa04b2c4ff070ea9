/**
 * The engine's reading-only surface (issue 21 item 5): `understandScenario` and its types, for a
 * process that must answer "is there an announced change?" before it loads the simulation, the
 * report and forecasting (and their libraries: wink-nlp's model, vader's lexicon). Everything here
 * is also exported by src/engine/index.ts; outside the engine only these two modules are imported
 * (.dependency-cruiser.cjs "engine-through-its-index").
 */
export { understandScenario } from './understand/index.js';
/** The language of a text (en or es), as the reading detects it: the report's language when the caller gives none (src/domain/language.ts). */
export { detectLanguage } from './understand/language.js';
/** Loads the shipped reader's weights now (otherwise the first reading does): for timing the two apart. */
export { shippedReader as loadShippedReader } from './reader/model.js';
export type { Understanding, ChangeFrame, Actor, ActorType, ObjectClass, Direction } from './understand/index.js';
