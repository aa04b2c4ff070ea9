/** The few words the Brain adds around report passages, per language (docs/decisions.md "Issue 26: the Brain"). */
import type { Lang } from '../../contracts/limits.js';

/** Words of one language. */
export interface BrainWords {
  level: Record<string, string>;
  risk(name: string, value: number, level: string, lo: number, hi: number, confidence: number, confidenceLabel: string): string;
  reduces(points: number): string;
  points(points: number): string;
  figure: Record<'risk_score' | 'risk_level' | 'confidence' | 'top_failure_mode' | 'top_mitigation' | 'members' | 'winner' | 'margin', string>;
  nothing: string;
  highest(title: string): string;
  lowest(title: string): string;
  why: string;
  from(title: string): string;
  ranking(names: string[]): string;
  member(name: string, value: number, level: string): string;
}

const en: BrainWords = {
  level: { low: 'low', moderate: 'moderate', high: 'high', severe: 'severe' },
  risk: (name, value, level, lo, hi, c, cl) =>
    `${name}: risk of backlash ${value} of 100 (${level}), 80 % interval ${lo}–${hi}; confidence ${c.toFixed(2)} (${cl}).`,
  reduces: (p) => `(lowers the risk by ${p} points)`,
  points: (p) => `(${p} risk points)`,
  figure: {
    risk_score: 'Risk score (0–100)',
    risk_level: 'Risk level',
    confidence: 'Confidence (0–1)',
    top_failure_mode: 'Largest failure mode',
    top_mitigation: 'Most effective measure',
    members: 'Linked reports',
    winner: 'Recommended',
    margin: 'Margin (risk points)',
  },
  nothing: 'Nothing relevant was found in your reports for this question.',
  highest: (t) => `Of the reports that match, “${t}” has the highest risk.`,
  lowest: (t) => `Of the reports that match, “${t}” has the lowest risk.`,
  why: 'Why, according to the report:',
  from: (t) => `From “${t}”:`,
  ranking: (names) => `Ranking, lowest risk first: ${names.join(', ')}.`,
  member: (name, v, l) => `${name}: risk ${v} of 100 (${l}).`,
};

const es: BrainWords = {
  level: { low: 'bajo', moderate: 'moderado', high: 'alto', severe: 'grave' },
  risk: (name, value, level, lo, hi, c, cl) =>
    `${name}: riesgo de rechazo ${value} de 100 (${level}), intervalo del 80 % ${lo}–${hi}; confianza ${c.toFixed(2)} (${cl}).`,
  reduces: (p) => `(baja el riesgo ${p} puntos)`,
  points: (p) => `(${p} puntos de riesgo)`,
  figure: {
    risk_score: 'Riesgo (0–100)',
    risk_level: 'Nivel de riesgo',
    confidence: 'Confianza (0–1)',
    top_failure_mode: 'Principal modo de fallo',
    top_mitigation: 'Medida más eficaz',
    members: 'Informes enlazados',
    winner: 'Recomendado',
    margin: 'Margen (puntos de riesgo)',
  },
  nothing: 'No se encontró nada relevante en sus informes para esta pregunta.',
  highest: (t) => `De los informes que coinciden, «${t}» tiene el riesgo más alto.`,
  lowest: (t) => `De los informes que coinciden, «${t}» tiene el riesgo más bajo.`,
  why: 'Por qué, según el informe:',
  from: (t) => `De «${t}»:`,
  ranking: (names) => `Clasificación, de menor a mayor riesgo: ${names.join(', ')}.`,
  member: (name, v, l) => `${name}: riesgo ${v} de 100 (${l}).`,
};

/** The words of `lang`. */
export function brainWords(lang: Lang): BrainWords {
  return lang === 'es' ? es : en;
}
