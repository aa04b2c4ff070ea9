/**
 * The shipped expected-severity network (src/engine/reader/severity.ts), trained by
 * scripts/reader/train-severity.ts on the whole corpus, restored once per process.
 */
import { deserializeNet, type Net } from './net.js';
import { SEVERITY_MODEL } from './severity-model.data.js';

let net: Net | null = null;

/** The shipped expected-severity network. */
export function shippedSeverityNet(): Net {
  net ??= deserializeNet(SEVERITY_MODEL.net);
  return net;
}

/** The shipped network's temperature (severity.ts SerializedSeverityModel `temperature`; 1 for a model written without one). */
export function shippedSeverityTemperature(): number {
  return SEVERITY_MODEL.temperature ?? 1;
}
