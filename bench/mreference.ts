/**
 * The published figures the forecaster bench checks its scorer against before it scores anything:
 * ../shared/m4/README.md (M4 Hourly: Naive2, sNaive, SES, Theta) and ../shared/m3/README.md
 * (M3 and M1: the M4 benchmark code's Naive2 sMAPE / MASE and OWA of SES, Damped, Theta and Com;
 * OWA and 95 % coverage of R's ets, auto.arima and thetaf, and the OWA of their median).
 */
import { benchmarkFile, readSecondsFile, readSeriesFile, type BenchmarkMethod, type BenchSet } from './mdata.js';
import { check, elementwiseMedian, owa, scoreMethod, type Check, type MethodScore, type ScoringData } from './mscore.js';

/** M4 Hourly (../shared/m4/README.md): sMAPE / MASE / OWA on all 414 series. */
const M4_HOURLY: [BenchmarkMethod, number, number, number][] = [
  ['Naive2', 18.383, 2.395, 1.0],
  ['sNaive', 13.912, 1.193, 0.628],
  ['SES', 18.094, 2.385, 0.99],
  ['Theta', 18.138, 2.455, 1.006],
];

/** ../shared/m3/README.md, first table: Naive2 sMAPE, MASE, then OWA of SES, Damped, Theta, Com. */
const M4_CODE: Record<string, [number, number, number, number, number, number]> = {
  'm3-monthly': [16.582, 1.041, 0.867, 0.834, 0.821, 0.825],
  'm3-quarterly': [10.323, 1.308, 1.0, 0.957, 0.932, 0.938],
  'm3-yearly': [18.324, 3.18, 0.996, 0.927, 0.909, 0.898],
  'm3-other': [6.379, 2.941, 0.99, 0.568, 0.73, 0.638],
  'm1-monthly': [16.517, 1.188, 0.93, 0.949, 0.961, 0.975],
  'm1-quarterly': [17.909, 1.882, 0.988, 0.979, 0.91, 0.949],
  'm1-yearly': [22.431, 4.893, 1.019, 0.742, 0.878, 0.8],
};

/** ../shared/m3/README.md, second table: OWA (cov95) of R ets, auto.arima, thetaf, then median3 OWA. */
const R_RUNS: Record<string, [number, number, number, number, number, number, number]> = {
  'm3-monthly': [0.831, 0.92, 0.862, 0.914, 0.819, 0.9, 0.804],
  'm3-quarterly': [0.956, 0.866, 0.981, 0.814, 0.923, 0.865, 0.903],
  'm3-yearly': [0.927, 0.832, 0.962, 0.782, 0.91, 0.839, 0.885],
  'm3-other': [0.591, 0.944, 0.583, 0.965, 0.731, 0.946, 0.584],
  'm1-monthly': [0.905, 0.876, 0.956, 0.844, 0.959, 0.865, 0.888],
  'm1-quarterly': [0.928, 0.773, 0.934, 0.724, 0.909, 0.745, 0.859],
  'm1-yearly': [0.8, 0.717, 0.738, 0.704, 0.878, 0.687, 0.773],
};

/** The R reference runs of the M3 and M1 sets. */
export const R_METHODS: readonly BenchmarkMethod[] = ['R-ETS', 'R-ARIMA', 'R-THETAF'];

/**
 * Reads a benchmark method's forecasts (and, for the R runs, its 95 % bounds and seconds); null
 * when the set has no such file.
 */
export function readBenchmark(root: string, set: BenchSet, method: BenchmarkMethod) {
  const file = benchmarkFile(root, set, method);
  if (!file) return null;
  const point = readSeriesFile(file);
  const lo = benchmarkFile(root, set, method, 'lo95');
  const hi = benchmarkFile(root, set, method, 'hi95');
  const secs = benchmarkFile(root, set, method, 'secs');
  return {
    point,
    ...(lo && hi ? { lower95: readSeriesFile(lo), upper95: readSeriesFile(hi) } : {}),
    ...(secs ? { seconds: readSecondsFile(secs) } : {}),
  };
}

/**
 * Checks the scorer on all series of `set` (`data.ids` must be all of them) against the READMEs'
 * figures. Returns one check per published figure.
 */
export function scorerChecks(root: string, set: BenchSet, data: ScoringData): Check[] {
  const score = (method: BenchmarkMethod): MethodScore => scoreMethod(data, readBenchmark(root, set, method)!);
  const naive2 = score('Naive2');
  const out: Check[] = [];
  if (set.name === 'm4-hourly') {
    for (const [method, s, m, o] of M4_HOURLY) {
      const r = method === 'Naive2' ? naive2 : score(method);
      out.push(check(`${method} sMAPE`, r.smape, s), check(`${method} MASE`, r.mase, m), check(`${method} OWA`, owa(r, naive2), o));
    }
    return out;
  }
  const code = M4_CODE[set.name];
  const r = R_RUNS[set.name];
  if (!code || !r) throw new Error(`No published figures for ${set.name}`);
  out.push(check('Naive2 sMAPE', naive2.smape, code[0]), check('Naive2 MASE', naive2.mase, code[1]));
  (['SES', 'Damped', 'Theta', 'Com'] as const).forEach((method, i) => out.push(check(`${method} OWA`, owa(score(method), naive2), code[2 + i]!)));
  const points: Map<string, Float64Array>[] = [];
  R_METHODS.forEach((method, i) => {
    const fc = readBenchmark(root, set, method)!;
    points.push(fc.point);
    const s = scoreMethod(data, fc);
    out.push(check(`${method} OWA`, owa(s, naive2), r[2 * i]!), check(`${method} cov95`, s.cov95!, r[2 * i + 1]!));
  });
  out.push(check('R median3 OWA', owa(scoreMethod(data, { point: elementwiseMedian(points) }), naive2), r[6]));
  return out;
}
