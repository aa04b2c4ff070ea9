/**
 * Geometry of the hosted page's charts, computed on the server with d3 (d3-scale, d3-shape: pure
 * functions that return SVG path strings, no DOM). The templates draw the SVG from these numbers and
 * strings, escaping every label (src/pages/render.ts). Nothing here reads the clock or random.
 */
import { scaleLinear } from 'd3-scale';
import { arc, area, line } from 'd3-shape';

/** Colours of the cohort lines (Tableau 10, colour-blind friendly enough and legible in print). */
export const SERIES_COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/** Bands of the risk gauge (the report's levels: low < 25 ≤ moderate < 50 ≤ high < 75 ≤ severe). */
const RISK_BANDS = [
  { from: 0, to: 25, colour: '#59a14f' },
  { from: 25, to: 50, colour: '#edc948' },
  { from: 50, to: 75, colour: '#f28e2b' },
  { from: 75, to: 100, colour: '#e15759' },
];

/** A tick of an axis: position in the SVG and its label. */
export interface Tick {
  at: number;
  label: string;
  /** SVG text-anchor: the first and last labels of an x axis are anchored inwards so they are not cut. */
  anchor: 'start' | 'middle' | 'end';
}

function xTicks(labels: { at: number; label: string }[]): Tick[] {
  return labels.map((t, i) => ({ ...t, anchor: labels.length > 1 && i === 0 ? 'start' : labels.length > 1 && i === labels.length - 1 ? 'end' : 'middle' }));
}

/** The risk gauge: a half ring of four bands and a needle, centred at (cx, cy). */
export interface Gauge {
  width: number;
  height: number;
  cx: number;
  cy: number;
  bands: { d: string; colour: string }[];
  needle: { x2: number; y2: number };
  value: number;
}

/**
 * The gauge of a risk value (0–100): the half ring spans −90° (0) to +90° (100).
 */
export function riskGauge(value: number): Gauge {
  const width = 220;
  const height = 130;
  const outer = 100;
  const inner = 70;
  const angle = scaleLinear().domain([0, 100]).range([-Math.PI / 2, Math.PI / 2]).clamp(true);
  const ring = arc<{ from: number; to: number }>()
    .innerRadius(inner)
    .outerRadius(outer)
    .startAngle((b) => angle(b.from))
    .endAngle((b) => angle(b.to));
  const theta = angle(value);
  const needleLength = outer - 6;
  return {
    width,
    height,
    cx: width / 2,
    cy: 115,
    bands: RISK_BANDS.map((b) => ({ d: ring(b) ?? '', colour: b.colour })),
    needle: { x2: round(needleLength * Math.sin(theta)), y2: round(-needleLength * Math.cos(theta)) },
    value,
  };
}

/** A line chart of net sentiment (−1..1) over the rounds: one line per cohort, the whole population with its 80 % band. */
export interface TrajectoryChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  zeroY: number;
  xTicks: Tick[];
  yTicks: Tick[];
  band: string;
  overall: string;
  lines: { d: string; colour: string; label: string; last: number }[];
}

/** Input of `trajectoryChart`. */
export interface TrajectoryInput {
  roundLabels: string[];
  overall: number[];
  overall80: [number, number][];
  cohorts: { label: string; values: number[] }[];
}

/** Builds the trajectory chart. */
export function trajectoryChart(input: TrajectoryInput): TrajectoryChart {
  const width = 640;
  const height = 280;
  const plot = { left: 44, right: width - 16, top: 14, bottom: height - 30 };
  const n = Math.max(1, input.roundLabels.length);
  const x = scaleLinear()
    .domain([0, Math.max(1, n - 1)])
    .range([plot.left + 10, plot.right - 10]);
  const y = scaleLinear().domain([-1, 1]).range([plot.bottom, plot.top]);
  const path = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v));
  const band = area<[number, number]>()
    .x((_, i) => x(i))
    .y0((p) => y(p[0]))
    .y1((p) => y(p[1]));
  return {
    width,
    height,
    plot,
    zeroY: round(y(0)),
    xTicks: xTicks(input.roundLabels.map((label, i) => ({ at: round(x(i)), label }))),
    yTicks: [-1, -0.5, 0, 0.5, 1].map((v) => ({ at: round(y(v)), label: v > 0 ? `+${v}` : String(v), anchor: 'end' as const })),
    band: band(input.overall80) ?? '',
    overall: path(input.overall) ?? '',
    lines: input.cohorts.map((c, i) => ({ d: path(c.values) ?? '', colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!, label: c.label, last: c.values.at(-1) ?? 0 })),
  };
}

/** A fan chart of one forecast: 95 % and 80 % bands around the baseline, and the scenario-adjusted line. */
export interface FanChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  band95: string;
  band80: string;
  baseline: string;
  adjusted: string;
  adjustedBand80: string;
}

/** Input of `fanChart`: per step, the baseline and adjusted points and intervals. */
export interface FanInput {
  stepLabels: string[];
  point: number[];
  intervals80: [number, number][];
  intervals95: [number, number][];
  adjusted: number[];
  adjusted80: [number, number][];
}

/** Builds a fan chart; the y axis spans every interval drawn, with "nice" ticks. */
export function fanChart(input: FanInput): FanChart {
  const width = 640;
  const height = 240;
  const plot = { left: 64, right: width - 16, top: 12, bottom: height - 30 };
  const n = input.point.length;
  const x = scaleLinear()
    .domain([0, Math.max(1, n - 1)])
    .range([plot.left + 6, plot.right - 6]);
  const all = [...input.point, ...input.adjusted, ...input.intervals95.flat(), ...input.adjusted80.flat()].filter(Number.isFinite);
  const lo = all.length ? Math.min(...all) : 0;
  const hi = all.length ? Math.max(...all) : 1;
  const y = scaleLinear()
    .domain(lo === hi ? [lo - 1, hi + 1] : [lo, hi])
    .nice(5)
    .range([plot.bottom, plot.top]);
  const path = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v));
  const band = area<[number, number]>()
    .x((_, i) => x(i))
    .y0((p) => y(p[0]))
    .y1((p) => y(p[1]));
  const every = Math.max(1, Math.ceil(n / 8));
  const format = y.tickFormat(5);
  return {
    width,
    height,
    plot,
    xTicks: xTicks(input.stepLabels.map((label, i) => ({ at: round(x(i)), label })).filter((_, i) => i % every === 0 || i === n - 1)),
    yTicks: y.ticks(5).map((v) => ({ at: round(y(v)), label: format(v), anchor: 'end' as const })),
    band95: band(input.intervals95) ?? '',
    band80: band(input.intervals80) ?? '',
    baseline: path(input.point) ?? '',
    adjusted: path(input.adjusted) ?? '',
    adjustedBand80: band(input.adjusted80) ?? '',
  };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
