/** Webhooks (docs/api.md "Webhooks"; the interface's Events section; docs/decisions.md "Webhooks"). */
import { Type, type Static } from 'typebox';
import { NullableTimestamp, Timestamp, Uuid } from './common.js';

/** The event kinds an endpoint can subscribe to (the interface's Events table). */
export const WEBHOOK_EVENT_TYPES = ['scenario.completed', 'scenario.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Longest accepted endpoint URL, characters. */
export const MAX_WEBHOOK_URL_CHARS = 2048;

const EventType = Type.Enum(WEBHOOK_EVENT_TYPES, { description: 'scenario.completed or scenario.failed' });

/** `POST /v1/webhooks` body. */
export const NewWebhookBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: MAX_WEBHOOK_URL_CHARS,
      description: 'HTTPS address of the receiver; it must not be or resolve to a loopback, private, link-local, CGNAT, multicast, unspecified or cloud-metadata address',
    }),
    events: Type.Array(EventType, { minItems: 1, maxItems: 10, description: 'Event kinds to receive (repeats are ignored)' }),
  },
  { additionalProperties: false },
);
export type NewWebhookBody = Static<typeof NewWebhookBody>;

/** Path parameters of one endpoint. */
export const WebhookEndpointParams = Type.Object({ endpoint_id: Uuid });

const endpointFields = {
  endpoint_id: Type.String({ description: 'Endpoint id' }),
  url: Type.String({ description: 'The receiver' }),
  events: Type.Array(EventType, { description: 'Event kinds it receives' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')], { description: 'disabled after the receiver answered 410 Gone: nothing more is sent to it' }),
  disabled_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was disabled; null while active' }),
  created_at: Timestamp,
};

/** An endpoint as listed: never its secret. */
export const WebhookEndpoint = Type.Object(endpointFields, { additionalProperties: false });
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

const secretField = {
  secret: Type.String({ description: 'Signing secret (whsec_…): shown only in this response; store it now' }),
};

/** A registration: the endpoint and its secret, shown once. */
export const CreatedWebhookEndpoint = Type.Object({ ...endpointFields, ...secretField }, { additionalProperties: false });
export type CreatedWebhookEndpoint = Static<typeof CreatedWebhookEndpoint>;

/** `GET /v1/webhooks`. */
export const WebhookEndpointList = Type.Object(
  { endpoints: Type.Array(WebhookEndpoint, { description: 'Oldest first; deleted endpoints are not listed' }) },
  { additionalProperties: false },
);
export type WebhookEndpointList = Static<typeof WebhookEndpointList>;

/** `DELETE /v1/webhooks/{endpoint_id}`. */
export const DeletedWebhookEndpoint = Type.Object(
  { endpoint_id: Type.String({ description: 'The endpoint removed' }), deleted: Type.Literal(true, { description: 'Always true' }) },
  { additionalProperties: false },
);
export type DeletedWebhookEndpoint = Static<typeof DeletedWebhookEndpoint>;

/** `POST /v1/webhooks/{endpoint_id}/rotate-secret`. */
export const RotatedWebhookSecret = Type.Object(
  {
    endpoint_id: Type.String({ description: 'The endpoint' }),
    ...secretField,
    previous_secret_expires_at: Timestamp,
  },
  { additionalProperties: false, description: 'Until previous_secret_expires_at every delivery is signed with both secrets (v1=<new>,v1=<old>)' },
);
export type RotatedWebhookSecret = Static<typeof RotatedWebhookSecret>;

/** One attempt of a delivery. */
export const WebhookAttempt = Type.Object(
  {
    attempt: Type.Integer({ description: '1 for the first attempt' }),
    started_at: Timestamp,
    status_code: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's HTTP status; null when none came" }),
    duration_ms: Type.Union([Type.Integer(), Type.Null()], { description: 'From the start of the attempt to the answer or the error; null while in flight' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt failed without a status (timeout, refused address, TLS, connection); null otherwise' }),
  },
  { additionalProperties: false },
);
export type WebhookAttempt = Static<typeof WebhookAttempt>;

/** A delivery: one event to one endpoint, and its attempts. */
export const WebhookDelivery = Type.Object(
  {
    delivery_id: Type.String({ description: 'Delivery id' }),
    event_id: Type.String({ description: 'The event id, also sent as Service-Event-Id and the body\'s id (the same on every retry)' }),
    type: EventType,
    endpoint_id: Type.String({ description: 'The receiving endpoint' }),
    job_id: Type.String({ description: 'The job the event is about' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')], {
      description: 'pending (an attempt is due or in flight), succeeded (a 2xx came), failed (retries exhausted, a 410, or the endpoint deleted)',
    }),
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    last_status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'Status of the last attempt; null when none came' }),
    last_duration_ms: Type.Union([Type.Integer(), Type.Null()], { description: 'Duration of the last attempt, ms' }),
    last_error: Type.Union([Type.String(), Type.Null()], { description: 'Why the last attempt failed; null when it succeeded or none was made' }),
    next_attempt_at: NullableTimestamp('When the next attempt is due; null once succeeded or failed'),
    created_at: Timestamp,
    attempt_history: Type.Array(WebhookAttempt, { description: 'Every attempt, oldest first' }),
  },
  { additionalProperties: false },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** `GET /v1/webhooks/deliveries`. */
export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(WebhookDelivery, { description: 'Newest first' }) }, { additionalProperties: false });
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

/** The body of every delivery (sent, never received): `{id, type, created, data}`. */
export const WebhookEventBody = Type.Object(
  {
    id: Type.String({ description: 'Event id, equal to the Service-Event-Id header: deduplicate on it' }),
    type: EventType,
    created: Type.Integer({ description: 'When the event happened, unix seconds' }),
    data: Type.Object(
      {
        job_id: Type.String(),
        scenario_id: Type.String({ description: 'Equal to job_id' }),
        status: Type.Union([Type.Literal('completed'), Type.Literal('failed')]),
        report_url: Type.String({ description: 'Path of the report, as in the status body (/v1/jobs/{job_id}/report)' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type WebhookEventBody = Static<typeof WebhookEventBody>;
