/**
 * The one error handler: ApiError → its status and `{"detail":{code,message,…}}`; validation
 * failures → 422 with the validation error body; framework errors for bad requests → 4xx with a code;
 * anything else → 500 without internals (docs/api.md "Error body", "Validation error body").
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, RequestValidationError } from '../domain/errors.js';
import { toValidationItems } from './validation.js';

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
};

/** Installs the error and not-found handlers on `app`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { validationContext?: string }, request, reply) => {
    if (err instanceof ApiError) {
      return reply
        .code(err.status)
        .headers(err.headers)
        .send({ detail: { code: err.code, message: err.message, ...err.extra } });
    }
    if (err instanceof RequestValidationError) return reply.code(422).send({ detail: err.items });
    if (err.validation) {
      const context = err.validationContext ?? 'body';
      const root = context === 'body' ? request.body : context === 'querystring' ? request.query : context === 'params' ? request.params : request.headers;
      return reply.code(422).send({ detail: toValidationItems(err.validation as any, context, root) });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.code(422).send({ detail: [{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: err.message } }] });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }] });
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: { code: known.code, message: err.message } });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ detail: { code: 'bad_request', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: { code: 'internal_error', message: 'Internal server error' } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
}
