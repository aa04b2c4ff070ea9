/**
 * The last pass over the generated OpenAPI document (@fastify/swagger `transformObject`), so that
 * every operation, also one added later, has what clients and `redocly lint` need
 * (docs/decisions.md "Issue 24: OpenAPI"):
 * - an `operationId` (verb first, from OPERATION_IDS; a route not listed gets one made from its
 *   method and path);
 * - its security: operations that declare none are public and say so with `security: []`;
 * - on every 429, the `Retry-After` and the IETF `RateLimit` / `RateLimit-Policy` headers;
 * - a description on every response and a `tags` list with descriptions.
 */

/** operationId of each operation, by "METHOD /path" as it appears in the document. */
export const OPERATION_IDS: Record<string, string> = {
  'POST /v1/auth/signup': 'signUp',
  'POST /v1/auth/login': 'logIn',
  'POST /v1/auth/logout': 'logOut',
  'POST /v1/auth/sessions/revoke-all': 'revokeAllSessions',
  'POST /v1/keys': 'createApiKey',
  'GET /v1/keys': 'listApiKeys',
  'POST /v1/keys/{key_id}/rotate': 'rotateApiKey',
  'DELETE /v1/keys/{key_id}': 'revokeApiKey',
  'GET /v1/credits': 'getCredits',
  'GET /v1/billing/subscription': 'getSubscription',
  'POST /v1/billing/checkout': 'createCheckout',
  'GET /v1/plans': 'listPlans',
  'POST /v1/jobs': 'createJob',
  'GET /v1/jobs/{job_id}/status': 'getJobStatus',
  'GET /v1/jobs/{job_id}/report': 'getJobReport',
  'POST /v1/scenarios': 'createScenario',
  'GET /v1/scenarios': 'listScenarios',
  'GET /v1/scenarios/{scenario_id}': 'getScenario',
  'GET /v1/scenarios/{scenario_id}/report': 'getScenarioReport',
  'POST /v1/scenarios/{scenario_id}/share': 'createReportShare',
  'DELETE /v1/scenarios/{scenario_id}/share': 'revokeReportShare',
  'POST /v1/webhooks': 'createWebhookEndpoint',
  'GET /v1/webhooks': 'listWebhookEndpoints',
  'GET /v1/webhooks/deliveries': 'listWebhookDeliveries',
  'DELETE /v1/webhooks/{endpoint_id}': 'deleteWebhookEndpoint',
  'POST /v1/webhooks/{endpoint_id}/rotate-secret': 'rotateWebhookSecret',
  'GET /v1/assets/powered-by.svg': 'getPoweredByBadge',
  'GET /v1/r/{token}': 'getHostedReport',
  'GET /v1/docs': 'getDocs',
  'GET /v1/brain/pages': 'listBrainPages',
  'POST /v1/brain/chat': 'chatWithBrain',
};

/** Descriptions of the tags used by the routes. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: 'Sign-up, login and sessions',
  keys: 'API keys (session token only)',
  billing: 'The prepaid credit wallet and prices',
  jobs: 'Simulation jobs: submit, poll, fetch the report',
  scenarios: 'The same records as jobs, under the scenario paths',
  webhooks: 'Signed event deliveries to HTTPS endpoints',
  public: 'Public pages and assets: no credential',
  admin: 'Operator API, guarded by ADMIN_TOKEN',
  brain: 'Knowledge pages from completed reports and links, and a chat that answers from them with citations (pro tier or higher)',
};

const RATE_HEADERS = {
  'Retry-After': {
    description: 'Seconds to wait before retrying (RFC 9110 §10.2.3)',
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimit: {
    description: 'Remaining requests and seconds to the window reset (draft-ietf-httpapi-ratelimit-headers), e.g. "default";r=0;t=42',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The limit that applies (draft-ietf-httpapi-ratelimit-headers), e.g. "default";q=120;w=60',
    schema: { type: 'string' },
  },
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** camelCase operationId made from a method and a path, for routes not in OPERATION_IDS. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by_${part.slice(1, -1)}` : part))
    .join('_')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words].map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Applies the rules above to the document in place and returns it. */
export function finishOpenApi<T extends { paths?: Record<string, any>; tags?: unknown; components?: Record<string, any> }>(doc: T): T {
  const used = new Set<string>();
  const tags = new Set<string>();
  doc.components ??= {};
  doc.components.headers = { ...(doc.components.headers ?? {}), ...RATE_HEADERS };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      let id = op.operationId ?? OPERATION_IDS[`${method.toUpperCase()} ${path}`] ?? derivedOperationId(method, path);
      while (used.has(id)) id = `${id}_`;
      used.add(id);
      op.operationId = id;
      if (op.security === undefined) op.security = [];
      for (const t of op.tags ?? []) tags.add(t);
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        if (!response.description) response.description = status.startsWith('2') ? 'Success' : 'Error';
        if (status === '429') {
          response.headers = {
            ...(response.headers ?? {}),
            'Retry-After': { $ref: '#/components/headers/Retry-After' },
            RateLimit: { $ref: '#/components/headers/RateLimit' },
            'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
          };
        }
      }
    }
  }
  (doc as any).tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return doc;
}
