#!/usr/bin/env node
// The `scenario-sim` command. Runs the CLI prebuilt as plain JavaScript (dist/cli, by
// scripts/build-cli.mjs: built by `npm ci` and rebuilt here when a file under src/ changed), which
// starts about a second sooner than TypeScript through tsx. Through tsx when it cannot be built
// (no esbuild, a read-only checkout) or with SCENARIO_SIM_TSX=1.
let entry;
if (process.env.SCENARIO_SIM_TSX !== '1') {
  try {
    const { cliEntry } = await import('../scripts/build-cli.mjs');
    entry = await cliEntry();
  } catch (err) {
    process.stderr.write(`scenario-sim: could not build the command line (${err instanceof Error ? err.message : err}); running it through tsx.\n`);
  }
}
if (entry) await import(entry);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
