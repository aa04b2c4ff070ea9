/**
 * A gate that admits at most `capacity` units of work at once and, when full, lets waiting units in
 * by flow in turn (round-robin): a flow waits for at most one unit of each other busy flow per free
 * place, however many units those flows have queued. Round robin with equal unit costs (deficit round
 * robin with one quantum; Shreedhar & Varghese, SIGCOMM 1995). Used for request admission
 * (src/http/admission.ts).
 *
 * Admissions happen in a later turn of the event loop (`setImmediate`; at most `capacity` a turn),
 * after the loop has taken in whatever arrived meanwhile. Work that runs without ever waiting on I/O
 * (a request on the in-process PGlite runs start to end in one go) would otherwise be served in the
 * order the sockets became readable, whatever the gate's order.
 */

/** Thrown by `FairGate.acquire` when its signal aborts before the unit was admitted. */
export class GateAbortedError extends Error {
  constructor() {
    super('The wait for the gate was abandoned');
    this.name = 'GateAbortedError';
  }
}

interface Waiter {
  admit: () => void;
  cancel: () => void;
}

/**
 * The gate. Not re-entrant: a unit that holds a place and asks for another while the gate is full
 * may wait for itself.
 */
export class FairGate {
  /** Waiting units per flow; a Map iterates in insertion order, so the first key is the next flow served. */
  private readonly waiting = new Map<string, Waiter[]>();
  private active = 0;
  private dispatchScheduled = false;

  /**
   * @param capacity units admitted at once, and at most per turn of the event loop (an integer ≥ 1)
   * @throws RangeError when capacity is not an integer ≥ 1
   */
  constructor(readonly capacity = 1) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be an integer ≥ 1, got ${capacity}`);
  }

  /** Units holding a place. */
  get inUse(): number {
    return this.active;
  }

  /** Units waiting (all flows). */
  get queued(): number {
    let n = 0;
    for (const q of this.waiting.values()) n += q.length;
    return n;
  }

  /**
   * Waits for a place as flow `flow`.
   * @param signal when it aborts before the unit is admitted, the wait ends with `GateAbortedError`
   * @returns a release function (idempotent); call it when the unit is done.
   */
  async acquire(flow: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new GateAbortedError();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.cancel();
      const waiter: Waiter = {
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        cancel: () => {
          const q = this.waiting.get(flow);
          const i = q ? q.indexOf(waiter) : -1;
          if (i < 0) return; // already admitted
          q!.splice(i, 1);
          if (!q!.length) this.waiting.delete(flow);
          reject(new GateAbortedError());
        },
      };
      const q = this.waiting.get(flow);
      if (q) q.push(waiter);
      else this.waiting.set(flow, [waiter]);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.dispatch();
    });
    return this.releaser();
  }

  /** Runs `fn` holding a place as flow `flow`. */
  async run<T>(flow: string, fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire(flow);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active--;
      this.dispatch();
    };
  }

  /** Fills free places from the waiting flows in turn, in the next turn of the event loop. */
  private dispatch(): void {
    if (this.dispatchScheduled || this.active >= this.capacity || !this.waiting.size) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      // At most `capacity` admissions per turn, then the loop takes in new arrivals first.
      for (let k = 0; k < this.capacity && this.active < this.capacity && this.admitNext(); k++);
      this.dispatch();
    });
  }

  /** Admits the first unit of the next flow in turn, moving that flow to the back; false when none waits. */
  private admitNext(): boolean {
    const next = this.waiting.entries().next();
    if (next.done) return false;
    const [flow, q] = next.value;
    const waiter = q.shift()!;
    this.waiting.delete(flow);
    if (q.length) this.waiting.set(flow, q);
    this.active++;
    waiter.admit();
    return true;
  }
}
