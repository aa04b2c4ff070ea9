/**
 * Exit codes of the client commands (README "Command-line client"): 0 ok, 1 other failure (service
 * unreachable, server error), 2 usage (bad arguments, or the service refused the input: 400/422),
 * 3 authentication or permission (401, 403), 4 payment (402 insufficient credits), 5 not found (404),
 * 6 the job or link failed.
 */
import { JobFailedError, LinkFailedError, ScenarioSimError } from '@scenario-sim/sdk';

/** The exit codes by meaning. */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, payment: 4, notFound: 5, jobFailed: 6 } as const;

/** The exit code for an error thrown by a client command. */
export function exitCodeOf(err: unknown): number {
  if (err instanceof JobFailedError || err instanceof LinkFailedError) return EXIT.jobFailed;
  if (err instanceof ScenarioSimError) {
    if (err.status === 401 || err.status === 403) return EXIT.auth;
    if (err.status === 402) return EXIT.payment;
    if (err.status === 404) return EXIT.notFound;
    if (err.status === 400 || err.status === 422) return EXIT.usage;
  }
  return EXIT.failure;
}

/** The message printed on stderr for an error of a client command. */
export function errorMessage(err: unknown): string {
  if (err instanceof ScenarioSimError) return `HTTP ${err.status} ${err.code}: ${err.message}\n${JSON.stringify({ detail: err.detail })}`;
  if (err instanceof TypeError && err.message === 'fetch failed') {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return `Cannot reach the service (${cause?.code ?? cause?.message ?? 'connection failed'}): is it running? Set --base-url or SCENARIO_SIM_BASE_URL.`;
  }
  return err instanceof Error ? err.message : String(err);
}
