/**
 * The comparable-cases predictor under the case bench's folds (issue 20 item 4): each held-out
 * case is read by the shipped reader (src/engine/reader), profiled (src/engine/reference
 * `profileOf`), and given the similarity-weighted severity of its k nearest cases of the reference
 * library among the training cases only (a case is never in its own reference set). k is the one
 * fitted parameter, chosen inside each training fold by leave-one-out MAE.
 */
import type { CvModel } from './cv.js';
import { severityToRisk } from './baselines.js';
import { readText, type DocumentReading } from '../src/engine/reader/read.js';
import { shippedReader } from '../src/engine/reader/model.js';
import { shippedObjectModel } from '../src/engine/reader/object-model.js';
import { centralPastShell } from '../src/engine/understand/shell-nouns.js';
import { REFERENCE_CASES } from '../src/engine/reference/cases.data.js';
import { nearestCases, profileOf, referenceSeverity, type ChangeProfile, type ReferenceCaseData } from '../src/engine/reference/comparable.js';

/** Candidate numbers of neighbours (ASSUMPTION: a small grid from 3 to a tenth of the library). */
const K_GRID = [3, 5, 8, 13];

/** The model for `cases` (id and scenario); cases missing from the library cannot be references. */
export function comparableModel(cases: readonly { id: string; scenario: string }[]): CvModel<{ pool: ReferenceCaseData[]; k: number }> & { chosen: number[]; profiles: ChangeProfile[]; readings: DocumentReading[] } {
  const nets = shippedReader();
  const readings = cases.map((c) => centralPastShell(readText(c.scenario, nets), shippedObjectModel()));
  const profiles = readings.map(profileOf);
  const byId = new Map(REFERENCE_CASES.map((c) => [c.id, c]));
  const chosen: number[] = [];
  const estimate = (i: number, pool: ReferenceCaseData[], k: number) => {
    const s = referenceSeverity(nearestCases(profiles[i]!, pool.filter((c) => c.id !== cases[i]!.id), k));
    return Number.isNaN(s) ? 2 : s;
  };
  return {
    name: 'comparable cases (reader + reference library)',
    chosen,
    profiles,
    readings,
    fit: (train) => {
      const pool = train.map((i) => byId.get(cases[i]!.id)).filter((c): c is ReferenceCaseData => !!c);
      let best = { k: K_GRID[0]!, mae: Infinity };
      for (const k of K_GRID) {
        let mae = 0;
        for (const i of train) mae += Math.abs(estimate(i, pool, k) - (byId.get(cases[i]!.id)?.severity ?? 2));
        if (mae < best.mae) best = { k, mae };
      }
      chosen.push(best.k);
      return { pool, k: best.k };
    },
    predict: (m, test) => test.map((i) => severityToRisk(estimate(i, m.pool, m.k))),
  };
}
