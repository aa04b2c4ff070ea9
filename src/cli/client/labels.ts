/** The CLI client's words in English and Spanish (`--lang`, or SCENARIO_SIM_LANG). */
import { pageCatalog } from '../../pages/catalog.js';

/** Words of one language. */
export interface CliLabels {
  round: string;
  eta: string;
  status: Record<string, string>;
  submitted(id: string, cost: number, balance: number): string;
  risk: string;
  confidence: string;
  failureModes: string;
  measures: string;
  points: string;
  balance: string;
  simPrice: string;
  simsAvailable: string;
  linkCreated(id: string, cost: number): string;
  ranking: string;
  winner: string;
  margin: string;
  jobFailed(code: string, message: string): string;
  summary: string;
  counterNarratives: string;
  report: string;
  stillWaiting: string;
  /** Risk levels (report `risk_score.level`) in words: the hosted pages' words (src/pages/catalog.ts). */
  level: Record<string, string>;
  /** Confidence labels (report `confidence.label`) in words: the hosted pages' words. */
  confidenceLabel: Record<string, string>;
  /** Failure-mode severities (report `failure_modes[].severity`) in words: the hosted pages' words. */
  severityName: Record<string, string>;
  /** `run`'s summary (src/cli/summary.ts): the 80 % interval, the cohort table's header, section titles. */
  interval80: string;
  cohortHeader: string;
  failureModesRanked: string;
  /** Shown instead of failure modes when none adds to the simulated risk (they stay in the JSON). */
  noFailureSignal: string;
  mitigationsMeasured: string;
  /** Said under the mitigations heading when no measure not already in the plan is offered. */
  mitigationsNone: string;
  likelihood: string;
  syntheticQuote: string;
  /** `run`'s summary: a counter-narrative's suggested response, the monitoring plan's and the comparable cases' titles, a real case's severity and reversal. */
  response: string;
  monitoring: string;
  comparableCases(weight: number): string;
  realSeverity: string;
  reversed: string;
  /** How a comparable case is near: the words it shares with the text, or only the kind of change. */
  nearBy(words: readonly string[]): string;
  /** The markdown report's quotes section: its heading. */
  quotes: string;
  method(agents: number, rounds: number, replicates: number, seed: number, seconds: number): string;
}

const en: CliLabels = {
  round: 'round',
  eta: 'ETA',
  status: { queued: 'queued', running: 'running', completed: 'completed', failed: 'failed', pending: 'pending', complete: 'complete' },
  submitted: (id, cost, balance) => `Submitted job ${id} (charged ${cost.toFixed(2)} USD, balance ${balance.toFixed(2)} USD)`,
  risk: 'Risk',
  confidence: 'Confidence',
  failureModes: 'Failure modes',
  measures: 'Measures',
  points: 'pts',
  balance: 'Balance',
  simPrice: 'Price of one simulation',
  simsAvailable: 'Simulations available',
  linkCreated: (id, cost) => `Created link ${id} (charged ${cost.toFixed(2)} USD)`,
  ranking: 'Ranking (lowest risk first)',
  winner: 'Winner',
  margin: 'Margin',
  jobFailed: (code, message) => `The job failed and was refunded: ${code}: ${message}`,
  summary: 'Summary',
  counterNarratives: 'Counter-narratives',
  report: 'Report',
  stillWaiting: 'waiting',
  level: pageCatalog('en').level,
  confidenceLabel: pageCatalog('en').confidenceLabel,
  severityName: pageCatalog('en').severityName,
  interval80: '80% interval',
  cohortHeader: 'Cohort                               share  aware support oppose    net  top concern',
  failureModesRanked: 'Failure modes (ranked by measured contribution to risk)',
  noFailureSignal: '  None adds to the risk in the simulation: no group turns against the plan (the pathways the text could open are in the JSON).',
  mitigationsMeasured: 'Mitigations (measured by counterfactual runs)',
  mitigationsNone: 'No measure beyond what the plan already does lowers the risk by half a point or more in the simulation.',
  likelihood: 'likelihood',
  syntheticQuote: 'Synthetic quote',
  response: 'response',
  monitoring: 'What to watch (monitoring plan)',
  comparableCases: (w) => (w > 0 ? `Comparable real cases (${Math.round(w * 100)}% of the risk)` : 'Comparable real cases (shown, not blended into the risk)'),
  realSeverity: 'real reaction',
  reversed: 'reversed',
  nearBy: (words) => (words.length ? `shares: ${words.join(', ')}` : 'near only by the kind of change'),
  quotes: 'Synthetic quotes',
  method: (a, r, k, seed, sec) => `${a} agents × ${r} rounds × ${k} replicates, seed ${seed}; ${sec.toFixed(2)} s`,
};

const es: CliLabels = {
  round: 'ronda',
  eta: 'fin estimado',
  status: { queued: 'en cola', running: 'en curso', completed: 'completado', failed: 'fallido', pending: 'pendiente', complete: 'completo' },
  submitted: (id, cost, balance) => `Trabajo ${id} enviado (cargo ${cost.toFixed(2)} USD, saldo ${balance.toFixed(2)} USD)`,
  risk: 'Riesgo',
  confidence: 'Confianza',
  failureModes: 'Modos de fallo',
  measures: 'Medidas',
  points: 'pts',
  balance: 'Saldo',
  simPrice: 'Precio de una simulación',
  simsAvailable: 'Simulaciones disponibles',
  linkCreated: (id, cost) => `Enlace ${id} creado (cargo ${cost.toFixed(2)} USD)`,
  ranking: 'Clasificación (menor riesgo primero)',
  winner: 'Ganador',
  margin: 'Margen',
  jobFailed: (code, message) => `El trabajo falló y se reembolsó: ${code}: ${message}`,
  summary: 'Resumen',
  counterNarratives: 'Contranarrativas',
  report: 'Informe',
  stillWaiting: 'esperando',
  level: pageCatalog('es').level,
  confidenceLabel: pageCatalog('es').confidenceLabel,
  severityName: pageCatalog('es').severityName,
  interval80: 'intervalo del 80 %',
  cohortHeader: 'Cohorte                              peso   enter. apoyo  rechazo  neto  preocupación principal',
  failureModesRanked: 'Modos de fallo (ordenados por su contribución medida al riesgo)',
  noFailureSignal: '  Ninguno suma riesgo en la simulación: ningún grupo se vuelve contra el plan (las vías que el texto podría abrir están en el JSON).',
  mitigationsMeasured: 'Medidas (medidas con simulaciones contrafactuales)',
  mitigationsNone: 'Ninguna medida, más allá de lo que el plan ya hace, reduce el riesgo en medio punto o más en la simulación.',
  likelihood: 'probabilidad',
  syntheticQuote: 'Cita sintética',
  response: 'respuesta',
  monitoring: 'Qué vigilar (plan de seguimiento)',
  comparableCases: (w) => (w > 0 ? `Casos reales comparables (${Math.round(w * 100)} % del riesgo)` : 'Casos reales comparables (se muestran, no entran en el riesgo)'),
  realSeverity: 'reacción real',
  reversed: 'revertido',
  nearBy: (words) => (words.length ? `comparte: ${words.join(', ')}` : 'solo se parece en el tipo de cambio'),
  quotes: 'Citas sintéticas',
  method: (a, r, k, seed, sec) => `${a} agentes × ${r} rondas × ${k} réplicas, semilla ${seed}; ${sec.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`,
};

/** The labels of `lang` (es, else English). */
export function cliLabels(lang: string | undefined): CliLabels {
  return lang?.toLowerCase().startsWith('es') ? es : en;
}
