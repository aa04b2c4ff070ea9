/**
 * Homophilous small-world social graph in CSR form (offsets + neighbours, typed arrays).
 * Each agent draws `meanDegree / 2` ties, a `homophily` share of them inside its cohort
 * (priors.DYNAMICS); ties are undirected.
 */
import { Rng } from '../rng.js';
import { DYNAMICS } from '../population/priors.js';

/** Graph in compressed sparse row form: neighbours of i are `neighbours[offsets[i] .. offsets[i+1])`. */
export interface Network {
  offsets: Int32Array;
  neighbours: Int32Array;
}

/** Builds the graph for `cohort` (one cohort index per agent). */
export function buildNetwork(cohort: Uint8Array, nCohorts: number, ...seedParts: (string | number)[]): Network {
  const n = cohort.length;
  const rng = new Rng('network', ...seedParts);
  const members: number[][] = Array.from({ length: nCohorts }, () => []);
  for (let i = 0; i < n; i++) members[cohort[i]!]!.push(i);
  const half = Math.max(1, Math.round(DYNAMICS.meanDegree / 2));
  const from = new Int32Array(n * half);
  const to = new Int32Array(n * half);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const own = members[cohort[i]!]!;
    for (let k = 0; k < half; k++) {
      let j = i;
      for (let tries = 0; tries < 4 && j === i; tries++) {
        j = rng.next() < DYNAMICS.homophily && own.length > 1 ? own[rng.int(own.length)]! : rng.int(n);
      }
      if (j === i) continue;
      from[m] = i;
      to[m] = j;
      m++;
    }
  }
  const degree = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    degree[from[e]!]!++;
    degree[to[e]!]!++;
  }
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + degree[i]!;
  const cursor = offsets.slice(0, n);
  const neighbours = new Int32Array(offsets[n]!);
  for (let e = 0; e < m; e++) {
    neighbours[cursor[from[e]!]!++] = to[e]!;
    neighbours[cursor[to[e]!]!++] = from[e]!;
  }
  return { offsets, neighbours };
}
