import {
  API_KEY_PREFIX,
  MAX_API_KEYS_PER_USER,
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_TEST_EVENT,
} from '@adreel/contracts';

const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map((s) =>
  s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`,
);

/** The API-key and webhook sections of the OpenAPI description shown at /docs (Markdown). */
export const AUTOMATION_DOCS = `
## Authentication

Every signed-in route takes \`Authorization: Bearer <token>\`: either the session token from
\`POST /auth/signin\`, or a **personal API key** (\`${API_KEY_PREFIX}…\`) created in Settings → API keys (at most
${MAX_API_KEYS_PER_USER} per user). A key acts as its owner on the API's routes, except the account-sensitive
ones — deleting the account, signing out, and managing API keys and webhooks — which answer **403** to a key
and need a session. A revoked key stops working on the next request (**401**).

## Webhooks

Settings → Webhooks sends events to your HTTPS endpoint as \`POST\` with a JSON body:

| event | when | \`data\` |
|---|---|---|
| \`${WEBHOOK_EVENTS[0]}\` | a video finished rendering | \`{ "video": { "id", "productName", "durationSec", "completedAt" } }\` |
| \`${WEBHOOK_EVENTS[1]}\` | a sale started to count, from any marketplace (Digistore24, ClickBank, a custom network) and any source (postback, IPN, INS, report sync) | \`{ "sale": { "id", "marketplace", "orderId", "status": "sale", "earnings", "currency", "campaignKey", "source": { "kind", "sourceId" } \\| null, "at" } }\` |
| \`${WEBHOOK_EVENTS[2]}\` | a refund or chargeback started to count (negative earnings: what it took back, at most the sale; one arriving before its sale is sent when the sale comes; one taking nothing more is not sent) | the same shape, \`"status": "refund"\\|"chargeback"\` |
| \`${WEBHOOK_TEST_EVENT}\` | "Send test event" | \`{ "message" }\` |

The body is \`{ "id": "<delivery id>", "type": "<event>", "createdAt": "<ISO time>", "data": { … } }\`, with headers
\`x-adreel-event\`, \`x-adreel-delivery\` (the delivery id: use it to ignore repeats), \`x-adreel-timestamp\` (Unix
seconds) and \`x-adreel-signature: t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the
endpoint's signing secret>\`.

Answer with any 2xx within 10 seconds. Anything else is retried ${WEBHOOK_RETRY_DELAYS_SECONDS.length} times, after
${delays.join(', ')} (${WEBHOOK_MAX_ATTEMPTS} attempts in all); then the delivery is marked failed. Endpoints must be
public internet addresses.

### Verifying a signature (Node.js)

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(rawBody, header, secret) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < ${WEBHOOK_SIGNATURE_TOLERANCE_SECONDS};
  return fresh && expected.length === parts.v1?.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}
\`\`\`

Verify the raw body exactly as received, before parsing it as JSON.
`;
