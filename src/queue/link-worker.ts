/**
 * The link worker: takes pending link groups (src/domain/links/lifecycle.ts) as soon as they are
 * queued (a database notification wakes it; a poll is the fallback), one at a time per process, and
 * runs each cross-analysis in the link threads (src/queue/link-pool.ts). Engine failures fail the
 * link and refund it once; infrastructure errors hand it back to the queue. A reaper pass hands back
 * links whose worker died and refunds tiebreakers whose process died.
 */
import type { AppContext } from '../domain/context.js';
import { claimNextLink, completeLink, failLink, loadMemberSources, MemberUnavailableError, reapStaleLinks, reapStaleTiebreakers, releaseLink, touchLink, type ClaimedLink } from '../domain/links/index.js';
import { LINKS_CHANNEL } from './dispatch.js';
import { retryDelaySeconds } from './jobs/simulate.js';

/** A running link worker. */
export interface LinkWorkerHandle {
  /** Looks for links to take now (also on every notification and poll). */
  wake(): void;
  /** Runs one reaper pass now. */
  reap(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs one claimed link to its end. Never throws.
 * @returns after the link is complete, failed (refunded) or handed back.
 */
export async function runLinkAnalysis(ctx: AppContext, link: ClaimedLink): Promise<void> {
  const heartbeat = setInterval(() => void touchLink(ctx.db, link.id, link.attempt).catch(() => {}), ctx.config.heartbeatSeconds * 1000);
  try {
    let sources;
    try {
      sources = await loadMemberSources(ctx.db, link.tenantId, link.scenarioIds);
    } catch (err) {
      if (err instanceof MemberUnavailableError) {
        await failLink(ctx.db, link.id, link.attempt, { code: 'member_unavailable', message: err.message });
        return;
      }
      throw err;
    }
    let result;
    try {
      result = await ctx.linkEngine.analyze(sources, link.mode);
    } catch (err) {
      ctx.logger.warn({ linkId: link.id, err }, 'link analysis failed');
      await failLink(ctx.db, link.id, link.attempt, { code: 'engine_error', message: err instanceof Error ? err.message : String(err) });
      return;
    }
    clearInterval(heartbeat);
    await completeLink(ctx.db, link.id, link.attempt, result);
    ctx.logger.info({ linkId: link.id }, 'link analysis completed');
  } catch (err) {
    ctx.logger.error({ err, linkId: link.id }, 'link analysis interrupted by an infrastructure error; handing it back');
    await releaseLink(ctx, link.id, link.attempt, retryDelaySeconds(link.attempt)).catch((e) => ctx.logger.error({ err: e, linkId: link.id }, 'could not hand the link back; the reaper will'));
  } finally {
    clearInterval(heartbeat);
  }
}

/** Starts taking link groups, and the reaper timer. */
export async function startLinkWorker(ctx: AppContext, options: { reapIntervalMs?: number } = {}): Promise<LinkWorkerHandle> {
  let stopped = false;
  let pumping = false;
  let again = false;
  let current: Promise<void> | null = null;
  const pump = async (): Promise<void> => {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped) {
          const link = await claimNextLink(ctx);
          if (!link) break;
          current = runLinkAnalysis(ctx, link);
          await current;
          current = null;
        }
      } while (again && !stopped);
    } catch (err) {
      ctx.logger.error({ err }, 'could not take a link; retrying at the next poll');
    } finally {
      pumping = false;
    }
  };
  const wake = () => void pump();
  const unlisten = await ctx.database.listen(LINKS_CHANNEL, wake).catch((err) => {
    ctx.logger.warn({ err }, 'no link queue notifications; polling only');
    return async () => {};
  });
  const poll = setInterval(wake, ctx.config.workerPollSeconds * 1000);
  poll.unref();
  const reap = async () => (await reapStaleLinks(ctx)) + (await reapStaleTiebreakers(ctx.db));
  const reaper = setInterval(() => void reap().catch((err) => ctx.logger.error({ err }, 'link reaper pass failed')), options.reapIntervalMs ?? ctx.config.heartbeatSeconds * 1000);
  reaper.unref();
  wake();
  return {
    wake,
    reap,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(reaper);
      await unlisten();
      // The link in progress finishes (a few seconds at most); a crash mid-run is the reaper's.
      while (pumping || current) await (current ?? new Promise((r) => setTimeout(r, 10)));
    },
  };
}
