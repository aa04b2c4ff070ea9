/**
 * The body of one link thread (src/queue/link-pool.ts): the engine's link work, pure and CPU-bound,
 * off the event loop: a link's members re-rendered in every language with their replicate risks and
 * the cross-analysis per language, or the Decision Tiebreaker's extra replicates.
 */
import { LANGUAGES } from '../contracts/limits.js';
import { crossAnalyze, renderMember, runTiebreaker, type CrossAnalysis, type Lang, type LinkMode, type MemberSource, type TiebreakerMemberInput, type TiebreakerResult } from '../engine/index.js';
import type { LinkAnalysisResult } from '../domain/ports.js';

/** A task for a link thread. */
export type LinkTask = { kind: 'analyze'; members: MemberSource[]; mode: LinkMode } | { kind: 'tiebreak'; members: TiebreakerMemberInput[] };

/** What a thread answers (errors cross threads as data). */
export type LinkTaskResult = { ok: true; value: LinkAnalysisResult | TiebreakerResult } | { ok: false; message: string };

/** Runs one task. */
export default function runLinkTask(task: LinkTask): LinkTaskResult {
  try {
    if (task.kind === 'tiebreak') return { ok: true, value: runTiebreaker(task.members) };
    const members = task.members.map(renderMember);
    const analysis = {} as Record<Lang, CrossAnalysis>;
    for (const lang of LANGUAGES) {
      analysis[lang] = crossAnalyze(
        members.map((m) => ({ scenario_id: m.scenario_id, name: m.name, report: m.reports[lang], replicate_risks: m.replicate_risks })),
        task.mode,
        lang,
      );
    }
    return { ok: true, value: { members, analysis } };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
