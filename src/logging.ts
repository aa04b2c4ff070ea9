/**
 * The service's logger (pino, shared with Fastify, pg-boss's error events and the worker) with
 * secrets kept out of every line (docs/decisions.md "Secrets in logs"):
 * - `redact` censors fields that hold credentials or personal data (passwords and their hashes,
 *   session tokens, API keys and their hashes, secrets, authorization headers, cookies, emails) and
 *   SQL query parameters, at any of the first four levels of a log object;
 * - errors are serialized from an allow-list (type, message, stack, SQLSTATE code and a few
 *   PostgreSQL fields), so the `params`, `query` and `detail` that PGlite and pg attach to database
 *   errors (the values of the failed query: a password hash, an email) never reach a line.
 */
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

/** Field names whose values are never logged. */
export const REDACTED_FIELDS = [
  'password',
  'password_hash',
  'passwordHash',
  'token',
  'session_token',
  'token_hash',
  'api_key',
  'apiKey',
  'key_hash',
  'credential',
  'credentialHash',
  'secret',
  'authorization',
  'x-api-key',
  'cookie',
  'set-cookie',
  'email',
  'params',
  'parameters',
  'values',
] as const;

/** Levels below the log object's root at which the fields above are censored (pino's `*` is one level). */
const REDACT_DEPTH = 4;

/** pino `redact` paths: every field of `REDACTED_FIELDS` at the root and under up to three wildcards. */
export function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of REDACTED_FIELDS) {
    const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
    for (let depth = 0; depth < REDACT_DEPTH; depth++) {
      const prefix = Array.from({ length: depth }, () => '*').join('.');
      paths.push(prefix ? (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`) : key);
    }
  }
  return paths;
}

/** Error fields that may be logged: nothing that can hold the values of a query. */
const ERROR_FIELDS = ['type', 'message', 'stack', 'code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'] as const;

/**
 * pino's error serializer reduced to `ERROR_FIELDS` (and the same for `cause`, two levels).
 * @returns a plain object safe to log.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(err instanceof Error)) return err;
  const full = stdSerializers.err(err) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of ERROR_FIELDS) if (full[f] !== undefined) out[f] = full[f];
  const cause = (err as Error & { cause?: unknown }).cause;
  if (cause instanceof Error && depth < 2) out.cause = serializeError(cause, depth + 1);
  return out;
}

/**
 * Creates the logger.
 * @param level pino level (`info`, `debug`, `silent`…)
 * @param destination where lines go (default stdout); tests pass a stream to read every line.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
