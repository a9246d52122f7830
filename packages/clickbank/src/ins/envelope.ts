import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { insKey } from './key.ts';

/** Why an INS body could not be opened; each becomes a 400 with this reason, never a 5xx. */
export type InsEnvelopeRefusal = 'malformed-envelope' | 'bad-iv' | 'undecryptable' | 'not-json';

export type OpenedEnvelope =
  | { ok: true; notification: unknown }
  | { ok: false; refusal: InsEnvelopeRefusal; message: string };

/** Bigger than any real notification (a cart of items with addresses is a few KB). */
export const MAX_NOTIFICATION_BASE64 = 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const refuse = (refusal: InsEnvelopeRefusal, message: string): OpenedEnvelope => ({
  ok: false,
  refusal,
  message,
});

/**
 * Opens ClickBank's INS body `{"notification": base64, "iv": base64}`: AES-256-CBC with PKCS7
 * padding under `insKey(secret)`. A wrong secret, a changed ciphertext or IV and bad padding all
 * fail here or as JSON; CBC has no MAC, so the fields are checked again by parseInsNotification.
 */
export function openInsEnvelope(body: unknown, secretKey: string): OpenedEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(
      'malformed-envelope',
      'The notification body must be a JSON object with notification and iv.',
    );
  }
  const { notification, iv } = body as Record<string, unknown>;
  if (typeof notification !== 'string' || typeof iv !== 'string') {
    return refuse('malformed-envelope', 'The notification body needs notification and iv as base64 text.');
  }
  if (notification.length > MAX_NOTIFICATION_BASE64 || !BASE64.test(notification)) {
    return refuse('malformed-envelope', 'The notification is not base64 text of a sensible size.');
  }
  const ivBytes = BASE64.test(iv) ? Buffer.from(iv, 'base64') : Buffer.alloc(0);
  if (ivBytes.length !== 16) return refuse('bad-iv', 'The iv must be 16 bytes, base64-encoded.');
  const cipherText = Buffer.from(notification, 'base64');
  if (cipherText.length === 0 || cipherText.length % 16 !== 0) {
    return refuse('undecryptable', 'The notification is not whole AES blocks.');
  }
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', insKey(secretKey), ivBytes);
    plain = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
  } catch {
    return refuse(
      'undecryptable',
      'The notification did not decrypt: wrong secret key, or it was changed on the way.',
    );
  }
  try {
    // ClickBank's own samples trim NULs and control characters around the JSON.
    return { ok: true, notification: JSON.parse(plain.replace(/^[\s\0]+|[\s\0]+$/g, '')) };
  } catch {
    return refuse(
      'not-json',
      'The notification decrypted to something that is not JSON: wrong secret key or a changed message.',
    );
  }
}

/** Encrypts a notification as ClickBank does (the stand-in's sender; tests use openssl instead). */
export function sealInsEnvelope(
  notification: unknown,
  secretKey: string,
  iv: Buffer = randomBytes(16),
): { notification: string; iv: string } {
  const cipher = createCipheriv('aes-256-cbc', insKey(secretKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(notification), 'utf8'), cipher.final()]);
  return { notification: body.toString('base64'), iv: iv.toString('base64') };
}
