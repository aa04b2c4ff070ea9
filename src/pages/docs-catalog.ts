/**
 * The prose of the documentation page (`GET /v1/docs`) in English and Spanish. Endpoint details
 * are not here: they are generated from the OpenAPI document (src/pages/docs-page.ts).
 */
import type { PageLang } from './lang.js';

/** One section's words. */
export interface DocsText {
  title: string;
  tagline: string;
  toc: string;
  overviewTitle: string;
  overview: string[];
  authTitle: string;
  auth: string[];
  sandboxTitle: string;
  sandbox: string[];
  quickstartTitle: string;
  quickstartIntro: string;
  quickstartRun: string;
  endpointsTitle: string;
  endpointsIntro: string;
  credential: string;
  credentialNames: Record<string, string>;
  parameters: string;
  body: string;
  responses: string;
  required: string;
  webhooksTitle: string;
  webhooks: string[];
  webhooksExample: string;
  errorsTitle: string;
  errors: string[];
  errorCodes: [string, string, string][];
  limitsTitle: string;
  limits: [string, string][];
  pricesTitle: string;
  prices: string;
  language: string;
}

const en: DocsText = {
  title: 'Scenario Simulation and Forecasting API',
  tagline: 'Paste an announcement before you make it: the service simulates how the public reacts and forecasts the series you attach.',
  toc: 'Contents',
  overviewTitle: 'Overview',
  overview: [
    'A job simulates 1000 synthetic people over 4 rounds (configurable) and returns a report: risk of backlash (0–100), confidence, the reaction of each cohort with synthetic quotes, five failure modes, mitigations with their measured effect, counter-narratives, the sentiment trajectory, and, when you attach numeric series, their forecasts with prediction intervals.',
    'Work is asynchronous: submit, receive an id at once, poll the status (or receive a signed webhook), then fetch the report. Every completed report also has a hosted page (share_url) to send to decision-makers.',
    'Scores and forecasts are model-based probabilistic estimates, not guarantees.',
  ],
  authTitle: 'Authentication',
  auth: [
    'Sign up (POST /v1/auth/signup) or log in (POST /v1/auth/login) to get a session token (sess_…). Key management and billing take only a session token.',
    'Issue API keys with POST /v1/keys (free, shown once). Send a key as "Authorization: Bearer <key>" or "X-API-Key: <key>". Keys of sandbox tenants start with sk_test_, others with sk_live_.',
    'A missing, unknown or revoked credential is a 401 with code unauthorized. Another tenant\'s id is a 404.',
  ],
  sandboxTitle: 'Sandbox onboarding',
  sandbox: [
    'Sign up with "sandbox": true to try the API at once: the wallet of a sandbox tenant starts with play credit (10 simulations by default), so the quickstart needs no payment and no operator.',
    'Sandbox reports say "sandbox": true and their hosted pages carry a SANDBOX watermark. Real credit is bought in the web application (packages in GET /v1/plans); an operator can also grant it with the admin API.',
  ],
  quickstartTitle: 'Quickstart',
  quickstartIntro: 'Save this script as quickstart.sh. On the first run it signs up a sandbox tenant; on later runs it logs in. Each failed step stops it and prints the error body.',
  quickstartRun: 'Run it (with the service started by npm start):',
  endpointsTitle: 'Endpoints',
  endpointsIntro: 'Generated from the OpenAPI document (GET /v1/openapi.json), so this list is always the one the service serves.',
  credential: 'Credential',
  credentialNames: { none: 'none (public)', bearerAuth: 'API key or session token (Authorization: Bearer)', apiKeyHeader: 'API key (X-API-Key)', adminToken: 'admin token (ADMIN_TOKEN)' },
  parameters: 'Parameters',
  body: 'Request body',
  responses: 'Responses',
  required: 'required',
  webhooksTitle: 'Webhooks',
  webhooks: [
    'Register an HTTPS endpoint with POST /v1/webhooks {url, events}; events are scenario.completed and scenario.failed. The signing secret (whsec_…) is shown once.',
    'Each delivery carries Service-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> and Service-Event-Id (the same on every retry). Verify against the raw bytes, refuse timestamps older than 300 s, and answer 2xx within 15 s; anything else is retried with backoff for up to 3 days.',
  ],
  webhooksExample: 'A receiver in Node.js, with the verifier this package exports:',
  errorsTitle: 'Errors',
  errors: [
    'A malformed request is a 422 whose body lists every problem: {"detail":[{"loc":["body","n_agents"],"msg":"…","type":"…"}]}.',
    'Every other error is {"detail":{"code":"<code>","message":"<text>"}} with a stable code:',
  ],
  errorCodes: [
    ['401', 'unauthorized', 'Missing, unknown, expired or revoked credential'],
    ['402', 'insufficient_credits', 'The wallet cannot pay; the body gives balance_usd and required_usd'],
    ['403', 'session_required', 'Key management and billing need a session token'],
    ['404', 'not_found / report_not_ready / job_failed', 'Unknown id, report not finished yet, or the job failed (refunded)'],
    ['409', 'email_taken / idempotency_conflict', 'Email in use; same Idempotency-Key still in flight'],
    ['410', 'checkout_retired', 'Credits are bought in the web application'],
    ['413 / 415', 'payload_too_large / unsupported_media_type', 'Body over 1 MiB; not JSON'],
    ['429', 'rate_limited / tenant_queue_full', 'Over the request rate or the queued work; wait Retry-After seconds'],
  ],
  limitsTitle: 'Limits',
  limits: [
    ['Requests', '120 per minute per key or session (RATE_LIMIT_MAX); every response carries RateLimit and RateLimit-Policy; a 429 adds Retry-After'],
    ['Simulation', '10–100,000 agents, 1–12 rounds (default 1000 × 4); the largest run depends on the tier'],
    ['Scenario text', 'Up to 100,000 characters; request bodies up to 1 MiB'],
    ['Series', 'One object or up to three, at least 8 values each'],
    ['Lists', 'limit 1–200, default 50'],
    ['Idempotency-Key', '1–255 printable characters, kept 24 hours per tenant'],
    ['Credits', 'Never expire'],
  ],
  pricesTitle: 'Prices',
  prices: 'GET /v1/plans gives the price of one simulation (sim_cost_usd) and the one-time credit packages, each with what it adds to the wallet and how many simulations that buys.',
  language: 'Language',
};

const es: DocsText = {
  title: 'API de simulación de escenarios y previsión',
  tagline: 'Pegue un anuncio antes de hacerlo: el servicio simula cómo reacciona el público y prevé las series que adjunte.',
  toc: 'Contenido',
  overviewTitle: 'Visión general',
  overview: [
    'Un trabajo simula 1000 personas sintéticas durante 4 rondas (configurable) y devuelve un informe: riesgo de rechazo (0–100), confianza, la reacción de cada grupo con citas sintéticas, cinco modos de fallo, mitigaciones con su efecto medido, contranarrativas, la trayectoria del sentimiento y, si adjunta series numéricas, sus previsiones con intervalos de predicción.',
    'El trabajo es asíncrono: envíe, reciba un identificador al instante, consulte el estado (o reciba un webhook firmado) y descargue el informe. Cada informe completado tiene además una página alojada (share_url) para enviar a quien decide.',
    'Las puntuaciones y previsiones son estimaciones probabilísticas basadas en modelos, no garantías.',
  ],
  authTitle: 'Autenticación',
  auth: [
    'Regístrese (POST /v1/auth/signup) o inicie sesión (POST /v1/auth/login) para obtener un token de sesión (sess_…). La gestión de claves y la facturación solo aceptan un token de sesión.',
    'Emita claves de API con POST /v1/keys (gratis, se muestran una vez). Envíe la clave como "Authorization: Bearer <clave>" o "X-API-Key: <clave>". Las claves de inquilinos sandbox empiezan por sk_test_, las demás por sk_live_.',
    'Una credencial ausente, desconocida o revocada da un 401 con el código unauthorized. El identificador de otro inquilino da un 404.',
  ],
  sandboxTitle: 'Alta en sandbox',
  sandbox: [
    'Regístrese con "sandbox": true para probar la API de inmediato: la cartera de un inquilino sandbox empieza con crédito de prueba (10 simulaciones por defecto), así que la guía rápida no necesita pago ni operador.',
    'Los informes de sandbox dicen "sandbox": true y sus páginas alojadas llevan la marca de agua SANDBOX. El crédito real se compra en la aplicación web (paquetes en GET /v1/plans); un operador también puede concederlo con la API de administración.',
  ],
  quickstartTitle: 'Guía rápida',
  quickstartIntro: 'Guarde este script como quickstart.sh. La primera vez registra un inquilino sandbox; las siguientes inicia sesión. Cada paso que falla lo detiene y muestra el cuerpo del error.',
  quickstartRun: 'Ejecútelo (con el servicio arrancado con npm start):',
  endpointsTitle: 'Endpoints',
  endpointsIntro: 'Generados a partir del documento OpenAPI (GET /v1/openapi.json): esta lista es siempre la que sirve el servicio. Los resúmenes de cada operación están en inglés.',
  credential: 'Credencial',
  credentialNames: { none: 'ninguna (público)', bearerAuth: 'clave de API o token de sesión (Authorization: Bearer)', apiKeyHeader: 'clave de API (X-API-Key)', adminToken: 'token de administración (ADMIN_TOKEN)' },
  parameters: 'Parámetros',
  body: 'Cuerpo de la petición',
  responses: 'Respuestas',
  required: 'obligatorio',
  webhooksTitle: 'Webhooks',
  webhooks: [
    'Registre un endpoint HTTPS con POST /v1/webhooks {url, events}; los eventos son scenario.completed y scenario.failed. El secreto de firma (whsec_…) se muestra una vez.',
    'Cada entrega lleva Service-Signature: t=<hora unix>,v1=<HMAC-SHA256 en hexadecimal de "<t>.<cuerpo sin modificar>"> y Service-Event-Id (el mismo en cada reintento). Verifique sobre los bytes recibidos, rechace marcas de tiempo de más de 300 s y responda 2xx en 15 s; cualquier otra respuesta se reintenta con espera creciente durante hasta 3 días.',
  ],
  webhooksExample: 'Un receptor en Node.js, con el verificador que exporta este paquete:',
  errorsTitle: 'Errores',
  errors: [
    'Una petición mal formada da un 422 cuyo cuerpo enumera cada problema: {"detail":[{"loc":["body","n_agents"],"msg":"…","type":"…"}]}.',
    'Cualquier otro error es {"detail":{"code":"<código>","message":"<texto>"}} con un código estable:',
  ],
  errorCodes: [
    ['401', 'unauthorized', 'Credencial ausente, desconocida, caducada o revocada'],
    ['402', 'insufficient_credits', 'La cartera no alcanza; el cuerpo da balance_usd y required_usd'],
    ['403', 'session_required', 'La gestión de claves y la facturación necesitan un token de sesión'],
    ['404', 'not_found / report_not_ready / job_failed', 'Identificador desconocido, informe aún no terminado, o trabajo fallido (reembolsado)'],
    ['409', 'email_taken / idempotency_conflict', 'Correo ya en uso; la misma Idempotency-Key sigue en curso'],
    ['410', 'checkout_retired', 'El crédito se compra en la aplicación web'],
    ['413 / 415', 'payload_too_large / unsupported_media_type', 'Cuerpo de más de 1 MiB; no es JSON'],
    ['429', 'rate_limited / tenant_queue_full', 'Por encima del ritmo de peticiones o del trabajo en cola; espere Retry-After segundos'],
  ],
  limitsTitle: 'Límites',
  limits: [
    ['Peticiones', '120 por minuto por clave o sesión (RATE_LIMIT_MAX); cada respuesta lleva RateLimit y RateLimit-Policy; un 429 añade Retry-After'],
    ['Simulación', '10–100.000 agentes, 1–12 rondas (por defecto 1000 × 4); la mayor ejecución depende del nivel'],
    ['Texto del escenario', 'Hasta 100.000 caracteres; cuerpos de hasta 1 MiB'],
    ['Series', 'Un objeto o hasta tres, con al menos 8 valores cada una'],
    ['Listas', 'limit 1–200, por defecto 50'],
    ['Idempotency-Key', '1–255 caracteres imprimibles, se guarda 24 horas por inquilino'],
    ['Créditos', 'No caducan nunca'],
  ],
  pricesTitle: 'Precios',
  prices: 'GET /v1/plans da el precio de una simulación (sim_cost_usd) y los paquetes de crédito de pago único, cada uno con lo que añade a la cartera y cuántas simulaciones compra.',
  language: 'Idioma',
};

/** The docs prose of a language. */
export function docsText(lang: PageLang): DocsText {
  return lang === 'es' ? es : en;
}
