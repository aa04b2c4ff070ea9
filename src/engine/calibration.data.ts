/** Written by `npm run bench:cases -- --fit` on 123 cases (dev.json); procedure in calibrate.ts. */
import type { Calibration } from './calibration.js';

export const FITTED_CALIBRATION: Calibration | null = {
  "referenceWeight": 0.1,
  "referenceK": 13,
  "severityWeight": 0.6,
  "severityScale": 1,
  "mechanismWeights": {
    "fairness": 1,
    "loss": 1,
    "privacy": 1,
    "betrayal": 1,
    "identity": 1,
    "harm": 1,
    "status_quo": 1
  },
  "pressureGain": 1.125,
  "riskCurve": 0.8
};
