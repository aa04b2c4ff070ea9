/** Precision of report figures: shares and scores to 3 decimals, points to 1, percentages in text as integers. */
import { round } from '../stats.js';

/** One decimal (risk points, percentages of a price change). */
export const r1 = (x: number): number => round(x, 1);
/** Three decimals (shares, stances, weights). */
export const r3 = (x: number): number => round(x, 3);
/** A share in [0, 1] as a whole percentage, for text. */
export const pct = (x: number): number => Math.round(x * 100);
