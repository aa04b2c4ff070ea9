/**
 * Fixed-window counters in process memory: the rate-limit store of a single process (the embedded
 * default, no Redis). Expired windows are swept once the map grows past `SWEEP_AT` keys, so memory
 * stays bounded by the keys active in one window.
 */
import type { RateLimitStore, WindowCount } from '../domain/ports.js';

/** Keys held before expired windows are swept. */
const SWEEP_AT = 10_000;

/**
 * Creates an in-memory store.
 * @param now clock in ms (tests pass a fake one)
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (windows.size >= SWEEP_AT) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - t };
    },
    async close() {
      windows.clear();
    },
  };
}
