import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseWebhookSignature } from '@adreel/contracts';

/**
 * Checks an `x-adreel-signature` header (`t=<ts>,v1=<hex HMAC-SHA256(secret, "<ts>.<body>")>`) the
 * way the API docs tell a receiver to, so the demo inbox shows the documented check at work.
 */
export function signatureMatches(secret: string, header: string | undefined, body: string): boolean {
  const sig = header ? parseWebhookSignature(header) : null;
  if (!sig) return false;
  const expected = createHmac('sha256', secret).update(`${sig.timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(sig.v1, 'hex'));
}
