/**
 * @scenario-sim/sdk: the TypeScript client of the Scenario Simulation and Forecasting API. Types are
 * generated from the served /v1/openapi.json (schema.ts, `npm run sdk:generate`); requests go
 * through openapi-fetch. See the README's "SDK" section.
 */
export * from './client.js';
export * from './errors.js';
export * from './webhooks.js';
export type { components, operations, paths } from './schema.js';
