/**
 * Trains a token-level convolutional network (src/engine/reader/conv.ts) by mini-batch Adam
 * (Kingma & Ba 2015), lazily on the embedding rows a batch touches (as train-net.ts does), with
 * dropout on the pooled filters (Srivastava et al. 2014; Kim 2014 used 0.5) and the heads'
 * cross-entropies summed. The word vectors stay frozen. Deterministic for a seed.
 */
import { convEncode, convHeads, convInputDim, type ConvNet } from '../../src/engine/reader/conv.js';
import type { HeadSpec } from '../../src/engine/reader/net.js';
import { rng, shuffle } from './train-net.js';

/** A sentence and, per head, its label index or null (that head not trained on it). */
export interface ConvExample {
  text: string;
  targets: (number | null)[];
}

/** Settings of one training. */
export interface ConvTrainOptions {
  buckets: number;
  embDim: number;
  width: number;
  filters: number;
  epochs: number;
  lr: number;
  batch: number;
  /** Probability of dropping each pooled filter during training. */
  dropout: number;
  seed: number;
  /** Called after each epoch (for progress lines). */
  onEpoch?: (epoch: number, loss: number) => void;
}

/** Adam state of one parameter array. */
class Adam {
  m: Float32Array;
  v: Float32Array;
  constructor(n: number) {
    this.m = new Float32Array(n);
    this.v = new Float32Array(n);
  }
  /** Updates p[i] for i in [from, to) with gradient g (same offsets), at step t. */
  step(p: Float32Array, g: Float32Array, from: number, to: number, t: number, lr: number, gOffset = from): void {
    const b1 = 0.9, b2 = 0.999, eps = 1e-8;
    const c1 = 1 - Math.pow(b1, t), c2 = 1 - Math.pow(b2, t);
    for (let i = from; i < to; i++) {
      const gi = g[i - from + gOffset]!;
      this.m[i] = b1 * this.m[i]! + (1 - b1) * gi;
      this.v[i] = b2 * this.v[i]! + (1 - b2) * gi * gi;
      p[i] = p[i]! - (lr * (this.m[i]! / c1)) / (Math.sqrt(this.v[i]! / c2) + eps);
    }
  }
}

/**
 * Trains a network on `examples`.
 * @returns the trained network (float weights; conv.ts reads it as is).
 */
export function trainConvNet(heads: HeadSpec[], examples: ConvExample[], o: ConvTrainOptions): ConvNet {
  const rand = rng(o.seed);
  const D = convInputDim(o);
  const F = o.filters;
  const E = o.embDim;
  const init = (n: number, scale: number) => Float32Array.from({ length: n }, () => (rand() * 2 - 1) * scale);
  const net: ConvNet = {
    buckets: o.buckets,
    embDim: E,
    width: o.width,
    filters: F,
    embedding: init(o.buckets * E, 0.1),
    conv: init(o.width * D * F, Math.sqrt(6 / (o.width * D + F))),
    convB: new Float32Array(F),
    heads: heads.map((spec) => ({ spec, w: init(F * spec.labels.length, Math.sqrt(6 / (F + spec.labels.length))), b: new Float32Array(spec.labels.length) })),
  };
  const aEmb = new Adam(net.embedding.length), aConv = new Adam(net.conv.length), aConvB = new Adam(F);
  const aHeads = net.heads.map((h) => ({ w: new Adam(h.w.length), b: new Adam(h.b.length) }));
  const gConv = new Float32Array(net.conv.length), gConvB = new Float32Array(F);
  const gHeads = net.heads.map((h) => ({ w: new Float32Array(h.w.length), b: new Float32Array(h.b.length) }));
  const gEmb = new Map<number, Float32Array>();
  const order = examples.map((_, i) => i);
  const half = o.width >> 1;
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    shuffle(order, rand);
    let loss = 0;
    for (let b0 = 0; b0 < order.length; b0 += o.batch) {
      gConv.fill(0);
      gConvB.fill(0);
      for (const g of gHeads) (g.w.fill(0), g.b.fill(0));
      gEmb.clear();
      const end = Math.min(order.length, b0 + o.batch);
      for (let i = b0; i < end; i++) {
        const ex = examples[order[i]!]!;
        const enc = convEncode(net, ex.text);
        const keep = 1 - o.dropout;
        const mask = new Float32Array(F);
        for (let f = 0; f < F; f++) mask[f] = rand() < keep ? 1 / keep : 0;
        const pooled = enc.pooled.map((v, f) => v * mask[f]!);
        const probs = convHeads(net, pooled);
        const dPooled = new Float32Array(F);
        net.heads.forEach((hd, k) => {
          const y = ex.targets[k];
          if (y === null || y === undefined) return;
          const p = probs[k]!;
          const L = p.length;
          loss -= Math.log(Math.max(1e-9, p[y]!));
          const g = gHeads[k]!;
          for (let c = 0; c < L; c++) {
            const dz = p[c]! - (c === y ? 1 : 0);
            g.b[c] = g.b[c]! + dz;
            for (let f = 0; f < F; f++) {
              g.w[f * L + c] = g.w[f * L + c]! + pooled[f]! * dz;
              dPooled[f] = dPooled[f]! + hd.w[f * L + c]! * dz;
            }
          }
        });
        // Back through dropout, the max and the ReLU to the filter's window at its arg max.
        const dx = new Float32Array(enc.T * E);
        for (let f = 0; f < F; f++) {
          const a = enc.argmax[f]!;
          const dh = dPooled[f]! * mask[f]!;
          if (a < 0 || dh === 0) continue;
          gConvB[f] = gConvB[f]! + dh;
          for (let k = 0; k < o.width; k++) {
            const s = a + k - half;
            if (s < 0 || s >= enc.T) continue;
            const xo = s * D, wo = k * D * F;
            for (let d = 0; d < D; d++) {
              const xv = enc.x[xo + d]!;
              if (xv !== 0) gConv[wo + d * F + f] = gConv[wo + d * F + f]! + dh * xv;
              if (d < E) dx[s * E + d] = dx[s * E + d]! + dh * net.conv[wo + d * F + f]!;
            }
          }
        }
        enc.ids.forEach((rows, s) => {
          for (const r of rows) {
            let g = gEmb.get(r);
            if (!g) gEmb.set(r, (g = new Float32Array(E)));
            for (let j = 0; j < E; j++) g[j] = g[j]! + dx[s * E + j]!;
          }
        });
      }
      const n = end - b0;
      t++;
      const scale = 1 / n;
      const sc = (g: Float32Array) => {
        for (let i = 0; i < g.length; i++) g[i] = g[i]! * scale;
        return g;
      };
      aConv.step(net.conv, sc(gConv), 0, net.conv.length, t, o.lr);
      aConvB.step(net.convB, sc(gConvB), 0, F, t, o.lr);
      net.heads.forEach((hd, k) => {
        aHeads[k]!.w.step(hd.w, sc(gHeads[k]!.w), 0, hd.w.length, t, o.lr);
        aHeads[k]!.b.step(hd.b, sc(gHeads[k]!.b), 0, hd.b.length, t, o.lr);
      });
      for (const [r, g] of gEmb) aEmb.step(net.embedding, sc(g), r * E, (r + 1) * E, t, o.lr, 0);
    }
    o.onEpoch?.(epoch, loss / examples.length);
  }
  return net;
}
