/**
 * Trains a reader network (src/engine/reader/net.ts): averaged embeddings of hashed features, one
 * linear head per label, the heads' cross-entropies summed (multi-task, each head weighted), by
 * mini-batch Adam (Kingma & Ba 2015) with lazy updates of the embedding rows a batch touches (as
 * TensorFlow's LazyAdam and fastText's sparse SGD do). Examples whose target for a head is null
 * do not train that head. Deterministic for a seed.
 *
 * Why our own code and not TensorFlow.js (docs/decisions.md "Learned reader"): its CPU backend
 * takes the embedding's gradient through a dense unsortedSegmentSum over every bucket, so one fold
 * of the bench ran over ten minutes; sparse updates take seconds.
 */
import type { HeadSpec, Net } from '../../src/engine/reader/net.js';
import type { FeatureFamilies } from '../../src/engine/reader/features.js';

/** One training example: feature ids and, per head, a class index, a multi-hot vector, or null. */
export interface Example {
  ids: Uint32Array;
  /** Dense input (TrainOptions.denseDim numbers), when the net has one. */
  dense?: Float32Array;
  targets: (number | number[] | null)[];
}

/** Training settings. */
export interface TrainOptions {
  buckets: number;
  dim: number;
  epochs: number;
  /** Adam learning rate. */
  lr: number;
  batch: number;
  seed: number;
  /** Per-head loss weights (default 1). */
  headWeights?: number[];
  /** The feature families the examples were made with, stored in the net for inference. */
  families?: FeatureFamilies;
  /** Width of the dense input (default 0: none). */
  denseDim?: number;
  /** Width of a ReLU layer between the averaged input and the heads (default 0: none), so the heads can read interactions (a cut of a fee against a cut of a benefit). */
  hidden?: number;
  /** L2 penalty on head weights per step (default 0). */
  l2?: number;
  /** Probability of leaving out each sparse feature of an example at each pass (default 0), so no single writer's word carries a label alone (feature dropout, as in word dropout: Iyyer et al. 2015, ACL). */
  dropout?: number;
}

/** Shuffles `order` in place (Fisher–Yates, drawing from `rand`), as every trainer here does once per epoch. */
export function shuffle(order: number[], rand: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
}

/** Mulberry32, a small seeded generator. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const B1 = 0.9;
const B2 = 0.999;
const EPS = 1e-8;

/** Adam state of one dense parameter array. */
class Dense {
  m: Float32Array;
  v: Float32Array;
  g: Float32Array;
  constructor(readonly w: Float32Array) {
    this.m = new Float32Array(w.length);
    this.v = new Float32Array(w.length);
    this.g = new Float32Array(w.length);
  }
  step(lr: number, t: number, l2: number): void {
    const c1 = 1 - B1 ** t;
    const c2 = 1 - B2 ** t;
    for (let i = 0; i < this.w.length; i++) {
      const g = this.g[i]! + l2 * this.w[i]!;
      this.m[i] = B1 * this.m[i]! + (1 - B1) * g;
      this.v[i] = B2 * this.v[i]! + (1 - B2) * g * g;
      this.w[i] = this.w[i]! - ((lr * (this.m[i]! / c1)) / (Math.sqrt(this.v[i]! / c2) + EPS));
      this.g[i] = 0;
    }
  }
}

/**
 * Trains a network.
 * @param heads the outputs, in the order of each example's `targets`.
 * @returns the trained weights.
 */
export function trainNet(heads: HeadSpec[], examples: Example[], o: TrainOptions): Net {
  const { buckets, dim } = o;
  const rand = rng(o.seed);
  const emb = new Float32Array(buckets * dim);
  for (let i = 0; i < emb.length; i++) emb[i] = (rand() * 2 - 1) / dim;
  const em = new Float32Array(emb.length);
  const ev = new Float32Array(emb.length);
  const denseDim = o.denseDim ?? 0;
  const P = new Dense(new Float32Array(denseDim * dim));
  const H = o.hidden ?? 0;
  const width = H > 0 ? H : dim;
  const W1 = new Dense(new Float32Array(dim * H));
  for (let i = 0; i < W1.w.length; i++) W1.w[i] = (rand() * 2 - 1) * Math.sqrt(6 / (dim + H));
  const B1v = new Dense(new Float32Array(H));
  const W = heads.map((h) => new Dense(new Float32Array(width * h.labels.length)));
  const Bv = heads.map((h) => new Dense(new Float32Array(h.labels.length)));
  const hw = o.headWeights ?? heads.map(() => 1);
  const l2 = o.l2 ?? 0;
  const dropout = o.dropout ?? 0;
  const order = examples.map((_, i) => i);
  const h = new Float32Array(dim);
  const dh = new Float32Array(dim);
  const a = new Float32Array(width);
  const da = new Float32Array(width);
  const rowGrad = new Map<number, Float32Array>();
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    shuffle(order, rand);
    for (let s = 0; s < order.length; s += o.batch) {
      const batch = order.slice(s, s + o.batch).map((i) => examples[i]!);
      // Each head's loss is the mean over the batch's examples that carry its target.
      const counts = heads.map((_, k) => Math.max(1, batch.filter((e) => e.targets[k] !== null).length));
      rowGrad.clear();
      for (const e of batch) {
        h.fill(0);
        let ids = e.ids;
        if (dropout > 0 && ids.length > 1) {
          const kept = ids.filter(() => rand() >= dropout);
          ids = kept.length ? kept : ids.subarray(0, 1);
        }
        const n = ids.length || 1;
        for (const id of ids) {
          const off = id * dim;
          for (let j = 0; j < dim; j++) h[j] = h[j]! + emb[off + j]!;
        }
        for (let j = 0; j < dim; j++) h[j] = h[j]! / (n);
        const x = e.dense;
        if (x && denseDim) {
          for (let i = 0; i < denseDim; i++) {
            const xi = x[i]!;
            if (xi !== 0) for (let j = 0; j < dim; j++) h[j] = h[j]! + xi * P.w[i * dim + j]!;
          }
        }
        if (H > 0) {
          for (let q = 0; q < H; q++) {
            let acc = B1v.w[q]!;
            for (let j = 0; j < dim; j++) acc += h[j]! * W1.w[j * H + q]!;
            a[q] = acc > 0 ? acc : 0;
          }
        } else a.set(h);
        da.fill(0);
        heads.forEach((spec, k) => {
          const target = e.targets[k] ?? null;
          if (target === null) return;
          const L = spec.labels.length;
          const w = W[k]!.w;
          const z = new Float64Array(L);
          for (let c = 0; c < L; c++) {
            let acc = Bv[k]!.w[c]!;
            for (let j = 0; j < width; j++) acc += a[j]! * w[j * L + c]!;
            z[c] = acc;
          }
          const dz = new Float64Array(L);
          if (spec.kind === 'softmax') {
            let max = -Infinity;
            for (const v of z) max = Math.max(max, v);
            let sum = 0;
            for (let c = 0; c < L; c++) sum += z[c] = Math.exp(z[c]! - max);
            for (let c = 0; c < L; c++) dz[c] = z[c]! / sum - (c === target ? 1 : 0);
          } else {
            const y = target as number[];
            for (let c = 0; c < L; c++) dz[c] = 1 / (1 + Math.exp(-z[c]!)) - y[c]!;
          }
          const scale = hw[k]! / counts[k]!;
          for (let c = 0; c < L; c++) {
            const g = dz[c]! * scale;
            if (g === 0) continue;
            Bv[k]!.g[c] = Bv[k]!.g[c]! + g;
            for (let j = 0; j < width; j++) {
              W[k]!.g[j * L + c] = W[k]!.g[j * L + c]! + g * a[j]!;
              da[j] = da[j]! + g * w[j * L + c]!;
            }
          }
        });
        if (H > 0) {
          dh.fill(0);
          for (let q = 0; q < H; q++) {
            if (a[q]! <= 0 || da[q] === 0) continue;
            const g = da[q]!;
            B1v.g[q] = B1v.g[q]! + g;
            for (let j = 0; j < dim; j++) {
              W1.g[j * H + q] = W1.g[j * H + q]! + g * h[j]!;
              dh[j] = dh[j]! + g * W1.w[j * H + q]!;
            }
          }
        } else dh.set(da);
        if (x && denseDim) {
          for (let i = 0; i < denseDim; i++) {
            const xi = x[i]!;
            if (xi !== 0) for (let j = 0; j < dim; j++) P.g[i * dim + j] = P.g[i * dim + j]! + xi * dh[j]!;
          }
        }
        for (const id of ids) {
          let g = rowGrad.get(id);
          if (!g) rowGrad.set(id, (g = new Float32Array(dim)));
          for (let j = 0; j < dim; j++) g[j] = g[j]! + dh[j]! / n;
        }
      }
      t++;
      const c1 = 1 - B1 ** t;
      const c2 = 1 - B2 ** t;
      for (const [id, g] of rowGrad) {
        const off = id * dim;
        for (let j = 0; j < dim; j++) {
          const p = off + j;
          em[p] = B1 * em[p]! + (1 - B1) * g[j]!;
          ev[p] = B2 * ev[p]! + (1 - B2) * g[j]! * g[j]!;
          emb[p] = emb[p]! - ((o.lr * (em[p]! / c1)) / (Math.sqrt(ev[p]! / c2) + EPS));
        }
      }
      if (denseDim) P.step(o.lr, t, l2);
      if (H > 0) {
        W1.step(o.lr, t, l2);
        B1v.step(o.lr, t, 0);
      }
      for (const d of W) d.step(o.lr, t, l2);
      for (const d of Bv) d.step(o.lr, t, 0);
    }
  }
  return {
    buckets,
    ...(o.families ? { families: o.families } : {}),
    dim,
    embedding: emb,
    denseDim,
    proj: P.w,
    hidden: H,
    hiddenW: W1.w,
    hiddenB: B1v.w,
    heads: heads.map((spec, k) => ({ spec, w: W[k]!.w, b: Bv[k]!.w })),
  };
}
