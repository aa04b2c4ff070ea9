/**
 * Layer rules (issue 8 item 8; docs/architecture.md "Layers"), checked by `npm run lint:deps`,
 * which `npm test` runs first.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-is-pure',
      comment: 'The engine imports only the engine (its i18n included) and the plain-constant limits module.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: ['^src/engine/', '^src/contracts/limits\\.ts$'] },
    },
    {
      name: 'engine-no-io',
      comment: 'The engine does no I/O: no Node built-in modules (fs, net, worker_threads, crypto…). One exception: src/engine/reader/shipped-file.ts reads the engine\'s own weights next to it at load (issue 21 item 5).',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: '^src/engine/reader/shipped-file\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-only-typebox',
      comment: 'Wire schemas import only typebox and each other.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { pathNot: ['^src/contracts/', '(^|/)node_modules/typebox/'] },
    },
    {
      name: 'http-no-db',
      comment: 'Routes are thin: they reach the database only through the domain.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(db|queue)/' },
    },
    {
      name: 'domain-no-outer-layers',
      comment: 'The domain knows nothing of HTTP, the queue, the CLI or the wiring; it enqueues through src/domain/ports.ts.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(http|queue|cli)/|^src/(runtime|main)\\.ts$' },
    },
    {
      name: 'db-below-domain',
      comment: 'The database layer imports only the database layer and contracts.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/', pathNot: ['^src/db/', '^src/contracts/'] },
    },
    {
      name: 'lib-is-a-leaf',
      comment: 'src/lib holds generic utilities (no I/O policy, no project types): it imports nothing else of src.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'queue-no-http',
      severity: 'error',
      from: { path: '^src/queue/' },
      to: { path: '^src/(http|cli)/' },
    },
    {
      name: 'pages-render-only',
      comment: 'Pages turn data into HTML: they import contracts, each other and their libraries, never the database, the domain, HTTP or the queue.',
      severity: 'error',
      from: { path: '^src/pages/', pathNot: '^src/pages/snippets/' },
      to: { path: '^src/', pathNot: ['^src/pages/', '^src/contracts/'] },
    },
    {
      name: 'engine-through-its-index',
      comment: 'Outside the engine, only src/engine/index.ts is imported (and src/engine/reading.ts, its reading-only subset).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/engine/' },
      to: { path: '^src/engine/', pathNot: '^src/engine/(index|reading)\\.ts$' },
    },
    {
      name: 'jobs-through-its-index',
      comment: 'Outside src/domain/jobs, only its index is imported.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/jobs/' },
      to: { path: '^src/domain/jobs/', pathNot: '^src/domain/jobs/index\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
