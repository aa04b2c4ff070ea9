/**
 * The webhook sender (docs/decisions.md "Webhooks"): takes due deliveries from the
 * `webhook_deliveries` table (src/domain/webhooks/deliveries.ts), up to `WEBHOOK_CONCURRENCY`
 * attempts at once and at most one per endpoint over all processes, and sends each
 * (src/queue/jobs/deliver-webhook.ts). It wakes on the notification that the transaction writing a
 * job's event sends at commit, at the due time of each retry it scheduled, and on a poll
 * (`WEBHOOK_POLL_SECONDS`) for retries another process scheduled or a missed notification.
 * Deliveries live in the database, so they survive a restart; an attempt cut short by a crash is
 * retried once the endpoint's lease (the attempt's time limit + 5 s) has passed.
 */
import fs from 'node:fs';
import tls from 'node:tls';
import type { AppContext } from '../domain/context.js';
import { claimDueDelivery, WEBHOOK_DELIVERIES_CHANNEL } from '../domain/webhooks/index.js';
import { deliverWebhook } from './jobs/deliver-webhook.js';

/** How much longer than an attempt's time limit an endpoint's lease lasts, seconds. */
export const LEASE_MARGIN_SECONDS = 5;

/** A running sender. */
export interface WebhookSenderHandle {
  /** Looks for due deliveries now. */
  wake(): void;
  /** Stops taking deliveries and abandons attempts in flight (they are recorded as interrupted and retried). */
  stop(): Promise<void>;
}

/**
 * TLS settings trusting Node's roots plus `WEBHOOK_CA_FILE`'s authorities, built once for every
 * attempt; undefined (Node's default) without the file.
 */
function secureContextFor(caFile: string | null): tls.SecureContext | undefined {
  return caFile ? tls.createSecureContext({ ca: [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')] }) : undefined;
}

/**
 * Starts sending due webhook deliveries.
 * @throws when `WEBHOOK_CA_FILE` cannot be read.
 */
export async function startWebhookSender(ctx: AppContext): Promise<WebhookSenderHandle> {
  const cfg = ctx.config.webhooks;
  const secureContext = secureContextFor(cfg.caFile);
  const leaseSeconds = cfg.timeoutSeconds + LEASE_MARGIN_SECONDS;
  const shutdown = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let pumping = false;
  let again = false;

  const retryAt = (seconds: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, Math.ceil(seconds * 1000) + 5);
    timer.unref();
    timers.add(timer);
  };

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
        while (!stopped && inFlight.size < cfg.concurrency) {
          const claim = await claimDueDelivery(ctx.db, leaseSeconds);
          if (!claim) break;
          const run: Promise<void> = deliverWebhook(ctx, claim, { secureContext, signal: shutdown.signal })
            .then((r) => {
              if (r.retryInSeconds !== null && !stopped) retryAt(r.retryInSeconds);
            })
            .catch((err) => ctx.logger.error({ err, deliveryId: claim.deliveryId }, 'could not record a webhook attempt; it is retried after the lease'))
            .finally(() => {
              inFlight.delete(run);
              void pump();
            });
          inFlight.add(run);
        }
      } while (again && !stopped);
    } catch (err) {
      ctx.logger.error({ err }, 'could not take a webhook delivery; retrying at the next poll');
    } finally {
      pumping = false;
    }
  };
  const wake = () => void pump();

  const unlisten = await ctx.database.listen(WEBHOOK_DELIVERIES_CHANNEL, wake).catch((err) => {
    ctx.logger.warn({ err }, 'no webhook notifications; polling only');
    return async () => {};
  });
  const poll = setInterval(wake, cfg.pollSeconds * 1000);
  poll.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      for (const t of timers) clearTimeout(t);
      await unlisten();
      shutdown.abort();
      while (pumping || inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        if (pumping) await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
