/**
 * What every part of the report is built from (docs/engine.md steps 5–7): the run's input, the
 * text features, the levers, the replicate worlds and the outcomes of the base and
 * counterfactual runs, plus the catalog slots filled from the scenario's own words.
 */
import { capitalize, catalog, format } from '../i18n/index.js';
import { ES_NAMES_WITH_ARTICLE, esDefiniteNp, esWithInstitutionArticle } from '../i18n/es-finish.js';
import { withActor } from '../i18n/overrides.js';
import type { Catalog } from '../i18n/en.js';
import type { Mechanism } from '../text/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { Levers } from '../simulation/levers.js';
import { voiceType, type LeverCandidate } from './playbook.js';
import type { EnsembleOutcome, World } from '../simulation/ensemble.js';
import type { EngineInput } from '../types.js';
import type { ExpectedAnchor, ReferenceAnchor } from '../reference/anchor.js';
import { r1 } from './format.js';
import { singularChange } from './phrases.js';

export type { Catalog };

/** Everything the report is built from. */
export interface ReportInputs {
  /** The run's input, text trimmed and replicates resolved. */
  input: EngineInput & { replicates: number };
  features: ScenarioFeatures;
  levers: Levers;
  /** One world per replicate (population, network, cohort shares). */
  worlds: World[];
  /** The run with the scenario's own levers. */
  base: EnsembleOutcome;
  /** Runs with one mechanism switched off (failure-mode ranking). */
  ablations: Map<Mechanism, EnsembleOutcome>;
  /** Runs without one change × mechanism pathway, by `pathwayKey` (only where several changes feed the mechanism). */
  pathways: Map<string, EnsembleOutcome>;
  /** The playbook's levers for this scenario (report/playbook.ts), in the playbook's order. */
  candidates: LeverCandidate[];
  /** Each lever's counterfactual run, by `LeverCandidate.runKey`. */
  leverRuns: Map<string, EnsembleOutcome>;
  /** The comparable real cases every outcome's risk is blended with (reference/anchor.ts); null with an empty library. */
  anchor: ReferenceAnchor | null;
  /** The expected severity every outcome's risk is blended with (reference/anchor.ts); null when no change was read. */
  expected: ExpectedAnchor | null;
  /** Points (0–100) of the base run's risk that come from the anchors (comparable cases and expected severity), mean over replicates; 0 without anchors. */
  anchorPoints: number;
}

/** Slots of catalog templates filled from the scenario: who acts, what changes, on what. */
export interface TextVars {
  [slot: string]: string;
  /** The actor as read from the text, or the catalog's fallback ("the organisation"). */
  actor: string;
  /** "a 40% increase" when a price change was read; in Spanish, a fee or tax without a size is named by its object ("la tasa"); else the label of the main issue. */
  change: string;
  /** Object of the announced action ("standard plan"); empty when none was found. */
  object: string;
  /** A stated rise of a price, fee or tax as a quote says it ("20%"); empty otherwise. */
  pct: string;
}

/**
 * The catalog of the report's language, in the wording of the actor's type (a city's residents, a
 * club's fans), and with loss and unfairness worded without money when the main change costs nothing.
 */
export function reportCatalog(inp: ReportInputs): Catalog {
  const cat = withNamedGroups(withActor(catalog(inp.input.lang), voiceType(inp.features)), inp.features);
  // Churn and "gouging" wording fits only a change in what people pay.
  if (mainChangeIsPriced(inp.features)) return cat;
  const np = cat.nonprice;
  return {
    ...cat,
    failure_modes: { ...cat.failure_modes, ...np.failure_modes },
    counter_narratives: { ...cat.counter_narratives, ...np.counter_narratives },
    monitoring: { ...cat.monitoring, ...np.monitoring },
  };
}

/** Groups that name no one in particular: they neither name the cohorts nor stop a more specific group from doing so. */
const GENERIC_GROUPS: ReadonlySet<string> = new Set(['customers', 'existing customers', 'new customers', 'public']);

/** The customer cohorts whose label carries the named group (catalog `cohort_groups`). */
const NAMED_COHORTS = ['core_customers', 'price_sensitive_customers', 'privacy_minded_customers', 'attached_customers'] as const;

/**
 * `cat` with its customer cohorts named after the first specific customer or public group the central
 * change names (catalog `cohort_groups.nouns`: members, passengers, patients, …; the actor type's
 * wording when it has no noun for it, as for a council's residents), or, when the central change names
 * none but generic ones (`GENERIC_GROUPS`), the first group with a noun of any change; and a
 * company's partners as creators and developers only when the text names them. Groups the catalog
 * has no noun for (customers, the public) leave the actor type's wording.
 */
export function withNamedGroups(cat: Catalog, features: Pick<ScenarioFeatures, 'understanding' | 'actorType'>): Catalog {
  const frames = features.understanding.frames;
  const named = [...frames.filter((f) => f.central), ...frames.filter((f) => !f.central)].flatMap((f) => f.affected.map((a) => a.group));
  const g = cat.cohort_groups;
  // The people the central change names decide: when it names some, its first such group names the
  // cohorts, or leaves the actor type's wording when the catalog has no noun for it (a council's garden-waste
  // fee scrapped for "residents" kept "Businesses" from the council-tax line beside it, blind read 22).
  const people = (f: (typeof frames)[number]) => f.affected.filter((a) => (a.role === 'customer' || a.role === 'public') && !GENERIC_GROUPS.has(a.group)).map((a) => a.group);
  const centralPeople = frames.filter((f) => f.central).flatMap(people);
  const group = centralPeople.length ? (centralPeople[0]! in g.nouns ? centralPeople[0] : undefined) : named.find((n) => n in g.nouns);
  const cohorts = { ...cat.cohorts };
  if (group) {
    const noun = g.nouns[group]!;
    for (const id of NAMED_COHORTS) cohorts[id] = format(g[id], { group: noun, Group: capitalize(noun) });
  }
  // A broadcaster's partners keep its own wording (producers, advertisers), en-actors.ts / es-actors.ts.
  if (features.actorType === 'company' && voiceType(features) !== 'broadcaster') cohorts.partners = named.includes('partners') ? g.partners_named : g.partners_plain;
  return { ...cat, cohorts };
}

/** Whether the main announced change is a change in what people pay (a price, a fee or a tax). */
export function mainChangeIsPriced(features: ScenarioFeatures): boolean {
  return /^(price|fee|tax)_/.test(features.mainChange ?? '');
}

/** Whether the main announced change is a gain for those it lands on (a price cut, a new benefit), not a stance on a cause. */
export function mainChangeIsGain(features: ScenarioFeatures): boolean {
  const change = features.mainChange && features.changes.find((c) => c.type === features.mainChange);
  return !!change && !change.isCause && change.valence.affected > 0;
}

/** Whether `cat` is the Spanish catalog (in any actor's wording). */
const isEs = (cat: Catalog): boolean => cat.actor_fallback === catalog('es').actor_fallback;

/**
 * The actor as it reads inside a sentence: a Spanish common-noun actor's article in lower case
 * ("El Ayuntamiento de Valdemora" → "el Ayuntamiento de Valdemora", so that "de el" contracts to
 * "del"), an institutional name read without its article given it ("Ayuntamiento de Villaverde" → "el
 * Ayuntamiento de Villaverde"); names whose article is part of the name ("El Corte Inglés") and other
 * languages unchanged.
 * Sentence starts are capitalised by the finishing step (i18n/es-finish.ts).
 */
function inSentence(actor: string, cat: Catalog): string {
  if (!isEs(cat)) return actor;
  if (ES_NAMES_WITH_ARTICLE.some((n) => actor.startsWith(n))) return actor;
  return esWithInstitutionArticle(actor).replace(/^(El|La|Los|Las)(?=\s+\p{Lu})/u, (a) => a.toLowerCase());
}

/** The slots every template may use, in the catalog's language. */
export function textVars(features: ScenarioFeatures, cat: Catalog): TextVars {
  const actor = features.actor ? inSentence(features.actor, cat) : cat.actor_fallback;
  // The main announced change names the change; a stated rise of a price, fee or tax gives its size.
  const main = features.mainChange;
  const change =
    features.priceChange !== null && features.priceChange > 0 && main && /^(price|fee|tax)_up$/.test(main)
      ? format(cat.change_pct, { pct: r1(features.priceChange * 100) })
      : main && isEs(cat) && /^(fee|tax)_up$/.test(main) && features.object
        ? singularChange(esDefiniteNp(features.object), main, cat.grammar)
        : main
          ? cat.issues[main] ?? cat.change_generic
          : cat.change_generic;
  const rise = features.priceChange !== null && features.priceChange > 0 && main && /^(price|fee|tax)_up$/.test(main);
  return { actor, change, object: features.object, pct: rise ? format(cat.pct_only, { pct: r1(features.priceChange! * 100) }) : '' };
}
