import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Demo mode's built-in webhook inbox: a stand-in for the user's own server, so webhooks can be tried
 * where every outside address is out of reach. It shows what arrived and whether each signature
 * matched the secret of the user's webhook with the inbox's address.
 */
export const DEMO_INBOX_KEEPS = 50;

export const demoInboxReceiptSchema = z.object({
  id: z.string(),
  event: z.string(),
  /** The delivery's id as sent in `x-adreel-delivery`, when there was one. */
  deliveryId: z.string().nullable(),
  /** The body exactly as received. */
  body: z.string(),
  signature: z.string().nullable(),
  /** The `x-adreel-signature` matched the secret of the user's webhook with this address. */
  verified: z.boolean(),
  receivedAt: z.string(),
});
export type DemoInboxReceipt = z.infer<typeof demoInboxReceiptSchema>;

// GET /demo/webhook-inbox — the caller's inbox address (made on first call) and its newest receipts.
export const demoInboxResponseSchema = z.object({
  url: z.string(),
  receipts: z.array(demoInboxReceiptSchema),
});
export type DemoInboxResponse = z.infer<typeof demoInboxResponseSchema>;

// POST /demo/webhook-inbox/{key} — where the webhooks arrive (public, like any receiver).
export const demoInboxParamsSchema = z.object({ key: safeText().max(100) });
export const demoInboxReceivedSchema = z.object({ received: z.literal(true) });
