/**
 * The `scenario-sim` command line. Local commands: `run FILE …` (end-to-end run in this process),
 * `forecast …` and `admin …`. Client commands (submit, status, report, link, tiebreak, credits,
 * usage, keys, webhooks, brain, login) talk to a running service through @scenario-sim/sdk
 * (src/cli/client; docs/decisions.md "Issue 26: one command, local and client"). Usage errors exit
 * 2; client commands use the exit codes of src/cli/client/exit-codes.ts; other failures exit 1.
 */
import { UsageError } from './usage-error.js';
import { ApiError } from '../domain/errors.js';

const USAGE = `Usage:
  scenario-sim run FILE [--agents N] [--rounds N] [--seed S] [--lang en|es] [--force] [--audience '{"ideology_lean":0.4}'] [--json] [--service] [--timings]
    (the engine in this process; --service: through the embedded database, tenant and worker; --timings: phases on stderr)
  scenario-sim admin create-tenant --email E --name N (--password-stdin | --password-file FILE | asked at a terminal) [--credits-usd X] [--tier standard|pro|enterprise] [--sandbox] [--white-label]
  scenario-sim admin grant --tenant ID --usd X [--note TEXT]
  scenario-sim admin set-tenant --tenant ID [--tier standard|pro|enterprise] [--white-label on|off] [--sandbox on|off]
  (admin: with ADMIN_TOKEN set and the service running, the change goes through its admin API at ADMIN_URL)
  scenario-sim forecast --input FILE.csv --horizon H [--frequency F] [--season-length M] [--intervals] --output OUT.csv

Client commands (a running service; --base-url or SCENARIO_SIM_BASE_URL, default http://localhost:8000;
--api-key or SCENARIO_SIM_API_KEY; --session or SCENARIO_SIM_SESSION for keys; --lang en|es or
SCENARIO_SIM_LANG; --json prints the API's JSON):
  scenario-sim submit FILE… [--series CSV] [--name N] [--agents N] [--rounds N] [--wait]
  scenario-sim status ID [--wait]
  scenario-sim report ID [--json|--markdown] [--lang es]
  scenario-sim link ID ID… --mode ranked|compare [--name N] [--wait]
  scenario-sim tiebreak LINK_ID
  scenario-sim credits | usage
  scenario-sim keys create [--name N] | list | rotate KEY_ID | revoke KEY_ID
  scenario-sim webhooks add URL [--events scenario.completed,scenario.failed] | list | rm ENDPOINT_ID | deliveries [--limit N]
  scenario-sim brain pages | ask QUESTION…
  scenario-sim login --email E --password-stdin   (prints a session token)
Exit codes: 0 ok, 1 failure, 2 usage, 3 auth, 4 payment, 5 not found, 6 job failed.`;

/** All of standard input, as text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'run') {
      // Local commands load the engine or the database only when used (the client commands start fast).
      const { runLocal } = await import('./run.js');
      console.log(await runLocal(rest));
      return 0;
    }
    if (command === 'forecast') {
      const { runForecast } = await import('./forecast.js');
      console.log(await runForecast(rest));
      return 0;
    }
    if (command === 'admin') {
      const { runAdmin } = await import('./admin.js');
      console.log(JSON.stringify(await runAdmin(rest)));
      return 0;
    }
    // The client commands (and the SDK) load only when a client command is used (~0.1 s a start).
    const { CLIENT_COMMANDS, runClient } = await import('./client/commands.js');
    if ((CLIENT_COMMANDS as readonly string[]).includes(command ?? '')) {
      const { errorMessage, exitCodeOf } = await import('./client/exit-codes.js');
      try {
        console.log(await runClient(command as (typeof CLIENT_COMMANDS)[number], rest, process.env, readStdin));
        return 0;
      } catch (err) {
        if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw err;
        console.error(errorMessage(err));
        return exitCodeOf(err);
      }
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
    if ((err as Error).name === 'AdminApiError') {
      console.error((err as { body: string }).body);
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
