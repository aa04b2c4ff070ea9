/**
 * The wire schemas registered with Fastify by `$id` (shared by several routes and named in the
 * OpenAPI document), and the error responses of routes. The schemas themselves live in src/contracts.
 */
import { Type } from 'typebox';
import { ErrorBody, ValidationErrorBody } from '../contracts/errors.js';
import { JobStatus, JobSubmitted } from '../contracts/jobs.js';
import { Report } from '../contracts/report.js';

/** Schemas with an `$id`, registered once with `app.addSchema` and with the validators. */
export const SHARED_SCHEMAS = [ErrorBody, ValidationErrorBody, JobSubmitted, JobStatus, Report];

/** The error responses of a route: the validation error body for 422, `ErrorBody` for the others. */
export function errorResponses(...statuses: number[]): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const s of statuses) out[s] = Type.Ref(s === 422 ? 'ValidationErrorBody' : 'ErrorBody');
  return out;
}
