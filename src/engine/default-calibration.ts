/**
 * The calibration the engine uses by default: the fitted weights of `calibration.data.ts` over
 * the prior (docs/engine.md "Calibration"). A module of its own because `calibration.data.ts`
 * imports the `Calibration` type from `calibration.ts`; defining the default there would close
 * an import cycle.
 */
import { PRIOR_CALIBRATION, type Calibration } from './calibration.js';
import { FITTED_CALIBRATION } from './calibration.data.js';

/** The fitted calibration when there is one, else the prior. */
export const DEFAULT_CALIBRATION: Calibration = { ...PRIOR_CALIBRATION, ...(FITTED_CALIBRATION ?? {}) };
