/**
 * The `scenario-sim` command line: `run FILE …` (local end-to-end run) and `admin …`
 * (create-tenant, grant). Usage errors exit 2; failures exit 1.
 */
import { AdminApiError, runAdmin, UsageError } from './admin.js';
import { runLocal } from './run.js';
import { runForecast } from './forecast.js';
import { ApiError } from '../domain/errors.js';

const USAGE = `Usage:
  scenario-sim run FILE [--agents N] [--rounds N] [--seed S] [--lang en|es] [--force] [--audience '{"ideology_lean":0.4}'] [--json]
  scenario-sim admin create-tenant --email E --name N (--password-stdin | --password-file FILE | asked at a terminal) [--credits-usd X] [--tier standard|pro|enterprise] [--sandbox] [--white-label]
  scenario-sim admin grant --tenant ID --usd X [--note TEXT]
  scenario-sim admin set-tenant --tenant ID [--tier standard|pro|enterprise] [--white-label on|off] [--sandbox on|off]
  (admin: with ADMIN_TOKEN set and the service running, the change goes through its admin API at ADMIN_URL)
  scenario-sim forecast --input FILE.csv --horizon H [--frequency F] [--season-length M] [--intervals] --output OUT.csv`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'run') {
      console.log(await runLocal(rest));
      return 0;
    }
    if (command === 'forecast') {
      console.log(await runForecast(rest));
      return 0;
    }
    if (command === 'admin') {
      console.log(JSON.stringify(await runAdmin(rest)));
      return 0;
    }
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command "${command}"`);
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || (err as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      console.error(`${(err as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof AdminApiError) {
      console.error(err.body);
      return 1;
    }
    if (err instanceof ApiError) {
      console.error(JSON.stringify({ detail: { code: err.code, message: err.message, ...err.extra } }));
      return 1;
    }
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
