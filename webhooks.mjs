// The package's export for webhook receivers (`import { verifyWebhookSignature } from 'scenario-sim/webhooks'`):
// src/lib/webhook-signature.ts, run through tsx like the CLI (no build step). README "Receiving webhooks".
import { register } from 'tsx/esm/api';

register();
const lib = await import('./src/lib/webhook-signature.ts');

export const {
  verifyWebhookSignature,
  signWebhookPayload,
  computeWebhookSignature,
  parseSignatureHeader,
  WebhookSignatureError,
  DEFAULT_TOLERANCE_SECONDS,
  SIGNATURE_HEADER,
} = lib;
