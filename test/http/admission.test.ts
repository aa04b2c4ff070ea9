/**
 * Fair request admission (src/http/admission.ts) over real HTTP on loopback: a handler that keeps the
 * CPU busy without waiting on I/O (as a request on the embedded PGlite does) and clients with many
 * connections against a client with one.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdmission } from '../../src/http/admission.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/domain/context.js';
import type { FairGate } from '../../src/lib/fair-gate.js';

/** Keeps the CPU busy for `ms` milliseconds without yielding. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/**
 * A client in a thread of its own (a client in the server's thread could only send when the busy
 * server yields, one request per turn): sends `flood` requests with key "flood" and one with key
 * "other", each on its own connection, all at once; resolves with the order they completed in.
 */
function race(port: number, flood: number): Promise<string[]> {
  const code = `
    const http = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const done = [];
    const get = (key) => new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: workerData.port, path: '/work', headers: { 'x-api-key': key }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => { done.push(key); resolve(); });
      });
      req.on('error', reject);
    });
    Promise.all([...Array.from({ length: workerData.flood }, () => get('flood')), get('other')]).then(() => parentPort.postMessage(done));
  `;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { port, flood } });
    w.once('message', (order: string[]) => {
      resolve(order);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

/** GET `path` with header `x-api-key: key` on a connection of its own (from this thread); resolves with the status. */
function get(port: number, path: string, key: string, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { 'x-api-key': key }, agent: false, signal }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
}

async function serve(concurrency: number): Promise<{ app: FastifyInstance; gate: FairGate | null; port: number }> {
  const app = Fastify();
  const ctx = { config: loadConfig({ DATA_DIR: 'memory://', REQUEST_CONCURRENCY: String(concurrency) }) } as AppContext;
  const gate = registerAdmission(app, ctx);
  app.get('/work', async () => {
    busy(10);
    return { ok: true };
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, gate, port: (app.server.address() as { port: number }).port };
}

/** Completion position (0-based) of one request of flow "other" sent with 12 of flow "flood". */
async function otherPosition(port: number): Promise<number> {
  return (await race(port, 12)).indexOf('other');
}

describe('Fair request admission', () => {
  describe('with REQUEST_CONCURRENCY 1', () => {
    let s: Awaited<ReturnType<typeof serve>>;
    before(async () => {
      s = await serve(1);
    });
    after(async () => {
      await s.app.close();
    });

    it('answers another client’s request among the first few while one client has 12 in', async () => {
      const positions = [];
      for (let i = 0; i < 3; i++) positions.push(await otherPosition(s.port));
      assert.ok(Math.min(...positions) <= 3, `other finished at ${positions.join(', ')} of 13`);
      assert.equal(s.gate!.inUse, 0);
      assert.equal(s.gate!.queued, 0);
    });

    it('gives the place back when a client leaves, while waiting or while being served', async () => {
      const ac = new AbortController();
      const slow = get(s.port, '/slow', 'a', ac.signal).catch((e: Error) => e.name);
      const waiting = get(s.port, '/work', 'b', ac.signal).catch((e: Error) => e.name);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(s.gate!.inUse, 1);
      assert.equal(s.gate!.queued, 1);
      ac.abort();
      assert.deepEqual(await Promise.all([slow, waiting]), ['AbortError', 'AbortError']);
      assert.equal(await get(s.port, '/work', 'c'), 200, 'the service still answers');
      await new Promise((r) => setTimeout(r, 400)); // the abandoned /slow handler ends
      assert.equal(s.gate!.inUse, 0);
      assert.equal(s.gate!.queued, 0);
    });
  });

  it('without admission (REQUEST_CONCURRENCY 0) the other client waits behind most of the flood', async () => {
    const s = await serve(0);
    try {
      assert.equal(s.gate, null);
      const positions = [];
      for (let i = 0; i < 3; i++) positions.push(await otherPosition(s.port));
      assert.ok(Math.max(...positions) >= 6, `other finished at ${positions.join(', ')} of 13`);
    } finally {
      await s.app.close();
    }
  });

  it('is on by default on the embedded database (8) and off on PostgreSQL', () => {
    assert.equal(loadConfig({ DATA_DIR: 'memory://' }).requestConcurrency, 8);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).requestConcurrency, 0);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y', REQUEST_CONCURRENCY: '16' }).requestConcurrency, 16);
  });
});
