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
  const type = (contentType ?? '').split(';')[0]!.trim().slice(0, 100) || 'none';
  return new ApiError(415, 'unsupported_media_type', `Content type ${type} is not accepted: send the body as application/json`);
}

/** Installs the error, not-found and framework-error handling on `app`. */
export function registerErrorHandling(app: FastifyInstance, bounds: ErrorBounds): void {
  const send422 = (reply: FastifyReply, items: ValidationItem[], total = items.length) =>
    reply.code(422).send({ detail: boundValidationItems(items, bounds, total) });

  app.setErrorHandler((err: FastifyError & { validationContext?: string }, request, reply) => {
    if (err instanceof ApiError) {
      return reply
        .code(err.status)
        .headers(err.headers)
        .send(errorBody(err.code, err.message, err.extra));
    }
    if (err instanceof RequestValidationError) return send422(reply, err.items);
    if (err.validation) {
      const context = err.validationContext ?? 'body';
      const sent = (err.validation as ValidationErrors).rawRoot;
      const root = sent !== undefined ? sent : context === 'body' ? request.body : context === 'querystring' ? request.query : context === 'params' ? request.params : request.headers;
      // Twice the cap is built, so that de-duplication still leaves a full page.
      const items = toValidationItems(err.validation as any, context, root, 2 * bounds.maxItems);
      return send422(reply, items, items.total);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return send422(reply, [{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: err.message } }]);
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return send422(reply, [{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }]);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const e = unsupportedMediaType(request.headers['content-type']);
      return reply.code(e.status).send(errorBody(e.code, e.message));
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.code, known.message ?? err.message));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(errorBody('bad_request', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('internal_error', 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`));
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
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
