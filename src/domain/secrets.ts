/**
 * Credentials at rest (docs/api.md "Credentials"): random tokens of 32 bytes in
 * base64url with a visible prefix, stored only as SHA-256 hashes; passwords hashed with scrypt.
 *
 * scrypt costs ~165 ms of CPU and 32 MiB per call. Calls run on libuv's thread pool, at most
 * `PASSWORD_HASH_CONCURRENCY` at once in the whole process (docs/decisions.md "Password hashing
 * off the critical path"): a sign-up or login flood queues here instead of taking every core from
 * the rest of the service. The waiting calls are served by purpose in turn (sign-up, login), so
 * logins keep moving during a sign-up flood. Never hash inside a database transaction: the
 * transaction would hold its connection (the embedded database's only session) for the whole wait.
 */
import os from 'node:os';
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { FairGate } from '../lib/fair-gate.js';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/** scrypt cost parameters (N = 2^15, r = 8, p = 1: OWASP Password Storage Cheat Sheet minimum). */
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;

/** A new random token `prefix + base64url(32 bytes)`. */
export function newToken(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Why a password is hashed: the gate serves each purpose in turn. */
export type HashPurpose = 'signup' | 'login' | 'admin';

/** The default bound of concurrent scrypt calls: cores − 1, at least 1 (a core stays for the event loop). */
export function defaultHashConcurrency(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

let gate = new FairGate(defaultHashConcurrency());

/**
 * Sets how many scrypt calls run at once in this process (config `PASSWORD_HASH_CONCURRENCY`).
 * Calls already waiting keep their place in the old gate.
 * @throws RangeError when `concurrency` is not an integer ≥ 1.
 */
export function setPasswordHashConcurrency(concurrency: number): void {
  if (concurrency !== gate.capacity) gate = new FairGate(concurrency);
}

/** scrypt calls running and waiting (for tests and diagnostics). */
export function passwordHashLoad(): { running: number; waiting: number; capacity: number } {
  return { running: gate.inUse, waiting: gate.queued, capacity: gate.capacity };
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts), waiting for a place in the hashing gate. */
export async function hashPassword(password: string, purpose: HashPurpose = 'signup'): Promise<string> {
  const salt = randomBytes(16);
  const hash = await gate.run(purpose, () => scryptAsync(password, salt, KEY_LEN, SCRYPT));
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Checks a password against `hashPassword`'s output in constant time (waiting for a place in the
 * hashing gate, as purpose `login`); false for any malformed hash.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await gate.run('login', () =>
    scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT.maxmem,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
