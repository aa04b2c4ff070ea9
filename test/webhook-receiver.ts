/**
 * A real HTTPS webhook receiver on loopback for the tests and the bench: a certificate authority
 * made on the spot (selfsigned), a server certificate it signs for localhost, hook.test,
 * rebind.test, 127.0.0.1 and ::1, and a server that records every request (raw body, headers, time) and answers
 * as each path's script says. `caFile` is the CA's PEM, for WEBHOOK_CA_FILE.
 */
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** One request the receiver got. */
export interface ReceivedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received. */
  raw: Buffer;
  /** Date.now() when the body had arrived. */
  at: number;
}

/** What a path answers to its n-th request (1-based): a status, after an optional delay, or never (hang). */
export type Script = (n: number, req: ReceivedRequest) => { status: number; delayMs?: number; headers?: Record<string, string> } | 'hang';

/** A running receiver. */
export interface Receiver {
  port: number;
  /** `https://127.0.0.1:<port><path>` */
  url(pathname: string, host?: string): string;
  caFile: string;
  caPem: string;
  requests: ReceivedRequest[];
  /** Requests to one path. */
  on(pathname: string): ReceivedRequest[];
  /** Sets a path's script (default: 200 at once). */
  script(pathname: string, script: Script): void;
  /** Most requests to one path in progress at the same time, so far. */
  maxConcurrent(pathname: string): number;
  /** Calls `fn` when a request to any path has been answered (for latency measurements). */
  onAnswered?: (req: ReceivedRequest, status: number) => void;
  close(): Promise<void>;
}

/** A CA and a server certificate signed by it (EC P-256; valid from an hour ago for a day). */
export async function makeCertificates(): Promise<{ caPem: string; cert: string; key: string }> {
  const notBeforeDate = new Date(Date.now() - 3600_000);
  const notAfterDate = new Date(Date.now() + 24 * 3600_000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Scenario test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  } as any);
  const leaf = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: 'hook.test' },
          { type: 2, value: 'rebind.test' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  } as any);
  return { caPem: ca.cert, cert: leaf.cert, key: leaf.private };
}

/** Starts a receiver on `host` (default 127.0.0.1) at a free port. */
export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const { caPem, cert, key } = await makeCertificates();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-ca-'));
  const caFile = path.join(dir, 'ca.pem');
  fs.writeFileSync(caFile, caPem);
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, Script>();
  const active = new Map<string, number>();
  const peak = new Map<string, number>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver: Receiver = {
    port: 0,
    url: (pathname, h = host.includes(':') ? `[${host}]` : host) => `https://${h}:${receiver.port}${pathname}`,
    caFile,
    caPem,
    requests,
    on: (pathname) => requests.filter((r) => r.path === pathname),
    script: (pathname, script) => void scripts.set(pathname, script),
    maxConcurrent: (pathname) => peak.get(pathname) ?? 0,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  const server = https.createServer({ cert, key }, (req, res) => {
    const pathname = req.url ?? '/';
    active.set(pathname, (active.get(pathname) ?? 0) + 1);
    peak.set(pathname, Math.max(peak.get(pathname) ?? 0, active.get(pathname)!));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: ReceivedRequest = { path: pathname, headers: req.headers, raw: Buffer.concat(chunks), at: Date.now() };
      requests.push(got);
      const n = requests.filter((r) => r.path === pathname).length;
      const script: Script = scripts.get(pathname) ?? (() => ({ status: 200 }));
      const answer = script(n, got);
      const finish = () => active.set(pathname, active.get(pathname)! - 1);
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', finish);
        return;
      }
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end('ok');
        finish();
        receiver.onAnswered?.(got, answer.status);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  receiver.port = (server.address() as AddressInfo).port;
  return receiver;
}
