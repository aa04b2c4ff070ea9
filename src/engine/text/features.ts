/**
 * Scenario understanding (docs/engine.md step 1): from text to the features the simulation needs,
 * each with the spans it came from. Deterministic, no model download: our own lexicon
 * (`lexicon.ts`) plus VADER sentiment (Hutto & Gilbert 2014, `vader-sentiment`).
 */
import vader from 'vader-sentiment';
import { extractEntities, extractObject } from './nlp.js';
import type { TextSpan } from '../types.js';
import {
  FRAMING_CUES,
  ISSUE_TYPES,
  MECHANISMS,
  MORAL_CUES,
  MORAL_EMOTIONAL,
  OUTGROUP,
  STAKEHOLDER_CUES,
  type Mechanism,
  type RoleTarget,
} from './lexicon.js';
import { TEXT } from '../constants.js';

/** A detected issue type with its strength in [0, 1] and evidence. */
export interface IssueHit {
  type: string;
  weight: number;
  spans: TextSpan[];
  targets: RoleTarget[];
}

/** A quantity or date pulled from the text (wink-nlp entities; `price_change` from "from $a to $b"). */
export interface Magnitude {
  kind: 'percent' | 'money' | 'count' | 'date' | 'duration' | 'price_change';
  /** Numeric value (percent points, currency units, count); null for dates and durations. */
  value: number | null;
  text: string;
  start: number;
}

/** Everything the rest of the engine knows about the scenario. */
export interface ScenarioFeatures {
  actor: string;
  /** Object of the announced action ("standard plan", "new formula"); empty when not found. */
  object: string;
  text: string;
  issues: IssueHit[];
  /** Mechanism intensities in [0, 1], before framing. */
  mechanisms: Record<Mechanism, number>;
  /** Which issue types feed each mechanism, with their share (for drivers and ablation). */
  mechanismSources: Record<Mechanism, { type: string; share: number }[]>;
  stakeholders: string[];
  /** Role shares named by the text (counts of mentions per role). */
  roleMentions: Record<'customer' | 'employee' | 'partner' | 'investor' | 'public', number>;
  magnitudes: Magnitude[];
  /** Relative price/fee change if one can be read (0.2 = +20 %), else null. */
  priceChange: number | null;
  framing: Record<string, { present: boolean; strength: number; spans: TextSpan[] }>;
  /** VADER compound score in [-1, 1]. */
  sentiment: number;
  moral: Record<'care' | 'fairness' | 'loyalty' | 'authority' | 'purity', number>;
  moralEmotionalWords: number;
  outgroupWords: number;
  /** Identity direction: +1 progressive-coded, −1 conservative-coded, 0 none (drives which side objects). */
  identityDirection: number;
  /** Share of sentences in which the lexicon recognised something, in [0, 1]. */
  coverage: number;
  wordCount: number;
}

function spansOf(text: string, pattern: RegExp, max = 3): TextSpan[] {
  const out: TextSpan[] = [];
  for (const m of text.matchAll(pattern)) {
    out.push({ start: m.index!, end: m.index! + m[0].length, text: m[0] });
    if (out.length >= max) break;
  }
  return out;
}

function countOf(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n++;
  return n;
}

/** Saturating map of hit counts to a weight: 1 hit → 0.55, 2 → 0.8, 3+ → ~0.9+ (TEXT.issueMissRate). */
function saturate(hits: number): number {
  return hits <= 0 ? 0 : 1 - Math.pow(TEXT.issueMissRate, hits);
}

const ACTOR_VERBS = /\s+(?:will|plans?|is|are|has|have|announce[sd]?|intends?|to|today|would)\b/;

/** The actor: the subject of the first sentence ("The Coca-Cola Company will …" → "The Coca-Cola Company"). */
export function extractActor(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  const fromStart = first.replace(/^(from|on|in|starting|beginning|by)\b[^,]*,(\s*\d{4},)?\s*/i, '');
  const m = ACTOR_VERBS.exec(fromStart);
  let subject = m ? fromStart.slice(0, m.index) : '';
  subject = subject.replace(/[,;:].*$/, '').trim();
  if (subject.length < 2 || subject.length > 60 || !/[A-Z]/.test(subject)) {
    const caps = /\b([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)/.exec(first);
    subject = caps ? caps[1]! : '';
  }
  return subject || '';
}

function parseNumber(s: string): number {
  return Number(s.replace(/,/g, ''));
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dozen: 12, hundred: 100, thousand: 1000 };

/** The number an entity states ("about 52 million" → 52e6, "$0.24" → 0.24, "two" → 2), or null. */
function entityValue(text: string): number | null {
  const m = /(\d[\d,]*(?:\.\d+)?)\s*(million|billion|thousand|m|bn|k)?\b/i.exec(text);
  if (!m) {
    const w = text.toLowerCase().split(/[\s-]+/).find((x) => x in NUMBER_WORDS);
    return w ? NUMBER_WORDS[w]! : null;
  }
  let v = parseNumber(m[1]!);
  const unit = m[2]?.toLowerCase();
  if (unit === 'million' || unit === 'm') v *= 1e6;
  else if (unit === 'billion' || unit === 'bn') v *= 1e9;
  else if (unit === 'thousand' || unit === 'k') v *= 1e3;
  return v;
}

const ENTITY_KIND: Record<string, Magnitude['kind']> = { MONEY: 'money', PERCENT: 'percent', CARDINAL: 'count', DATE: 'date', DURATION: 'duration' };

/** Quantities and dates (wink-nlp entities), plus the relative price change ("from $550 to $695" → 0.264). */
export function extractMagnitudes(text: string): { magnitudes: Magnitude[]; priceChange: number | null } {
  const magnitudes: Magnitude[] = [];
  for (const e of extractEntities(text)) {
    const kind = ENTITY_KIND[e.type];
    if (!kind) continue;
    const value = kind === 'date' || kind === 'duration' ? null : entityValue(e.text);
    if (kind !== 'date' && kind !== 'duration' && value === null) continue;
    magnitudes.push({ kind, value, text: e.text, start: e.start });
  }
  let priceChange: number | null = null;
  const pct = /\b(?:rais\w*|increas\w*|ris\w*|hik\w*|up)\b[^.;]{0,40}?(\d+(?:\.\d+)?)\s?(?:%|percent|per cent)/i.exec(text);
  if (pct) priceChange = Number(pct[1]) / 100;
  // "from $550 to $695" counts only in a sentence about a price or fee, not wages.
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (priceChange !== null) break;
    if (!/\b(prices?|fees?|fares?|subscriptions?|membership|costs?|rates?|premiums?)\b/i.test(sentence)) continue;
    const fromTo = /from (?:US)?[$£€]\s?(\d[\d,]*(?:\.\d+)?)\s+to\s+(?:US)?[$£€]\s?(\d[\d,]*(?:\.\d+)?)/i.exec(sentence);
    if (!fromTo) continue;
    const a = parseNumber(fromTo[1]!);
    const b = parseNumber(fromTo[2]!);
    if (a > 0 && b !== a) {
      priceChange = (b - a) / a;
      magnitudes.push({ kind: 'price_change', value: Math.round(priceChange * 1000) / 10, text: fromTo[0], start: text.indexOf(fromTo[0]) });
    }
  }
  magnitudes.sort((x, y) => x.start - y.start);
  return { magnitudes, priceChange };
}

const PROGRESSIVE_CODED = /\b(transgender|trans |lgbtq?\+?|pride|gay|same-sex|diversity|equity|inclusion|dei\b|racial|racism|social justice|kneel\w*|police brutality|climate|immigrant\w*|refugee\w*)\b/gi;
const CONSERVATIVE_CODED = /\b(patriot\w*|national anthem|flag|gun rights|second amendment|pro-life|traditional values|faith|christian|end(?:ing)? (?:our )?(?:dei|diversity))\b/gi;

/**
 * Reads the features of a scenario text.
 * @param text cleaned scenario text (any length; empty text gives an all-zero profile).
 */
export function extractFeatures(text: string): ScenarioFeatures {
  const issues: IssueHit[] = [];
  const mechanisms = Object.fromEntries(MECHANISMS.map((m) => [m, 0])) as Record<Mechanism, number>;
  const raw: Record<Mechanism, { type: string; v: number }[]> = Object.fromEntries(MECHANISMS.map((m) => [m, []])) as any;

  for (const issue of ISSUE_TYPES) {
    let hits = 0;
    const spans: TextSpan[] = [];
    for (const p of issue.patterns) {
      const found = spansOf(text, p, 5);
      hits += countOf(text, p);
      spans.push(...found);
    }
    if (hits === 0) continue;
    const weight = saturate(hits);
    spans.sort((a, b) => a.start - b.start);
    issues.push({ type: issue.id, weight, spans: spans.slice(0, 3), targets: issue.targets });
    for (const [mech, w] of Object.entries(issue.mechanisms) as [Mechanism, number][]) {
      raw[mech].push({ type: issue.id, v: w * weight });
    }
  }
  const mechanismSources = {} as ScenarioFeatures['mechanismSources'];
  for (const mech of MECHANISMS) {
    // Probabilistic OR: several issues loading one mechanism add up without exceeding 1.
    const contributions = raw[mech];
    let notEngaged = 1;
    for (const c of contributions) notEngaged *= 1 - c.v;
    mechanisms[mech] = 1 - notEngaged;
    const total = contributions.reduce((s, c) => s + c.v, 0);
    mechanismSources[mech] = contributions
      .map((c) => ({ type: c.type, share: total > 0 ? c.v / total : 0 }))
      .sort((a, b) => b.share - a.share);
  }

  const framing: ScenarioFeatures['framing'] = {};
  for (const [cue, patterns] of Object.entries(FRAMING_CUES)) {
    const spans = patterns.flatMap((p) => spansOf(text, p, 3));
    const hits = patterns.reduce((s, p) => s + countOf(text, p), 0);
    // One clear statement of a frame ("existing customers keep their price") is most of its effect.
    framing[cue] = { present: hits > 0, strength: hits === 0 ? 0 : Math.min(1, TEXT.frameFirstHit + TEXT.frameNextHit * (hits - 1)), spans: spans.slice(0, 3) };
  }

  const roleMentions = { customer: 0, employee: 0, partner: 0, investor: 0, public: 0 };
  const stakeholders: string[] = [];
  for (const [name, cue] of Object.entries(STAKEHOLDER_CUES)) {
    const n = countOf(text, cue.pattern);
    if (n > 0) {
      stakeholders.push(name);
      roleMentions[cue.role] += n;
    }
  }

  const { magnitudes, priceChange } = extractMagnitudes(text);
  const words = text.split(/\s+/).filter(Boolean);
  const wordCount = words.length;
  const moral = { care: 0, fairness: 0, loyalty: 0, authority: 0, purity: 0 };
  for (const key of Object.keys(moral) as (keyof typeof moral)[]) {
    moral[key] = Math.min(1, countOf(text, MORAL_CUES[key]!) / Math.max(TEXT.moralCueMinWords, wordCount / TEXT.moralCueWordsPerCue));
  }
  const progressive = countOf(text, PROGRESSIVE_CODED);
  const conservative = countOf(text, CONSERVATIVE_CODED);
  const identityDirection = progressive === conservative ? 0 : progressive > conservative ? 1 : -1;

  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  const allPatterns = [...ISSUE_TYPES.flatMap((i) => i.patterns), ...Object.values(FRAMING_CUES).flat()];
  let understood = 0;
  for (const s of sentences) if (allPatterns.some((p) => countOf(s, p) > 0)) understood++;
  const coverage = sentences.length ? understood / sentences.length : 0;

  const sentiment = text.trim() ? vader.SentimentIntensityAnalyzer.polarity_scores(text).compound : 0;

  return {
    actor: extractActor(text),
    object: text.trim() ? extractObject(text) : '',
    text,
    issues: issues.sort((a, b) => b.weight - a.weight || a.type.localeCompare(b.type)),
    mechanisms,
    mechanismSources,
    stakeholders,
    roleMentions,
    magnitudes,
    priceChange,
    framing,
    sentiment,
    moral,
    moralEmotionalWords: countOf(text, MORAL_EMOTIONAL),
    outgroupWords: countOf(text, OUTGROUP),
    identityDirection,
    coverage,
    wordCount,
  };
}
