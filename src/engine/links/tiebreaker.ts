/**
 * The Decision Tiebreaker (docs/api.md "Links"): resolves a close `compare` link with extra
 * replicates of every member's base run, with more agents and new seeds than the original runs
 * (TIEBREAKER in ./constants.ts), and names the member with the lowest mean risk.
 */
import { format } from '../i18n/index.js';
import { AGENTS, LANGUAGES, SEED } from '../../contracts/limits.js';
import type { Lang } from '../types.js';
import { formatNumber, linkCatalog } from './catalog.js';
import { LINK, TIEBREAKER } from './constants.js';
import { orderByRisk, probabilityBest, riskMoments } from './probability.js';
import { replicateRisks } from './replicates.js';
import type { TiebreakerMemberInput, TiebreakerResult } from './types.js';

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** The tiebreaker's seed for a member: its own seed moved by a fixed offset, within SEED's range. */
export function tiebreakerSeed(seed: number): number {
  return (seed + TIEBREAKER.seedOffset) % (SEED.max + 1);
}

/**
 * Runs the tiebreaker on `members` (two or more).
 * @throws Error when fewer than two members are given; EngineInputError for an input the engine refuses.
 */
export function runTiebreaker(members: readonly TiebreakerMemberInput[]): TiebreakerResult {
  if (members.length < 2) throw new Error('The tiebreaker needs at least two members');
  const runs = members.map((m) => {
    const nAgents = Math.min(AGENTS.max, m.input.nAgents * TIEBREAKER.agentFactor);
    const seed = tiebreakerSeed(m.input.seed);
    const risks = replicateRisks({ ...m.input, nAgents, seed, replicates: TIEBREAKER.replicates });
    return { m, nAgents, seed, risks, ...riskMoments(risks) };
  });
  const p = probabilityBest(runs.map((r) => r.risks));
  const order = orderByRisk(runs.map((r) => r.mean));
  const w = runs[order[0]!]!;
  const ru = runs[order[1]!]!;
  const margin = r1(ru.mean - w.mean);
  const pct = Math.round(p[order[0]!]! * 100);
  const rationale = {} as Record<Lang, string>;
  for (const lang of LANGUAGES) {
    const cat = linkCatalog(lang);
    rationale[lang] = format(margin < LINK.closeCallPoints ? cat.tiebreaker.still_close : cat.tiebreaker.decided, {
      replicates: TIEBREAKER.replicates,
      agents: w.nAgents,
      name: w.m.name,
      risk: formatNumber(w.mean, lang),
      margin: formatNumber(margin, lang),
      runner_up: ru.m.name,
      pct,
    });
  }
  return {
    winner: { scenario_id: w.m.scenario_id, name: w.m.name },
    margin,
    probability_best: runs.map((r, i) => ({ scenario_id: r.m.scenario_id, probability: r3(p[i]!) })),
    rationale,
    replicates: {
      per_member: TIEBREAKER.replicates,
      n_agents: runs.map((r) => r.nAgents),
      seeds: runs.map((r) => r.seed),
      risk: runs.map((r) => ({ scenario_id: r.m.scenario_id, mean: r1(r.mean), sd: r1(r.sd) })),
      total: TIEBREAKER.replicates * runs.length,
    },
  };
}
