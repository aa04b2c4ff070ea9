/** Outgoing webhooks: endpoints, the event outbox, and the delivery state machine (docs/decisions.md "Webhooks"). */
export { refusedAddress, parseWebhookUrl, resolveWebhookAddress, systemResolver, WebhookUrlError } from './address-policy.js';
export { checkWebhookUrl, createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, newWebhookSecret, rotateWebhookSecret, WEBHOOK_SECRET_PREFIX } from './endpoints.js';
export { jobEventBody, recordJobEvent, WEBHOOK_DELIVERIES_CHANNEL } from './events.js';
export { claimDueDelivery, finishAttempt, listDeliveries, retryDelaySeconds, type AttemptOutcome, type ClaimedDelivery, type RetryPolicy } from './deliveries.js';
