import { openInsEnvelope } from './envelope.ts';
import { type InsReading, readInsNotification } from './notification.ts';

/** An INS body as it arrives, read with the account's secret key: a sale, a test, or why not. Never throws. */
export function readIns(body: unknown, secretKey: string): InsReading {
  const opened = openInsEnvelope(body, secretKey);
  if (!opened.ok) return { kind: 'refused', refusal: opened.refusal, message: opened.message };
  return readInsNotification(opened.notification);
}
