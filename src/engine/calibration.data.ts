/** Written by `npm run bench:cases -- --fit` on 16 cases (dev.json); procedure in calibrate.ts. */
import type { Calibration } from './calibration.js';

export const FITTED_CALIBRATION: Calibration | null = {
  "mechanismWeights": {
    "fairness": 1,
    "loss": 1,
    "privacy": 1,
    "betrayal": 0.8,
    "identity": 1,
    "harm": 1,
    "status_quo": 1
  },
  "pressureGain": 0.9,
  "riskCurve": 1
};
