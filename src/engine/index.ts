/**
 * The engine's public surface: the only module code outside `src/engine` imports
 * (docs/architecture.md "Layers", checked by dependency-cruiser). Everything else under
 * `src/engine` is internal and may change shape without notice.
 *
 * - Understanding: `understandScenario` (actor, change frames, framing; whether any change was found);
 *   `detectLanguage` (the text's language, en or es), which picks a report language left unset.
 * - Simulation: `runScenario` (a generator yielding per-round progress, returning the report) and
 *   `simulate` (the same, run to the end); `EngineInputError` for inputs the engine refuses.
 * - Report: `Report` and every sub-type of its JSON (`src/engine/types.ts`).
 * - Forecasting: `forecastSeries`, `seasonContext`, `inferFrequency`, `defaultHorizon` and their
 *   types, as the CLI and the domain's series validation use them.
 * - Links: `renderMember` (a member in every language), `crossAnalyze`, `runTiebreaker` (links/).
 */
export { runScenario, simulate } from './run.js';
export { EngineInputError } from './types.js';
export { understandScenario } from './understand/index.js';
export { detectLanguage } from './understand/language.js';
export type { Understanding, ChangeFrame, Actor, ActorType, ObjectClass, Direction } from './understand/index.js';
export type {
  AudienceInput,
  CohortBreakdown,
  Confidence,
  CounterNarrative,
  EngineInput,
  EngineRun,
  ExecutiveSummary,
  FailureMode,
  Lang,
  MethodNote,
  Mitigation,
  MonitoringSignal,
  Quote,
  Report,
  RiskDriver,
  RiskScore,
  RoundProgress,
  ScenarioUnderstanding,
  SentimentTrajectory,
  TextSpan,
  TrajectoryPoint,
} from './types.js';
export type { ConfidenceBasis, QuantitativeForecast } from './fusion/fuse.js';
export type { Calibration } from './calibration.js';

export { forecastSeries } from './forecast/forecaster.js';
export type { ForecastOptions, SeriesForecast } from './forecast/forecaster.js';
export type { SeasonContext } from './forecast/models.js';
export { defaultHorizon, FREQUENCIES, inferFrequency, seasonContext } from './forecast/frequency.js';
export type { Frequency } from './forecast/frequency.js';
export type { SeriesInput } from './forecast/series.js';

export { crossAnalyze, linkCatalog, LINK, probabilityBest, renderMember, replicateRisks, runTiebreaker, TIEBREAKER, tiebreakerSeed } from './links/index.js';
export type {
  CrossAnalysis,
  LinkCatalog,
  LinkMember,
  LinkMode,
  MemberSource,
  RenderedMember,
  TiebreakerMemberInput,
  TiebreakerResult,
} from './links/index.js';
