/**
 * Fair request admission (issue 11 item 2, docs/decisions.md "Fair request admission"): at most
 * `REQUEST_CONCURRENCY` requests are worked on at once; the rest wait, after their body is read and
 * before anything else, and are let in by flow in turn (src/lib/fair-gate.ts), at most that many per
 * turn of the event loop. A request's flow is the credential it carries (API key or session token,
 * whichever header), else the client address: requests with one credential share a flow, as they
 * share a rate-limit counter (src/http/auth.ts). The key never leaves this process's memory.
 *
 * Why: on the embedded database a request runs from start to end without waiting on I/O, so the
 * process serves requests in the order their sockets became readable; a client with 16 connections
 * put 16 of its requests ahead of each of another client's (that client's p99 went from 13 to
 * 80–130 ms in `npm run bench:api`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../domain/context.js';
import { FairGate } from '../lib/fair-gate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is not gated by request admission (its work is bounded elsewhere); a function
     * decides per request (false: not gated).
     */
    admission?: boolean | ((request: FastifyRequest) => boolean);
  }
}

/** The flow of a request: `cred:<credential header>` or `ip:<address>`. */
export function flowKeyOf(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth) return `cred:${auth}`;
  const key = request.headers['x-api-key'];
  if (typeof key === 'string' && key) return `cred:${key}`;
  return `ip:${request.ip}`;
}

/**
 * Adds the admission hooks when `config.requestConcurrency` > 0. A request's place is given back
 * when its response closes (sent, or the client went away); a client that leaves while waiting
 * gives up its turn. Routes with `config: { admission: false }` are not gated.
 * @returns the gate (null when admission is off), for tests and diagnostics.
 */
export function registerAdmission(app: FastifyInstance, ctx: AppContext): FairGate | null {
  if (ctx.config.requestConcurrency <= 0) return null;
  const gate = new FairGate(ctx.config.requestConcurrency);
  // Per request: whether its response has closed, and its place to give back.
  const places = new WeakMap<FastifyRequest, { gone: AbortController; release: (() => void) | null }>();
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const place = { gone: new AbortController(), release: null as (() => void) | null };
    places.set(request, place);
    reply.raw.once('close', () => {
      place.gone.abort();
      place.release?.();
    });
    done();
  });
  // After the body is read: reading is cheap and bounded (BODY_LIMIT_BYTES), and a place held while a
  // body trickles in would idle.
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    // Routes whose work is bounded elsewhere wait there, holding no place: sign-up and login wait
    // for the password-hashing gate (src/domain/secrets.ts), up to a hash per caller ahead of them,
    // and a place held meanwhile would idle while others' requests queue behind it.
    const admission = request.routeOptions.config?.admission;
    if (admission === false || (typeof admission === 'function' && !admission(request))) return done();
    const place = places.get(request)!;
    gate.acquire(flowKeyOf(request), place.gone.signal).then(
      (release) => {
        if (place.gone.signal.aborted) return release(); // closed meanwhile: nothing to answer
        place.release = release;
        done();
      },
      () => {}, // the client left while waiting: nothing to answer
    );
  });
  return gate;
}
