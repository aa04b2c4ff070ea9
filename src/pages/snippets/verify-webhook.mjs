import http from 'node:http';
import { verifyWebhookSignature, WebhookSignatureError } from 'scenario-sim/webhooks';

const secret = process.env.SCENARIO_WEBHOOK_SECRET; // whsec_… from POST /v1/webhooks
const seen = new Set(); // event ids already handled: keep them in your database

// Behind your TLS terminator (the service sends to https:// addresses only).
http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks); // verify the bytes as received, not re-serialized JSON
    try {
      verifyWebhookSignature(raw, req.headers['service-signature'], secret);
    } catch (err) {
      res.writeHead(400).end(err instanceof WebhookSignatureError ? err.code : 'bad request');
      return;
    }
    const event = JSON.parse(raw.toString('utf8'));
    res.writeHead(200).end(); // answer within 15 s; anything but a 2xx is retried (a 410 disables the endpoint)
    if (seen.has(event.id)) return; // a retry of an event already handled
    seen.add(event.id);
    // event.type is scenario.completed or scenario.failed; fetch event.data.report_url with your API key.
  });
}).listen(3000);
