/** Written by `npm run bench:cases -- --fit` on 80 cases (dev.json); procedure in calibrate.ts. */
import type { Calibration } from './calibration.js';

export const FITTED_CALIBRATION: Partial<Calibration> | null = {
  "mechanismWeights": {
    "fairness": 1,
    "loss": 1,
    "privacy": 1,
    "betrayal": 1,
    "identity": 1,
    "harm": 1,
    "status_quo": 1
  },
  "pressureGain": 1.758,
  "riskCurve": 0.8
};
