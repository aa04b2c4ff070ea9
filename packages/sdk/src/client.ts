/**
 * The client: openapi-fetch over the generated `paths`, with authentication (API key or session),
 * typed errors, idempotency keys made for the caller, and waits that poll with backoff and honour
 * Retry-After.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';
import { errorFor, JobFailedError, LinkFailedError, parseRetryAfter, RateLimitError, WaitTimeoutError } from './errors.js';

type Schemas = components['schemas'];
/** The JSON body of a 2xx answer of `path`/`method`. */
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 ? (R[S] extends { content: { 'application/json': infer B } } ? B : never) : never }[keyof R]
  : never;
/** The JSON request body of `path`/`method`. */
type In<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type JobStatus = Schemas['JobStatus'];
export type Report = Schemas['Report'];
export type JobSubmitted = Schemas['JobSubmitted'];
export type JobSubmission = In<'/v1/jobs', 'post'>;
export type LinkCreate = In<'/v1/links', 'post'>;
export type LinkCreated = Ok<'/v1/links', 'post'>;
export type LinkStatus = Ok<'/v1/links/{link_id}', 'get'>;
export type LinkReport = Ok<'/v1/links/{link_id}/report', 'get'>;
export type Tiebreaker = Ok<'/v1/links/{link_id}/tiebreaker', 'post'>;
export type Credits = Ok<'/v1/credits', 'get'>;
export type Usage = Ok<'/v1/usage', 'get'>;
export type KeyCreated = Ok<'/v1/keys', 'post'>;
export type KeyList = Ok<'/v1/keys', 'get'>;
export type WebhookCreated = Ok<'/v1/webhooks', 'post'>;
export type WebhookList = Ok<'/v1/webhooks', 'get'>;
export type DeliveryList = Ok<'/v1/webhooks/deliveries', 'get'>;
export type BrainPages = Ok<'/v1/brain/pages', 'get'>;
export type BrainChatRequest = In<'/v1/brain/chat', 'post'>;
export type BrainChatAnswer = Ok<'/v1/brain/chat', 'post'>;
export type Grant = Ok<'/v1/auth/signup', 'post'>;

/** How the client authenticates: an API key (`X-API-Key`) and/or a session token (`Authorization: Bearer`, needed by key management). */
export interface ClientOptions {
  /** The service, e.g. http://localhost:8000 (no /v1). */
  baseUrl: string;
  apiKey?: string;
  sessionToken?: string;
  /** Another fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

/** Options of the waits. */
export interface WaitOptions {
  /** Called with each status read (progress bars). */
  onProgress?: (status: JobStatus) => void;
  /** Give up after this long, ms (default 15 minutes): WaitTimeoutError. */
  timeoutMs?: number;
  /** First pause between polls, ms (default 500); it grows by `factor` up to `maxDelayMs` while nothing changes. */
  initialDelayMs?: number;
  /** Longest pause, ms (default 5000). */
  maxDelayMs?: number;
  /** Growth of the pause (default 1.6). */
  factor?: number;
  signal?: AbortSignal;
}

/** A file of a document submission. */
export interface UploadFile {
  /** File name (its extension tells the type: .txt, .md, .html, .pdf, .docx). */
  name: string;
  data: Uint8Array | string;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

/** A new idempotency key (random UUID). */
export function newIdempotencyKey(): string {
  return `sdk-${globalThis.crypto.randomUUID()}`;
}

/** The API client. Every method throws a typed `ScenarioSimError` subclass on an error answer. */
export class ScenarioSimClient {
  /** The openapi-fetch client, typed by the generated `paths`, for calls the methods do not cover. */
  readonly raw: Client<paths>;

  constructor(readonly options: ClientOptions) {
    const headers: Record<string, string> = {};
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    if (options.sessionToken) headers.authorization = `Bearer ${options.sessionToken}`;
    this.raw = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/$/, ''), headers, ...(options.fetch ? { fetch: options.fetch as never } : {}) });
  }

  /** Signs up a tenant; returns the grant and a client holding its session. `sandbox: true` gets play credit. */
  static async signup(baseUrl: string, body: In<'/v1/auth/signup', 'post'>, fetchImpl?: typeof fetch): Promise<{ grant: Grant; client: ScenarioSimClient }> {
    const anon = new ScenarioSimClient({ baseUrl, fetch: fetchImpl });
    const grant = await unwrap(anon.raw.POST('/v1/auth/signup', { body }));
    return { grant, client: new ScenarioSimClient({ baseUrl, sessionToken: grant.session_token, fetch: fetchImpl }) };
  }

  /** Logs in; returns a client holding the session. */
  static async login(baseUrl: string, email: string, password: string, fetchImpl?: typeof fetch): Promise<ScenarioSimClient> {
    const anon = new ScenarioSimClient({ baseUrl, fetch: fetchImpl });
    const grant = await unwrap(anon.raw.POST('/v1/auth/login', { body: { email, password } }));
    return new ScenarioSimClient({ baseUrl, sessionToken: grant.session_token, fetch: fetchImpl });
  }

  /** A client of the same service with another credential. */
  withApiKey(apiKey: string): ScenarioSimClient {
    return new ScenarioSimClient({ ...this.options, apiKey, sessionToken: undefined });
  }

  // Keys (session only).
  /** Issues an API key (`POST /v1/keys`; session only). The value (`api_key`) is shown once. */
  createKey(name: string): Promise<KeyCreated> {
    return unwrap(this.raw.POST('/v1/keys', { body: { name } }));
  }
  /** The tenant's keys, revoked ones included (`GET /v1/keys`; session only). */
  listKeys(): Promise<KeyList> {
    return unwrap(this.raw.GET('/v1/keys'));
  }
  /** Replaces a key with a new one (`POST /v1/keys/{key_id}/rotate`; session only); the old one stops working. */
  rotateKey(keyId: string) {
    return unwrap(this.raw.POST('/v1/keys/{key_id}/rotate', { params: { path: { key_id: keyId } } }));
  }
  /** Revokes a key (`DELETE /v1/keys/{key_id}`; session only). */
  revokeKey(keyId: string) {
    return unwrap(this.raw.DELETE('/v1/keys/{key_id}', { params: { path: { key_id: keyId } } }));
  }

  // Wallet and usage.
  /** The wallet: balance, price of one simulation, simulations it affords, last transactions (`GET /v1/credits`). */
  credits(): Promise<Credits> {
    return unwrap(this.raw.GET('/v1/credits'));
  }
  /** This month's usage, the rate-limit window and idempotency keys held (`GET /v1/usage`). */
  usage(): Promise<Usage> {
    return unwrap(this.raw.GET('/v1/usage'));
  }

  /**
   * Submits a pasted scenario (`POST /v1/jobs`). An idempotency key is made when none is given, and
   * returned with the answer (`idempotency_key`): retrying with it is never charged twice.
   */
  async submitJob(body: JobSubmission, options: { idempotencyKey?: string } = {}): Promise<JobSubmitted & { idempotency_key: string }> {
    const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
    const r = await unwrap(this.raw.POST('/v1/jobs', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));
    return { ...r, idempotency_key: idempotencyKey };
  }

  /**
   * Submits documents (`POST /v1/scenarios`, multipart): the files in reading order, an optional
   * name, pasted text, `series` (CSV text or JSON), language, agents and rounds. An idempotency key is
   * made when none is given.
   */
  async submitDocuments(
    input: { files: UploadFile[]; name?: string; scenario?: string; series?: string; lang?: string; n_agents?: number; n_rounds?: number },
    options: { idempotencyKey?: string } = {},
  ): Promise<JobSubmitted & { idempotency_key: string }> {
    const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
    const form = new FormData();
    for (const f of input.files) form.append('files', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
    for (const k of ['name', 'scenario', 'series', 'lang', 'n_agents', 'n_rounds'] as const) if (input[k] !== undefined) form.append(k, String(input[k]));
    const r = await unwrap(
      this.raw.POST('/v1/scenarios', {
        body: form as never,
        bodySerializer: (b: unknown) => b,
        params: { header: { 'idempotency-key': idempotencyKey } },
      } as never),
    );
    return { ...(r as JobSubmitted), idempotency_key: idempotencyKey };
  }

  /** A job's status and round progress (`GET /v1/jobs/{job_id}/status`). */
  jobStatus(jobId: string): Promise<JobStatus> {
    return unwrap(this.raw.GET('/v1/jobs/{job_id}/status', { params: { path: { job_id: jobId } } }));
  }
  /** A completed job's report (`GET /v1/jobs/{job_id}/report`); NotFoundError `report_not_ready` before. */
  report(jobId: string): Promise<Report> {
    return unwrap(this.raw.GET('/v1/jobs/{job_id}/report', { params: { path: { job_id: jobId } } }));
  }

  /**
   * Polls the job until it completes and returns its report. The pause starts at `initialDelayMs`
   * and grows while nothing changes (back to the start when a round finishes); a 429 or a
   * Retry-After header sets the next pause.
   * @throws JobFailedError when the job fails; WaitTimeoutError after `timeoutMs`.
   */
  async waitForReport(jobId: string, options: WaitOptions = {}): Promise<Report> {
    await this.poll(jobId, async () => {
      const { data, error, response } = await this.raw.GET('/v1/jobs/{job_id}/status', { params: { path: { job_id: jobId } }, signal: options.signal });
      if (error !== undefined || !data) throw errorFor(response.status, error, response.headers);
      options.onProgress?.(data);
      if (data.status === 'failed') throw new JobFailedError(jobId, data.failure);
      return { done: data.status === 'completed', state: `${data.status}:${data.progress.current_round}`, retryAfter: parseRetryAfter(response.headers.get('retry-after')) };
    }, options);
    return this.report(jobId);
  }

  // Links.
  /** Links two or more completed reports (`POST /v1/links`; charged per report). An idempotency key is made when none is given. */
  async createLink(body: LinkCreate, options: { idempotencyKey?: string } = {}): Promise<LinkCreated & { idempotency_key: string }> {
    const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
    const r = await unwrap(this.raw.POST('/v1/links', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));
    return { ...r, idempotency_key: idempotencyKey };
  }
  /** A link's status (`GET /v1/links/{link_id}`). */
  linkStatus(linkId: string): Promise<LinkStatus> {
    return unwrap(this.raw.GET('/v1/links/{link_id}', { params: { path: { link_id: linkId } } }));
  }
  /** A complete link's report in `lang` (`GET /v1/links/{link_id}/report`). */
  linkReport(linkId: string, lang?: string): Promise<LinkReport> {
    return unwrap(this.raw.GET('/v1/links/{link_id}/report', { params: { path: { link_id: linkId }, query: lang ? { lang } : {} } }));
  }
  /**
   * Polls the link until complete and returns its report in `lang`.
   * @throws LinkFailedError; WaitTimeoutError.
   */
  async waitForLink(linkId: string, options: Omit<WaitOptions, 'onProgress'> & { lang?: string; onProgress?: (s: LinkStatus) => void } = {}): Promise<LinkReport> {
    await this.poll(linkId, async () => {
      const { data, error, response } = await this.raw.GET('/v1/links/{link_id}', { params: { path: { link_id: linkId } }, signal: options.signal });
      if (error !== undefined || !data) throw errorFor(response.status, error, response.headers);
      options.onProgress?.(data);
      if (data.status === 'failed') throw new LinkFailedError(linkId, data.failure);
      return { done: data.status === 'complete', state: data.status, retryAfter: parseRetryAfter(response.headers.get('retry-after')) };
    }, options);
    return this.linkReport(linkId, options.lang);
  }
  /** Runs the Decision Tiebreaker on a complete compare link (once; charged). 409 ConflictError otherwise. */
  tiebreaker(linkId: string, lang?: string): Promise<Tiebreaker> {
    return unwrap(this.raw.POST('/v1/links/{link_id}/tiebreaker', { params: { path: { link_id: linkId }, query: lang ? { lang } : {} } }));
  }

  // Webhooks.
  /** Registers an HTTPS endpoint (`POST /v1/webhooks`); the answer's `secret` (shown once) verifies deliveries. */
  addWebhook(url: string, events: In<'/v1/webhooks', 'post'>['events']): Promise<WebhookCreated> {
    return unwrap(this.raw.POST('/v1/webhooks', { body: { url, events } }));
  }
  /** The registered endpoints, without secrets (`GET /v1/webhooks`). */
  listWebhooks(): Promise<WebhookList> {
    return unwrap(this.raw.GET('/v1/webhooks'));
  }
  /** Deletes an endpoint (`DELETE /v1/webhooks/{endpoint_id}`). */
  removeWebhook(endpointId: string) {
    return unwrap(this.raw.DELETE('/v1/webhooks/{endpoint_id}', { params: { path: { endpoint_id: endpointId } } }));
  }
  /** Recent deliveries, newest first (`GET /v1/webhooks/deliveries`). */
  webhookDeliveries(limit?: number): Promise<DeliveryList> {
    return unwrap(this.raw.GET('/v1/webhooks/deliveries', { params: { query: limit ? { limit } : {} } }));
  }

  // Brain (pro tier and above; PermissionError `tier_required` otherwise).
  /** Knowledge pages of the tenant's reports and links (`GET /v1/brain/pages`). */
  brainPages(lang?: string): Promise<BrainPages> {
    return unwrap(this.raw.GET('/v1/brain/pages', { params: { query: lang ? { lang } : {} } }));
  }
  /** Asks the Brain (`POST /v1/brain/chat`): an answer made of cited passages, or `found: false`. */
  brainChat(body: BrainChatRequest): Promise<BrainChatAnswer> {
    return unwrap(this.raw.POST('/v1/brain/chat', { body }));
  }

  /** The polling loop behind the waits. */
  private async poll(id: string, read: () => Promise<{ done: boolean; state: string; retryAfter: number | null }>, o: Omit<WaitOptions, 'onProgress'>): Promise<void> {
    const initial = o.initialDelayMs ?? 500;
    const until = Date.now() + (o.timeoutMs ?? 15 * 60_000);
    let delay = initial;
    let last = '';
    for (;;) {
      let pause: number;
      try {
        const r = await read();
        if (r.done) return;
        delay = r.state !== last ? initial : Math.min(o.maxDelayMs ?? 5000, delay * (o.factor ?? 1.6));
        last = r.state;
        pause = r.retryAfter !== null ? r.retryAfter * 1000 : delay;
      } catch (err) {
        if (!(err instanceof RateLimitError)) throw err;
        pause = (err.retryAfter ?? 1) * 1000;
      }
      if (Date.now() + pause > until) throw new WaitTimeoutError(id, last || 'unknown');
      await sleep(pause, o.signal);
    }
  }
}

/** The data of an openapi-fetch answer, or its typed error. */
async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<NonNullable<T>> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw errorFor(response.status, error, response.headers);
  return data as NonNullable<T>;
}
