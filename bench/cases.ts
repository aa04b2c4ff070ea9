/**
 * Calibration bench (issue 3 item 7): runs every case of ../shared/cases/dev.json through the
 * engine and prints a table and Spearman(risk, severity), AUC(risk, reversed) and MAE on 0–4,
 * in-sample (the shipped calibration) and leave-one-out (refit without each case).
 *
 *   npm run bench:cases            evaluate the shipped calibration, and leave-one-out
 *   npm run bench:cases -- --fit   refit on all cases, write src/engine/calibration.data.ts, evaluate
 *   CASES=path/to/cases.json       another case file of the same shape
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulate } from '../src/engine/index.js';
import { PRIOR_CALIBRATION, type Calibration } from '../src/engine/calibration.js';
import { DEFAULT_CALIBRATION } from '../src/engine/default-calibration.js';
import { fitCalibration, prepareCases, riskToSeverity, severityMae, type LabelledCase } from '../src/engine/calibrate.js';
import { auc, mean, spearman } from '../src/engine/stats.js';

interface Case extends LabelledCase {
  id: string;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const casesPath = process.env.CASES ?? path.resolve(ROOT, '../shared/cases/dev.json');
if (!fs.existsSync(casesPath)) {
  console.error(`No case file at ${casesPath} (set CASES=…)`);
  process.exit(2);
}
const cases: Case[] = JSON.parse(fs.readFileSync(casesPath, 'utf8'));
const fit = process.argv.includes('--fit');

function full(c: Case, calibration: Calibration) {
  return simulate({ scenario: c.scenario, name: c.id, nAgents: 1000, nRounds: 4, seed: 1, lang: 'en', calibration });
}

function metrics(risks: number[]) {
  return {
    spearman: spearman(risks, cases.map((c) => c.severity)),
    auc: auc(risks, cases.map((c) => c.reversed)),
    mae: severityMae(risks, cases.map((c) => c.severity)),
  };
}

const fmt = (m: ReturnType<typeof metrics>) => `Spearman ${m.spearman.toFixed(3)}   AUC(reversed) ${m.auc.toFixed(3)}   MAE(0–4) ${m.mae.toFixed(3)}`;

const t0 = Date.now();
let calibration = DEFAULT_CALIBRATION;
if (fit) {
  const result = fitCalibration(prepareCases(cases), PRIOR_CALIBRATION);
  calibration = result.calibration;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const body = {
    mechanismWeights: Object.fromEntries(Object.entries(calibration.mechanismWeights).map(([k, v]) => [k, round(v)])),
    pressureGain: round(calibration.pressureGain),
    riskCurve: round(calibration.riskCurve),
  };
  calibration = body as Calibration;
  fs.writeFileSync(
    path.join(ROOT, 'src/engine/calibration.data.ts'),
    `/** Written by \`npm run bench:cases -- --fit\` on ${cases.length} cases (${path.basename(casesPath)}); procedure in calibrate.ts. */\nimport type { Calibration } from './calibration.js';\n\nexport const FITTED_CALIBRATION: Calibration | null = ${JSON.stringify(body, null, 2)};\n`,
  );
  console.log(`fitted (objective ${result.objective.toFixed(3)}) and wrote src/engine/calibration.data.ts`);
}

console.log(`\nIn-sample: shipped calibration, 1000 agents × 4 rounds × 8 replicates, seed 1`);
console.log('id                                 sev  risk  level     pred  top failure mode');
const inSample: number[] = [];
for (const c of cases) {
  const r = full(c, calibration);
  inSample.push(r.risk_score.value);
  console.log(
    `${c.id.padEnd(34)} ${String(c.severity).padStart(3)}  ${String(r.risk_score.value).padStart(4)}  ${r.risk_score.level.padEnd(9)} ${String(riskToSeverity(r.risk_score.value)).padStart(4)}  ${r.failure_modes[0]!.title}`,
  );
}
console.log(fmt(metrics(inSample)));

console.log('\nLeave-one-out: refit on the other cases (prior as the start), predict the held-out case');
const loo: number[] = [];
const prepared = prepareCases(cases);
for (let i = 0; i < cases.length; i++) {
  const train = prepared.filter((_, j) => j !== i);
  const { calibration: c } = fitCalibration(train, PRIOR_CALIBRATION);
  loo.push(full(cases[i]!, c).risk_score.value);
}
console.log(`held-out risks: ${cases.map((c, i) => `${c.id.split('-')[0]}=${loo[i]}`).join(' ')}`);
console.log(fmt(metrics(loo)));
console.log(`\nprior (uncalibrated) weights, for reference: ${fmt(metrics(cases.map((c) => full(c, PRIOR_CALIBRATION).risk_score.value)))}`);
console.log(`\nweights: ${JSON.stringify(calibration)}`);
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} cores), node ${process.version}; ${((Date.now() - t0) / 1000).toFixed(1)} s; mean risk ${mean(inSample).toFixed(1)}`);
