/**
 * What the domain asks of the outside world, as small interfaces the outer layers implement, so the
 * domain imports nothing from `src/queue` or the engine's thread pool (docs/architecture.md).
 */
import type { Executor } from '../db/transaction.js';
import type { CrossAnalysis, Lang, LinkMode, MemberSource, RenderedMember, TiebreakerMemberInput, TiebreakerResult } from '../engine/index.js';
import type { DocumentKind } from '../lib/document-text.js';

/**
 * Background work the domain schedules. Every method enqueues inside `trx`, so the message commits
 * or rolls back with the state change that needs it (docs/decisions.md "Queue").
 */
export interface JobQueue {
  /** Schedules the simulation of job `jobId`. */
  enqueueSimulation(trx: Executor, jobId: string): Promise<void>;
  /** Schedules the simulations of `jobIds` (a batch of submissions; one wake-up may serve them all). */
  enqueueSimulations(trx: Executor, jobIds: readonly string[]): Promise<void>;
  /** Schedules the cross-analysis of link group `linkId` (its `link_groups` row is `pending`). */
  enqueueLinkAnalysis(trx: Executor, linkId: string): Promise<void>;
}

/** One fixed-window counter after a hit. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetMs: number;
}

/**
 * Shared rate-limit counters (docs/decisions.md "Login throttling"): fixed windows keyed by a
 * string. Implemented in process memory for one process (the embedded default) and on Redis when
 * `REDIS_URL` is set, so that several API processes count together (src/ratelimit).
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in its current window of `windowMs` (the first hit opens the window). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** One address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host name to every address it has (the system resolver in the service; tests pass a
 * table so that names resolving to private addresses need no outside DNS).
 * @throws when the name does not resolve.
 */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * The verdict of reading a submitted text: an announced change was found, or what is missing, or
 * the reading did not finish within `budgetMs`.
 */
export type ReadVerdict = { understood: true } | { understood: false; missing: string } | { timedOut: true; budgetMs: number };

/**
 * Reads submitted texts with the engine's `understandScenario` off the API's event loop, with a
 * time budget (docs/decisions.md "Reading submissions off the event loop"; src/queue/reader-pool.ts).
 */
export interface ScenarioReader {
  /**
   * Reads `text`, waiting for a reader in turn with other flows (`flow`: the submitting tenant).
   * @throws Error when the reader thread fails (not for a slow text: that is `timedOut`).
   */
  read(text: string, flow: string): Promise<ReadVerdict>;
  /** Stops the reader threads. */
  close(): Promise<void>;
}

export type { CrossAnalysis };

/** A link's stored result: its members in every language with their replicate risks, and the cross-analysis per language. */
export interface LinkAnalysisResult {
  members: RenderedMember[];
  analysis: Record<Lang, CrossAnalysis>;
}

/**
 * Runs the engine's link work off the event loop (src/queue/link-pool.ts): a link's cross-analysis
 * and the Decision Tiebreaker's extra replicates.
 */
export interface LinkEngine {
  /**
   * Re-renders every member in every language, measures their replicate risks and analyses the link in every language.
   * @throws Error when the engine fails (the link then fails and is refunded).
   */
  analyze(members: MemberSource[], mode: LinkMode): Promise<LinkAnalysisResult>;
  /**
   * Runs the tiebreaker's extra replicates on the members.
   * @throws Error when the engine fails.
   */
  tiebreak(members: TiebreakerMemberInput[]): Promise<TiebreakerResult>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * The outcome of extracting one uploaded document's text: the text (with the PDF page count and the
 * file's SHA-256, computed in the thread so the event loop does not hash megabytes), or why
 * there is none (a `DocumentTextFailure` code of src/lib/document-text.ts, or
 * `document_too_complex` when the thread ran out of memory), or the time budget ran out.
 */
export type ExtractVerdict =
  | { ok: true; text: string; pages: number | null; sha256: string }
  | { ok: false; code: string; message: string; detail: Record<string, number | string> }
  | { timedOut: true; budgetMs: number };

/**
 * Extracts uploaded documents' text off the event loop, each within a time budget
 * (src/queue/document-pool.ts).
 */
export interface DocumentReader {
  /**
   * Extracts the text of `bytes` as `kind`, waiting for a thread in turn with other flows (`flow`: the
   * uploading tenant). The bytes are moved to the thread (the caller's copy is detached).
   * @throws Error when the pool itself fails (not for a bad or slow document: those are verdicts).
   */
  extract(kind: DocumentKind, bytes: Uint8Array, flow: string): Promise<ExtractVerdict>;
  /** Stops the threads. */
  close(): Promise<void>;
}
