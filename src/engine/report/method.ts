/** The report's `method` note: engine version, run settings, calibration in force, and the sources of the figures. */
import { AGE, DYNAMICS, HEAVY_POSTERS, IDEOLOGY, MECHANISM_ANCHORS, MORAL_FOUNDATIONS, ROLES } from '../population/priors.js';
import type { MethodNote } from '../types.js';
import type { ReportInputs } from './context.js';

/** Version of the engine's model: 0.4.0 since the learned reader decides what the simulation acts on (issue 20; docs/engine.md "Reading"); 0.5.0 since the risk also blends the expected severity (reader/severity.ts); 0.6.0 with its fitted scale; 0.7.0 since it reads word vectors and denied relief (tenth session); 0.8.0 with the reader retrained on 73 writers without cause sides, the expected severity on 76, and the calibration refitted (eleventh session); 0.9.0 with the writer-bagged reader (two members on w01–w74, two on 85 writers), restatements by shell nouns and the calibration refitted (twelfth session); 0.9.1 with comparable cases matched on gain or loss, the plan's own exemptions simulated, and the expected severity on the writers' scale (thirteenth session); 0.9.2 with the expected severity retrained with w97, mixed over the three likeliest central sentences, and the calibration refitted (fourteenth session); 0.9.3 with direction networks over features joined to the class (fifteenth session); 0.9.4 with object spans that read a passive's subject and comparable cases that also compare words (sixteenth session); 0.9.5 with framing cues counted by the reader's probability of them and the plan's own framing held to its lever's plausible bound (seventeenth session); 0.9.6 with the expected-severity network retrained with writers w00, w06, w98 and x00–x05 (eighteenth session); 0.9.7 with object spans that never cut a written figure, actor names without a spokesperson's role, "no longer" no shared word of a comparable, and the stance and owned-content levers of blind reads 26–27 (nineteenth session). */
export const ENGINE_VERSION = '0.9.7';

/** The sources of the population and dynamics figures (population/priors.ts), in a fixed order. */
const SOURCES: readonly string[] = [
  AGE.source,
  IDEOLOGY.source,
  HEAVY_POSTERS.source,
  ROLES.source,
  MORAL_FOUNDATIONS.source,
  MECHANISM_ANCHORS.fairnessSource,
  MECHANISM_ANCHORS.lossSource,
  MECHANISM_ANCHORS.privacySource,
  MECHANISM_ANCHORS.identitySource,
  MECHANISM_ANCHORS.trustSource,
  DYNAMICS.moralEmotionalSource,
  DYNAMICS.outgroupSource,
  DYNAMICS.peerWeightSource,
  DYNAMICS.confidenceBoundSource,
];

/** `method`: how this report was produced (seed, sizes, calibration weights, sources). */
export function buildMethod(inp: ReportInputs): MethodNote {
  const { input, levers, expected } = inp;
  return {
    engine: 'agent-simulation',
    engine_version: ENGINE_VERSION,
    seed: input.seed,
    replicates: input.replicates,
    n_agents: input.nAgents,
    n_rounds: input.nRounds,
    calibration: {
      mechanism_weights: { ...levers.calibration.mechanismWeights },
      pressure_gain: levers.calibration.pressureGain,
      risk_curve: levers.calibration.riskCurve,
      reference_weight: levers.calibration.referenceWeight,
      reference_k: levers.calibration.referenceK,
      expected_severity_weight: levers.calibration.severityWeight,
      expected_severity_scale: levers.calibration.severityScale,
    },
    ...(expected ? { expected_severity: Math.round(expected.severity * 100) / 100 } : {}),
    sources: [...SOURCES],
  };
}
