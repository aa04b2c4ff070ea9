/**
 * The `scenario-sim` command prebuilt as plain JavaScript (issue 21 item 5; docs/decisions.md
 * "Issue 21 item 5"). esbuild bundles src/cli/main.ts and the project code it reaches into
 * dist/cli/<build>/ (ES modules, one chunk per dynamic import, so a command loads only its own
 * code; packages in node_modules stay external and load as they do under tsx, except the workspace
 * packages, which ship TypeScript and are bundled). Node then starts
 * the CLI without tsx's loader: no loader thread handing ~20 MB of model source across, no
 * per-module transform lookups.
 *
 * `npm run build:cli` (and `npm ci`, through `prepare`) builds it; bin/scenario-sim.mjs calls
 * `cliEntry()`, which rebuilds when a source file changed since the last build (checked by size and
 * mtime of every input, ~5 ms), so the command never runs stale code.
 *
 * Plain JavaScript (not TypeScript) because it runs before anything can load TypeScript.
 * Plain Node ≥ 20.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'src/cli/main.ts';
/** dist/cli/current.json names the build in use and lists its inputs. */
const OUT = path.join(ROOT, 'dist/cli');
const CURRENT = path.join(OUT, 'current.json');
/** Builds older than this are removed by the next build (a process still running one keeps its chunks until then). */
const KEEP_OLD_BUILDS_MS = 24 * 3600 * 1000;

/**
 * Rewrites `import.meta.url` (and `.dirname`, `.filename`) in project sources to the source file's
 * own location, so that code finding files next to itself (migrations, templates, worker thread
 * entries) finds them in src/ as under tsx, not next to the bundle. Resolved relative to the bundle
 * at run time, so the checkout may move.
 */
function sourceLocationPlugin(buildDir) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(path.join(ROOT, 'src') + path.sep)) return undefined;
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (!text.includes('import.meta')) return { contents: text, loader: 'ts' };
        const rel = path.relative(buildDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        const file = `decodeURIComponent(new URL(${JSON.stringify(rel)}, import.meta.url).pathname)`;
        const dir = `decodeURIComponent(new URL(".", new URL(${JSON.stringify(rel)}, import.meta.url)).pathname).replace(/\\/$/, "")`;
        const contents = text
          .replace(/\bimport\.meta\.url\b/g, url)
          .replace(/\bimport\.meta\.filename\b/g, file)
          .replace(/\bimport\.meta\.dirname\b/g, dir);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The packages left to Node at run time: every dependency of the root package and of its workspace
 * packages, with their subpaths. The workspace packages themselves (@scenario-sim/sdk) ship
 * TypeScript sources, which plain Node cannot load, so they are bundled like src/.
 */
function externalPackages() {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const manifests = [root];
  for (const pattern of root.workspaces ?? []) {
    const base = path.join(ROOT, pattern.replace(/\/\*$/, ''));
    for (const name of fs.existsSync(base) ? fs.readdirSync(base) : []) {
      const file = path.join(base, name, 'package.json');
      if (fs.existsSync(file)) manifests.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  }
  const workspaceNames = new Set(manifests.slice(1).map((m) => m.name));
  const names = new Set(manifests.flatMap((m) => [...Object.keys(m.dependencies ?? {}), ...Object.keys(m.devDependencies ?? {})]));
  return [...names].filter((n) => !workspaceNames.has(n)).flatMap((n) => [n, `${n}/*`]);
}

/** Size and mtime of each input (paths relative to the repository), as the freshness check compares them. */
function stamp(files) {
  const out = {};
  for (const f of files) {
    const st = fs.statSync(path.join(ROOT, f));
    out[f] = [st.size, st.mtimeMs];
  }
  return out;
}

/** The current build, or null when there is none or an input changed, appeared missing or the build is gone. */
export function currentBuild() {
  let current;
  try {
    current = JSON.parse(fs.readFileSync(CURRENT, 'utf8'));
  } catch {
    return null;
  }
  const entry = path.join(OUT, current.dir, 'main.js');
  if (!fs.existsSync(entry)) return null;
  for (const [f, [size, mtime]] of Object.entries(current.inputs)) {
    let st;
    try {
      st = fs.statSync(path.join(ROOT, f));
    } catch {
      return null;
    }
    if (st.size !== size || st.mtimeMs !== mtime) return null;
  }
  return { entry, dir: current.dir };
}

/**
 * Builds the CLI into dist/cli/<hash of the output>/ and points dist/cli/current.json at it. Safe
 * when several processes build at once: each writes into its own temporary directory, renamed into
 * place (the same output has the same name), and current.json is replaced by a rename.
 * @returns the entry file's path.
 * @throws Error when esbuild is missing or the build fails (bin/scenario-sim.mjs then runs through tsx).
 */
export async function buildCli() {
  const { build } = await import('esbuild');
  fs.mkdirSync(OUT, { recursive: true });
  // The output's directory depth is fixed (dist/cli/<hash>/), so sources' locations are known before the hash is.
  const depthProbe = path.join(OUT, 'build');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: path.join(ROOT, ENTRY) },
    outdir: depthProbe,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: externalPackages(),
    chunkNames: '[name]-[hash]',
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [sourceLocationPlugin(depthProbe)],
    banner: { js: '// Built by scripts/build-cli.mjs from src/ (do not edit; rebuilt when a source changes).' },
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes('node_modules/'))
    .concat(path.relative(ROOT, fileURLToPath(import.meta.url)), 'package.json');
  const hash = crypto.createHash('sha256');
  for (const o of result.outputFiles) hash.update(path.relative(depthProbe, o.path)).update(o.contents);
  const dir = hash.digest('hex').slice(0, 16);
  const final = path.join(OUT, dir);
  if (!fs.existsSync(final)) {
    const tmp = fs.mkdtempSync(path.join(OUT, '.tmp-'));
    for (const o of result.outputFiles) fs.writeFileSync(path.join(tmp, path.relative(depthProbe, o.path)), o.contents);
    try {
      fs.renameSync(tmp, final);
    } catch (err) {
      // Another process put the same build in place first.
      fs.rmSync(tmp, { recursive: true, force: true });
      if (!fs.existsSync(final)) throw err;
    }
  }
  const pointer = path.join(OUT, `.current-${process.pid}.json`);
  fs.writeFileSync(pointer, JSON.stringify({ dir, inputs: stamp(inputs) }));
  fs.renameSync(pointer, CURRENT);
  for (const name of fs.readdirSync(OUT)) {
    const p = path.join(OUT, name);
    if (name === dir || name === 'current.json') continue;
    try {
      if (Date.now() - fs.statSync(p).mtimeMs > KEEP_OLD_BUILDS_MS) fs.rmSync(p, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another build.
    }
  }
  return path.join(final, 'main.js');
}

/**
 * The CLI's entry as a file URL: the current build, built first when missing or stale (with a
 * line on stderr, as it takes a few seconds).
 * @throws Error when it cannot be built.
 */
export async function cliEntry() {
  const current = currentBuild();
  if (current) return pathToFileURL(current.entry).href;
  process.stderr.write('scenario-sim: building the command line (once after a change to src/)…\n');
  return pathToFileURL(await buildCli()).href;
}

// `node scripts/build-cli.mjs [--if-possible]` (npm run build:cli; `prepare` passes --if-possible so
// that a failed build never fails `npm ci`: the command then builds on first use or runs through tsx).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t = Date.now();
  try {
    const entry = await buildCli();
    console.log(`built ${path.relative(ROOT, entry)} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(`scenario-sim: the command line was not built: ${err instanceof Error ? err.message : err}`);
    process.exitCode = process.argv.includes('--if-possible') ? 0 : 1;
  }
}
