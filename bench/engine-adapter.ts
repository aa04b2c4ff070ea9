/**
 * The one place where the case bench touches the engine's calibration API (issue 9): fit a
 * calibration on training cases, predict a case's risk 0–100 under a calibration, and the
 * per-case report fields the in-sample table prints. The cross-validation code (bench/cv.ts,
 * bench/cases.ts) sees only these functions, so the engine's calibration can change shape
 * without touching it.
 *
 * Today: `prepareCases` + `fitCalibration(prepared, PRIOR_CALIBRATION, training references)`
 * (src/engine/calibrate.ts, the engine's fast settings `FIT_SETTINGS`) to fit, and
 * `simulate(…).risk_score.value` to predict, anchored in the training cases of the reference
 * library only, and never in the case itself (issue 20 item 4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { simulate } from '../src/engine/index.js';
import { PRIOR_CALIBRATION, type Calibration } from '../src/engine/calibration.js';
import { DEFAULT_CALIBRATION } from '../src/engine/default-calibration.js';
import { FIT_SETTINGS, fitCalibration, prepareCases, riskToSeverity } from '../src/engine/calibrate.js';
import { REFERENCE_CASES } from '../src/engine/reference/cases.data.js';
import type { ReferenceCaseData } from '../src/engine/reference/comparable.js';

export { riskToSeverity };

/** One case of ../shared/cases/dev.json as the bench uses it: the input and the answer key it scores against. */
export interface BenchCase {
  id: string;
  domain: string;
  scenario: string;
  severity: number;
  reversed: boolean;
}

/** What the engine's fit returns and its predictions take. */
export interface EngineCalibration {
  calibration: Calibration;
  /** Ids of the reference cases a prediction may anchor in (the training cases); null: the whole library. */
  referenceIds: string[] | null;
}

/** The calibration the engine ships (src/engine/calibration.data.ts over the prior), anchored in the whole library but the case itself. */
export const SHIPPED_CALIBRATION: EngineCalibration = { calibration: DEFAULT_CALIBRATION, referenceIds: null };

/** The uncalibrated weights the fit starts from (no anchoring: w 0). */
export const PRIOR: EngineCalibration = { calibration: PRIOR_CALIBRATION, referenceIds: null };

/** The library's cases among `ids` (all for null), never the case `self`. */
function references(ids: readonly string[] | null, self?: string): ReferenceCaseData[] {
  const keep = ids && new Set(ids);
  return REFERENCE_CASES.filter((c) => c.id !== self && (!keep || keep.has(c.id)));
}

/** Agents per prediction unless the bench says otherwise (the service's default run). */
export const DEFAULT_PREDICT_AGENTS = 1000;

/** One line saying how the engine is fitted and run, for the bench's header. */
export function engineSettings(predictAgents: number): string {
  const f = FIT_SETTINGS;
  return (
    `fit: fitCalibration from the prior (coordinate search, src/engine/calibrate.ts) scoring with ${f.nAgents} agents × ${f.replicates} replicates × ${f.nRounds} rounds, seed ${f.seed}; ` +
    `predict: simulate(), ${predictAgents} agents × 4 rounds, seed 1 (full report)`
  );
}

type Prepared = ReturnType<typeof prepareCases>[number];

/** Features and replicate worlds per scenario text, built once per process (they do not depend on the calibration). */
const preparedCache = new Map<string, Prepared>();

function prepared(c: BenchCase): Prepared {
  let p = preparedCache.get(c.scenario);
  if (!p) {
    p = prepareCases([c])[0]!;
    preparedCache.set(c.scenario, p);
  }
  return p;
}

/** Fits the engine's calibration on `train` (and only on it), starting from the prior; anchors only in `train`'s cases. */
export function fitEngine(train: readonly BenchCase[]): EngineCalibration {
  const referenceIds = train.map((c) => c.id);
  return { calibration: fitCalibration(train.map(prepared), PRIOR_CALIBRATION, references(referenceIds)).calibration, referenceIds };
}

/** The report fields of one case that the in-sample table shows. */
export interface EngineReading {
  risk: number;
  level: string;
  topFailureMode: string;
}

/** Runs the engine on `c`'s scenario under `calibration` and reads risk, level and the top failure mode. */
export function readEngine(c: BenchCase, calibration: EngineCalibration, nAgents = DEFAULT_PREDICT_AGENTS): EngineReading {
  const r = simulate({ scenario: c.scenario, name: c.id, nAgents, nRounds: 4, seed: 1, lang: 'en', calibration: calibration.calibration, referenceCases: references(calibration.referenceIds, c.id) });
  return { risk: r.risk_score.value, level: r.risk_score.level, topFailureMode: r.failure_modes[0]?.title ?? '—' };
}

/** The engine's risk 0–100 for `c` under `calibration`. */
export function predictEngine(c: BenchCase, calibration: EngineCalibration, nAgents = DEFAULT_PREDICT_AGENTS): number {
  return readEngine(c, calibration, nAgents).risk;
}

/**
 * `--fit`: fits on all `cases`, writes src/engine/calibration.data.ts (values rounded to 3
 * decimals) under `root`, and returns the calibration as written.
 */
export function fitAndWriteCalibration(cases: readonly BenchCase[], root: string, casesFile: string): EngineCalibration {
  const { calibration } = fitEngine(cases);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const body: Calibration = {
    referenceWeight: round(calibration.referenceWeight),
    referenceK: calibration.referenceK,
    severityWeight: round(calibration.severityWeight),
    severityScale: round(calibration.severityScale),
    mechanismWeights: Object.fromEntries(Object.entries(calibration.mechanismWeights).map(([k, v]) => [k, round(v)])) as Calibration['mechanismWeights'],
    pressureGain: round(calibration.pressureGain),
    riskCurve: round(calibration.riskCurve),
  };
  fs.writeFileSync(
    path.join(root, 'src/engine/calibration.data.ts'),
    `/** Written by \`npm run bench:cases -- --fit\` on ${cases.length} cases (${casesFile}); procedure in calibrate.ts. */\nimport type { Calibration } from './calibration.js';\n\nexport const FITTED_CALIBRATION: Calibration | null = ${JSON.stringify(body, null, 2)};\n`,
  );
  return { calibration: body, referenceIds: null };
}
