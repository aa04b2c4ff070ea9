/**
 * ETS (src/engine/forecast/ets*.ts): known answers on seeded synthetic series, bounds and data
 * rules, forecast variances against simulation, and agreement with R 4.2.2 / forecast 8.20 on R's
 * built-in series (test/fixtures/forecast-r/ets.json, written by test/fixtures/forecast-r/ets.R).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Rng } from '../../src/engine/rng.js';
import { ETS } from '../../src/engine/constants.js';
import { autoEts, etsAutoModel, etsCandidates, fitEts, type EtsFit, type EtsSpec } from '../../src/engine/forecast/ets.js';
import { admissible, rootsInsideUnitCircle } from '../../src/engine/forecast/ets-model.js';
import { forecastMoments, simulatedMoments } from '../../src/engine/forecast/ets-variance.js';
import { forecastSeries } from '../../src/engine/forecast/forecaster.js';
import { seasonalNaive } from '../../src/engine/forecast/models.js';

interface RFit {
  label: string;
  error: 'A' | 'M';
  trend: 'N' | 'A' | 'Ad';
  season: 'N' | 'A' | 'M';
  loglik: number;
  aicc: number;
  sigma2: number;
  alpha: number;
  beta: number | null;
  gamma: number | null;
  phi: number | null;
  point: number[];
  lower95: number[];
  upper95: number[];
}
interface RSeries {
  name: string;
  m: number;
  h: number;
  y: number[];
  fits: RFit[];
}
const R: { series: RSeries[] } = JSON.parse(readFileSync(new URL('../fixtures/forecast-r/ets.json', import.meta.url), 'utf8'));

/** A series from ETS(A,Ad,N) with φ = 0.9, α = 0.4, β = 0.2, σ = 2, starting at level 100, trend 3. */
function dampedSeries(seed: string, n = 120): Float64Array {
  const r = new Rng(seed);
  let l = 100;
  let b = 3;
  const y = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const e = 2 * r.normal();
    const q = l + 0.9 * b;
    y[t] = q + e;
    l = q + 0.4 * e;
    b = 0.9 * b + 0.2 * e;
  }
  return y;
}

/** A trending monthly series whose seasonal swing grows with the level (±40 %), with 3 % multiplicative noise. */
function multiplicativeSeason(seed: string, n = 96): Float64Array {
  const r = new Rng(seed);
  return Float64Array.from({ length: n }, (_, t) => (100 + 2 * t) * (1 + 0.4 * Math.sin((2 * Math.PI * t) / 12)) * (1 + 0.03 * r.normal()));
}

const spec = (error: 'A' | 'M', trend: 'N' | 'A' | 'Ad', season: 'N' | 'A' | 'M'): EtsSpec => ({ error, trend, season });

function assertWithinBounds(fit: EtsFit, label: string): void {
  const [la, lb, lg, lp] = ETS.lower;
  const [ua, ub, ug, up] = ETS.upper;
  const { alpha, beta, gamma, phi } = fit.params;
  const eps = 1e-12;
  assert.ok(alpha >= la - eps && alpha <= ua + eps, `${label}: α ${alpha} outside [${la}, ${ua}]`);
  if (beta !== null) assert.ok(beta >= lb - eps && beta <= Math.min(ub, alpha) + eps, `${label}: β ${beta} outside [${lb}, α = ${alpha}]`);
  if (gamma !== null) assert.ok(gamma >= lg - eps && gamma <= Math.min(ug, 1 - alpha) + eps, `${label}: γ ${gamma} outside [${lg}, 1 − α]`);
  if (phi !== null) assert.ok(phi >= lp - eps && phi <= up + eps, `${label}: φ ${phi} outside [${lp}, ${up}]`);
  assert.ok(admissible(fit.params, fit.m), `${label}: parameters not admissible`);
}

describe('ETS on known answers', () => {
  for (const seed of ['a', 'b', 'c']) {
    it(`recovers a damped trend from ETS(A,Ad,N) data (seed ${seed}) and its forecasts flatten`, () => {
      const fit = autoEts(dampedSeries(`damped-${seed}`), 1)!;
      assert.ok(fit, 'no fit');
      assert.equal(fit.spec.trend, 'Ad', `chose ${fit.name}`);
      assert.ok(fit.params.phi! < 1 && fit.params.phi! > 0.8, `φ = ${fit.params.phi}`);
      const f = fit.forecast(40).point;
      const first = Math.abs(f[1]! - f[0]!);
      const last = Math.abs(f[39]! - f[38]!);
      assert.ok(last < 0.1 * first + 1e-9, `step changes ${first} then ${last}: not flattening`);
    });
  }

  for (const seed of ['a', 'b']) {
    it(`chooses a multiplicative season when the swing grows with the level (seed ${seed})`, () => {
      const fit = autoEts(multiplicativeSeason(`mult-${seed}`), 12)!;
      assert.equal(fit.spec.season, 'M', `chose ${fit.name}`);
      assert.equal(fit.spec.error, 'M', `chose ${fit.name}`);
    });
  }

  it('chooses ETS(A,N,N) for a noisy constant level', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = new Rng(`flat-${seed}`);
      const y = Float64Array.from({ length: 80 }, () => 50 + 2 * r.normal());
      const fit = autoEts(y, 1)!;
      assert.equal(fit.name, 'ETS(A,N,N)', `seed ${seed}: chose ${fit.name}`);
      const f = fit.forecast(5).point;
      assert.ok(Math.abs(f[4]! - 50) < 1.5, `forecast ${f[4]} far from the level 50`);
    }
  });

  it('returns ETS(A,N,N) for a constant series', () => {
    const fit = autoEts(new Float64Array(20).fill(7), 12)!;
    assert.equal(fit.name, 'ETS(A,N,N)');
    assert.ok(Math.abs(fit.forecast(3).point[2]! - 7) < 1e-6, 'forecast is not the constant');
  });

  it('keeps every fitted parameter within R\'s usual and admissible bounds', () => {
    const y = multiplicativeSeason('bounds');
    const specs = etsCandidates(y, 12);
    assert.equal(specs.length, 15, 'positive monthly data have 15 candidates');
    for (const s of specs) {
      const fit = fitEts(y, 12, s);
      assert.ok(fit, `${s.error}${s.trend}${s.season} did not fit`);
      assertWithinBounds(fit, fit.name);
    }
    for (const series of R.series) {
      const fit = autoEts(series.y, series.m)!;
      assertWithinBounds(fit, `${series.name} ${fit.name}`);
    }
  });

  it('never gives data with zeros or negative values a multiplicative component', () => {
    const y = multiplicativeSeason('nonpositive').map((v, t) => (t === 30 ? 0 : v - (t === 50 ? 400 : 0)));
    for (const s of etsCandidates(y, 12)) assert.ok(s.error === 'A' && s.season !== 'M', `candidate ${s.error}${s.trend}${s.season}`);
    const fit = autoEts(y, 12)!;
    assert.ok(fit.spec.error === 'A' && fit.spec.season !== 'M', `chose ${fit.name}`);
    assert.equal(fitEts(y, 12, spec('M', 'A', 'M')), null, 'MAM fitted to data with a zero');
    assert.equal(fitEts(y, 12, spec('M', 'N', 'N')), null, 'MNN fitted to data with a zero');
    const sunspots = R.series.find((s) => s.name === 'sunspot.year')!;
    assert.equal(autoEts(sunspots.y, 1)!.spec.error, 'A', 'sunspots (with zeros) got multiplicative errors');
  });

  it('handles too-short series with null or a simpler model, never a throw', () => {
    assert.equal(autoEts([5, 6, 7], 1), null, 'three values fitted');
    assert.equal(etsAutoModel.forecast(Float64Array.from([1, 2]), 4, { m: 1, periods: [] }), null);
    const five = autoEts([5, 7, 6, 8, 7], 12)!;
    assert.ok(five && five.spec.season === 'N' && five.spec.trend !== 'Ad', `five values: ${five?.name}`);
    const y = multiplicativeSeason('short', 14);
    const fit = autoEts(y, 12)!;
    assert.ok(fit, 'no fit for 14 monthly values');
    assert.equal(fit.spec.season, 'N', `14 values cannot carry 11 seasonal states: ${fit.name}`);
    assert.equal(fitEts(y, 12, spec('A', 'A', 'A')), null, 'AAA with 15 parameters on 14 values');
    assert.equal(fitEts(y.subarray(0, 10), 12, spec('A', 'N', 'A')), null, 'seasonal fit with n ≤ m');
    const f = etsAutoModel.forecast(y, 6, { m: 12, periods: [12] });
    assert.ok(f && f.length === 6 && f.every(Number.isFinite), 'adapter gave no forecast');
  });

  it('works as a forecaster pool model (ets_auto)', () => {
    const y = multiplicativeSeason('pool', 120);
    const r = forecastSeries(y, 12, { m: 12, periods: [12] }, { models: [seasonalNaive, etsAutoModel], force: 'ets_auto' });
    assert.equal(r.model, 'ets_auto');
    const fit = autoEts(y, 12)!;
    const expected = fit.forecast(12).point;
    for (let i = 0; i < 12; i++) assert.ok(Math.abs(r.point[i]! - expected[i]!) < 1e-9, `step ${i + 1}: ${r.point[i]} vs ${expected[i]}`);
    assert.ok(r.candidates.some((c) => c.name === 'ets_auto' && Number.isFinite(c.score)), 'ets_auto not scored on the backtests');
  });

  it('refuses bad input with a RangeError', () => {
    assert.throws(() => fitEts([1, 2, NaN, 4, 5, 6, 7, 8], 1, spec('A', 'N', 'N')), RangeError);
    assert.throws(() => fitEts(multiplicativeSeason('x', 120), 52, spec('A', 'N', 'A')), RangeError);
    assert.throws(() => fitEts(multiplicativeSeason('x'), 12, spec('A', 'A', 'M')), RangeError, 'restricted combination fitted');
    const aam = fitEts(multiplicativeSeason('x'), 12, spec('A', 'A', 'M'), { restrict: false });
    assert.ok(aam && aam.forecast(12).upper95.every((u, i) => u > aam.forecast(12).point[i]!), 'AAM on request has simulated bounds');
  });
});

describe('ETS forecast variances', () => {
  const x = { level: 100, trend: 2, season: Float64Array.from({ length: 4 }, (_, i) => [0.8, 1.1, 1.3, 0.8][i]!) };
  const xa = { level: 100, trend: 2, season: Float64Array.from([-20, 10, 30, -20]) };
  const cases: [string, EtsSpec, typeof x, number][] = [
    ['class 1, ETS(A,Ad,A)', spec('A', 'Ad', 'A'), xa, 25],
    ['class 2, ETS(M,A,A)', spec('M', 'A', 'A'), xa, 0.003],
    ['class 3, ETS(M,Ad,M)', spec('M', 'Ad', 'M'), x, 0.003],
    ['class 3, ETS(M,N,M)', spec('M', 'N', 'M'), x, 0.003],
  ];
  for (const [label, s, state, sigma2] of cases) {
    it(`${label}: analytical moments match 5000 simulated paths`, () => {
      const p = { alpha: 0.3, beta: s.trend === 'N' ? null : 0.1, gamma: 0.2, phi: s.trend === 'Ad' ? 0.9 : null };
      const h = 10;
      const exact = forecastMoments(s, 4, p, state, 0, h, sigma2);
      const sim = simulatedMoments(s, 4, p, state, 0, h, sigma2, label);
      for (let i = 0; i < h; i++) {
        const v = exact.variance[i]!;
        const vs = sim.variance[i]!;
        assert.ok(Math.abs(v - vs) / v < 0.1, `step ${i + 1}: variance ${v} vs simulated ${vs}`);
        assert.ok(Math.abs(exact.mean[i]! - sim.mean[i]!) < 0.02 * Math.abs(exact.mean[i]!) + 1e-9, `step ${i + 1}: mean ${exact.mean[i]} vs ${sim.mean[i]}`);
      }
    });
  }

  it('class 1 variance of ETS(A,N,N) is σ²(1 + (h − 1)α²)', () => {
    const m = forecastMoments(spec('A', 'N', 'N'), 1, { alpha: 0.5, beta: null, gamma: null, phi: null }, { level: 0, trend: 0, season: new Float64Array(0) }, 0, 5, 4);
    assert.deepEqual(Array.from(m.variance), [4, 5, 6, 7, 8]);
  });
});

describe('ETS admissibility', () => {
  /** Largest root modulus by Durand–Kerner (test oracle for the Schur–Cohn step-down). */
  function maxRoot(c: number[]): number {
    const d = c.length - 1;
    const a = c.map((v) => v / c[0]!);
    let re = Array.from({ length: d }, (_, i) => 0.9 * Math.cos((2 * Math.PI * i) / d + 0.4));
    let im = Array.from({ length: d }, (_, i) => 0.9 * Math.sin((2 * Math.PI * i) / d + 0.4));
    for (let it = 0; it < 500; it++) {
      const nr = re.slice();
      const ni = im.slice();
      for (let i = 0; i < d; i++) {
        // p(z) by Horner.
        let pr = 1;
        let pi = 0;
        for (let k = 1; k <= d; k++) [pr, pi] = [pr * re[i]! - pi * im[i]! + a[k]!, pr * im[i]! + pi * re[i]!];
        let qr = 1;
        let qi = 0;
        for (let j = 0; j < d; j++) {
          if (j === i) continue;
          const dr = re[i]! - re[j]!;
          const di = im[i]! - im[j]!;
          [qr, qi] = [qr * dr - qi * di, qr * di + qi * dr];
        }
        const den = qr * qr + qi * qi;
        nr[i] = re[i]! - (pr * qr + pi * qi) / den;
        ni[i] = im[i]! - (pi * qr - pr * qi) / den;
      }
      re = nr;
      im = ni;
    }
    return Math.max(...re.map((r, i) => Math.hypot(r, im[i]!)));
  }

  it('agrees with explicit roots on 300 random seasonal parameter sets', () => {
    const r = new Rng('admissible');
    let disagreements = 0;
    let inadmissible = 0;
    for (let k = 0; k < 300; k++) {
      const m = 2 + r.int(11);
      const alpha = r.next() * 1.5;
      const beta = r.next() * alpha;
      const gamma = r.next();
      const phi = 0.8 + 0.2 * r.next();
      const c = [1, alpha + beta - phi, ...new Array(m - 2).fill(alpha + beta - alpha * phi), alpha + beta - alpha * phi + gamma - 1, phi * (1 - alpha - gamma)];
      const root = maxRoot(c);
      if (Math.abs(root - 1) < 1e-6) continue;
      const inside = rootsInsideUnitCircle(c, 1e-10);
      if (!inside) inadmissible++;
      if (inside !== root <= 1) disagreements++;
    }
    assert.equal(disagreements, 0);
    assert.ok(inadmissible > 20, `only ${inadmissible} inadmissible cases: the test does not probe the boundary`);
  });
});

describe('ETS against R forecast 8.20', () => {
  const ours = new Map<string, EtsFit>();
  const fitFor = (s: RSeries, f: RFit): EtsFit => {
    const key = `${s.name}/${f.label}`;
    if (!ours.has(key)) {
      const fit = f.label === 'auto' ? autoEts(s.y, s.m) : fitEts(s.y, s.m, spec(f.error, f.trend, f.season));
      assert.ok(fit, `${key}: no fit`);
      ours.set(key, fit);
    }
    return ours.get(key)!;
  };

  it('reaches R\'s log-likelihood or better for every fixed spec', () => {
    for (const s of R.series) {
      for (const f of s.fits.filter((x) => x.label !== 'auto')) {
        const fit = fitFor(s, f);
        assert.ok(fit.loglik >= f.loglik - 0.01, `${s.name} ${f.label}: loglik ${fit.loglik} < R's ${f.loglik}`);
      }
    }
  });

  it('forecasts within 5 % of R\'s, and 95 % intervals within 15 % of R\'s width, where both reach the same optimum', () => {
    // Where our log-likelihood is higher by more than 0.75 (R's Nelder–Mead stopped early:
    // AirPassengers MAM, AAA and MNM; USAccDeaths AAA, MAM, ANA and MNA; UKgas AAdA; JohnsonJohnson
    // MAdA; WWWusage MAdN and AAN; lynx MNN and MAdN; and Nile AAdN, whose likelihood is flat in φ:
    // R stops at φ = 0.80, we reach φ = 0.97, +0.86), the parameters differ and so may the forecasts.
    let compared = 0;
    for (const s of R.series) {
      for (const f of s.fits.filter((x) => x.label !== 'auto')) {
        const fit = fitFor(s, f);
        if (fit.loglik - f.loglik > 0.75) continue;
        compared++;
        const fc = fit.forecast(s.h);
        for (let i = 0; i < s.h; i++) {
          const rel = Math.abs(fc.point[i]! - f.point[i]!) / Math.abs(f.point[i]!);
          assert.ok(rel < 0.05, `${s.name} ${f.label} step ${i + 1}: ${fc.point[i]} vs R ${f.point[i]}`);
          const ratio = (fc.upper95[i]! - fc.lower95[i]!) / (f.upper95[i]! - f.lower95[i]!);
          assert.ok(ratio > 0.85 && ratio < 1.15, `${s.name} ${f.label} step ${i + 1}: interval width ratio ${ratio}`);
        }
      }
    }
    assert.ok(compared >= 15, `only ${compared} fits compared`);
  });

  it('chooses R\'s model on at least 6 of the 9 series, and never one with a worse AICc', () => {
    // The three differences all come from R's Nelder–Mead stopping short on the model we choose:
    // AirPassengers (R chooses ETS(M,Ad,M) at loglik −679.6, its ETS(M,A,M) reaching only −682.4;
    // ours reaches −676.0 and wins on AICc), lynx (R's ETS(M,A,N) −1027.5, ours −1014.3, which beats
    // ETS(M,N,N)) and sunspot.year (R's ETS(A,Ad,N) −1733.8, below its own ETS(A,N,N) that it nests
    // in the limit; ours −1697.4 with β near α, following the cycle's momentum).
    const differ: string[] = [];
    for (const s of R.series) {
      const f = s.fits.find((x) => x.label === 'auto')!;
      const fit = fitFor(s, f);
      if (fit.name !== `ETS(${f.error},${f.trend},${f.season})`) differ.push(`${s.name}: ${fit.name} vs R ETS(${f.error},${f.trend},${f.season})`);
      // Whatever the choice, its AICc is no worse than R's choice's.
      assert.ok(fit.aicc <= f.aicc + 0.01, `${s.name}: AICc ${fit.aicc} > R's ${f.aicc}`);
    }
    assert.ok(differ.length <= 3, `differ: ${differ.join('; ')}`);
  });
});
