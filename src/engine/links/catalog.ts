/**
 * Message catalogs of the cross-analysis (English and Spanish): every text the link analysis writes
 * comes from here, filled with `format` (src/engine/i18n). Slot values are names the caller gave,
 * numbers, and texts already rendered from the engine's own catalogs (mitigation actions, cohort
 * labels, failure-mode titles).
 */
import type { Lang } from '../types.js';

/** One language's texts of the cross-analysis. */
export interface LinkCatalog {
  levels: { low: string; moderate: string; high: string; severe: string };
  /** Words for a report's confidence label. */
  confidence: { low: string; medium: string; high: string };
  /** Joins a list: "a, b and c". */
  and: string;
  reasons: {
    lowest_risk: string;
    probability: string;
    avoids: string;
    cohort: string;
    confidence: string;
    close_call: string;
  };
  summary: {
    ranked: string;
    compare_pct_item: string;
    compare: string;
    compare_risks_item: string;
    close_call: string;
    clear_gap: string;
    shared: string;
    none_shared: string;
    mitigation: string;
    forecast: string;
  };
  tiebreaker: {
    decided: string;
    still_close: string;
  };
}

const en: LinkCatalog = {
  levels: { low: 'low', moderate: 'moderate', high: 'high', severe: 'severe' },
  confidence: { low: 'low', medium: 'medium', high: 'high' },
  and: 'and',
  reasons: {
    lowest_risk: '{name} has the lowest backlash risk: {risk}/100 ({level}), {margin} points below {runner_up} ({risk2}/100).',
    probability: 'It has the lowest risk in {pct}% of comparisons between simulated worlds.',
    avoids: 'It avoids {modes}, which {others} carry.',
    cohort: 'Opposition is lower among {cohort}: net stance {net} against {net2} for {runner_up}.',
    confidence: 'Confidence in its result is {label} ({value}).',
    close_call: 'The lead is within {threshold} points, a close call: treat the recommendation as tentative.',
  },
  summary: {
    ranked: 'We recommend {name}: its backlash risk is {risk}/100 ({level}), against {others}; it has the lowest risk in {pct}% of comparisons between simulated worlds.',
    compare_pct_item: '{name} is lowest in {pct}% of comparisons',
    compare: 'This comparison names no winner. Backlash risk: {risks}. The two lowest are {margin} points apart; {best_pcts}.',
    compare_risks_item: '{name} {risk}/100 ({level})',
    close_call: 'That is a close call (within {threshold} points): the Decision Tiebreaker can settle it with more simulated worlds.',
    clear_gap: 'The gap is larger than the {threshold}-point tie threshold.',
    shared: 'Every option carries the same main risks ({modes}): plan for them whichever you choose.',
    none_shared: 'No failure mode is common to every option.',
    mitigation: 'The measure that helps most is: {action} (up to {points} points less risk, for {name}).',
    forecast: '{name} moves {series} by {change}% against its baseline forecast.',
  },
  tiebreaker: {
    decided: 'With {replicates} new simulated worlds per option and {agents} agents each, {name} has the lowest mean risk ({risk}/100), {margin} points below {runner_up}, and is lowest in {pct}% of comparisons.',
    still_close: 'Even with {replicates} new simulated worlds per option, {name} leads {runner_up} by only {margin} points (lowest in {pct}% of comparisons): the options are practically tied on risk, so decide on other grounds if they matter more.',
  },
};

const es: LinkCatalog = {
  levels: { low: 'bajo', moderate: 'moderado', high: 'alto', severe: 'grave' },
  confidence: { low: 'baja', medium: 'media', high: 'alta' },
  and: 'y',
  reasons: {
    lowest_risk: '{name} tiene el menor riesgo de rechazo: {risk}/100 ({level}), {margin} puntos por debajo de {runner_up} ({risk2}/100).',
    probability: 'Tiene el menor riesgo en el {pct} % de las comparaciones entre mundos simulados.',
    avoids: 'Evita {modes}, que sí presentan {others}.',
    cohort: 'La oposición es menor entre {cohort}: postura neta {net} frente a {net2} con {runner_up}.',
    confidence: 'La confianza en su resultado es {label} ({value}).',
    close_call: 'La ventaja es de menos de {threshold} puntos, un resultado ajustado: tome la recomendación como provisional.',
  },
  summary: {
    ranked: 'Recomendamos {name}: su riesgo de rechazo es {risk}/100 ({level}), frente a {others}; tiene el menor riesgo en el {pct} % de las comparaciones entre mundos simulados.',
    compare_pct_item: '{name} es el más bajo en el {pct} % de las comparaciones',
    compare: 'Esta comparación no nombra ganador. Riesgo de rechazo: {risks}. Los dos más bajos están a {margin} puntos; {best_pcts}.',
    compare_risks_item: '{name} {risk}/100 ({level})',
    close_call: 'Es un resultado ajustado (menos de {threshold} puntos): el Desempate de Decisión puede resolverlo con más mundos simulados.',
    clear_gap: 'La diferencia supera el umbral de empate de {threshold} puntos.',
    shared: 'Todas las opciones tienen los mismos riesgos principales ({modes}): prepárese para ellos elija la que elija.',
    none_shared: 'Ningún modo de fallo es común a todas las opciones.',
    mitigation: 'La medida que más ayuda es: {action} (hasta {points} puntos menos de riesgo, en {name}).',
    forecast: '{name} mueve {series} un {change} % frente a su previsión de base.',
  },
  tiebreaker: {
    decided: 'Con {replicates} mundos simulados nuevos por opción y {agents} agentes en cada uno, {name} tiene el menor riesgo medio ({risk}/100), {margin} puntos por debajo de {runner_up}, y es el más bajo en el {pct} % de las comparaciones.',
    still_close: 'Incluso con {replicates} mundos simulados nuevos por opción, {name} aventaja a {runner_up} por solo {margin} puntos (el más bajo en el {pct} % de las comparaciones): las opciones están prácticamente empatadas en riesgo; decida por otros motivos si pesan más.',
  },
};

const CATALOGS: Record<Lang, LinkCatalog> = { en, es };

/** The cross-analysis catalog of `lang` (English for a language without one). */
export function linkCatalog(lang: string): LinkCatalog {
  return CATALOGS[lang as Lang] ?? en;
}

/** A number as the language writes it: one decimal at most, decimal comma in Spanish. */
export function formatNumber(x: number, lang: Lang, decimals = 1): string {
  const f = 10 ** decimals;
  const v = Math.round(x * f) / f;
  const s = String(v);
  return lang === 'es' ? s.replace('.', ',') : s;
}

/** "a, b and c" in the catalog's language. */
export function joinList(items: readonly string[], cat: LinkCatalog): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${cat.and} ${items[items.length - 1]}`;
}
