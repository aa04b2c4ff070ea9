/**
 * The one error handler: ApiError → its status and `{"detail":{code,message,…}}`; validation
 * failures → 422 with the validation error body, bounded (src/http/bounded-errors.ts); every
 * framework error (bad URL, over-long path parameter, body parsing, media type, malformed HTTP) →
 * its 4xx with the error body; anything else → 500 without internals (docs/api.md "Error body",
 * "Validation error body"; docs/decisions.md "Bounded errors", "Framework errors").
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationItem } from '../contracts/errors.js';
import { ApiError, RequestValidationError } from '../domain/errors.js';
import { cutText } from '../lib/text.js';
import { boundValidationItems, type ErrorBounds } from './bounded-errors.js';
import { toValidationItems } from './validation.js';
import type { ValidationErrors } from './validators.js';

/** Longest path parameter the router matches (Fastify's default, 100, answered a 414 to a 120-character id). */
export const MAX_PARAM_CHARS = 2000;

/** Framework error codes and the status and code they are answered with. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', message: 'The request path is not valid percent-encoding' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request', message: 'The request could not be routed' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'A path parameter is too long' },
};

/** Body of an error that is not a 422. */
function errorBody(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { detail: { code, message, ...extra } };
}

/** A 415 for content types no route accepts (e.g. text/plain, forms), as the error handler answers them. */
export function unsupportedMediaType(contentType: string | undefined): ApiError {
  const type = cutText((contentType ?? '').split(';')[0]!.trim(), 100) || 'none';
  return new ApiError(415, 'unsupported_media_type', `Content type ${type} is not accepted: send the body as application/json`);
}

/** An answer of the error handler: status, error body and extra headers. */
interface ErrorAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Installs the error, not-found and framework-error handling on `app`.
 * @param countRefused counts a refused request that its route did not count (src/http/auth.ts
 *   `countRefusedRequest`); when it throws an ApiError (429 over the limit), that is the answer.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  bounds: ErrorBounds,
  countRefused?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  const answer422 = (items: ValidationItem[], total = items.length): ErrorAnswer => ({ status: 422, body: { detail: boundValidationItems(items, bounds, total) } });

  const answerOf = (err: FastifyError & { validationContext?: string }, request: FastifyRequest): ErrorAnswer => {
    if (err instanceof ApiError) return { status: err.status, body: errorBody(err.code, err.message, err.extra), headers: err.headers };
    if (err instanceof RequestValidationError) return answer422(err.items);
    if (err.validation) {
      const context = err.validationContext ?? 'body';
      const sent = (err.validation as ValidationErrors).rawRoot;
      const root = sent !== undefined ? sent : context === 'body' ? request.body : context === 'querystring' ? request.query : context === 'params' ? request.params : request.headers;
      // Twice the cap is built, so that de-duplication still leaves a full page.
      const items = toValidationItems(err.validation as any, context, root, 2 * bounds.maxItems);
      return answer422(items, items.total);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return answer422([{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: err.message } }]);
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return answer422([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }]);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const e = unsupportedMediaType(request.headers['content-type']);
      return { status: e.status, body: errorBody(e.code, e.message) };
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return { status: known.status, body: errorBody(known.code, known.message ?? err.message) };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: err.statusCode, body: errorBody('bad_request', err.message) };
    request.log.error({ err }, 'unhandled error');
    return { status: 500, body: errorBody('internal_error', 'Internal server error') };
  };

  /** Counts a refused request once; over the limit, the 429 replaces the refusal. */
  const counted = async (request: FastifyRequest, reply: FastifyReply, a: ErrorAnswer): Promise<ErrorAnswer> => {
    if (!countRefused || a.status >= 500 || a.status === 429) return a;
    try {
      await countRefused(request, reply);
      return a;
    } catch (err) {
      if (err instanceof ApiError) return { status: err.status, body: errorBody(err.code, err.message, err.extra), headers: err.headers };
      request.log.warn({ err }, 'a refused request could not be counted');
      return a;
    }
  };

  app.setErrorHandler(async (err: FastifyError & { validationContext?: string }, request, reply) => {
    const a = await counted(request, reply, answerOf(err, request));
    return reply
      .code(a.status)
      .headers(a.headers ?? {})
      .send(a.body);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const a = await counted(request, reply, { status: 404, body: errorBody('not_found', `No route ${request.method} ${cutText(request.url.split('?')[0]!, 200)}`) });
    return reply
      .code(a.status)
      .headers(a.headers ?? {})
      .send(a.body);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is found, answered with the
 * error body: a path that is not valid percent-encoding is a 400 `bad_request`; a path parameter
 * over the router's limit (`MAX_PARAM_CHARS`, far above any id: shorter bad ids get the route's
 * 422 `uuid_parsing`) is a 414 `uri_too_long`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: error.statusCode ?? 400, code: 'bad_request' };
  reply.code(known.status >= 400 && known.status < 500 ? known.status : 400).send(errorBody(known.code, known.message ?? 'Bad request'));
}

/**
 * Fastify's `clientErrorHandler`: HTTP the server cannot parse (a malformed request line, headers
 * over Node's limit, a timeout). There is no request yet, so the answer is written on the socket:
 * 400 / 431 / 408 with the error body, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large']
        : [400, 'bad_request', 'Malformed HTTP request'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
