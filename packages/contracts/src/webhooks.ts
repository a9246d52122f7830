import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { safeText } from './text.ts';

/**
 * Outgoing webhooks: each event is POSTed as JSON to every enabled endpoint that asked for it, with
 * `x-adreel-event`, `x-adreel-delivery`, `x-adreel-timestamp` and
 * `x-adreel-signature: t=<ts>,v1=<hex HMAC-SHA256(secret, "<ts>.<body>")>`; anything but a 2xx is
 * retried with backoff (WEBHOOK_RETRY_DELAYS_SECONDS) until the attempts run out.
 */
export const WEBHOOK_EVENTS = ['video.completed', 'sale.created', 'sale.reversed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send test event"; every endpoint receives it whatever events it picked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const MAX_WEBHOOKS_PER_USER = 10;
/** Waits before each retry: 10 s, 1 min, 5 min, 30 min, 2 h (so at most six attempts). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [10, 60, 300, 1800, 7200] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver's answer is kept only as this many characters (lastError). */
export const WEBHOOK_RESPONSE_EXCERPT = 200;
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** `video.completed`'s `data`. */
export const videoCompletedDataSchema = z.object({
  video: z.object({
    id: z.string(),
    productName: z.string().nullable(),
    durationSec: z.number().nullable(),
    completedAt: z.string(),
  }),
});
/**
 * `sale.created`'s `data` (a payment) and `sale.reversed`'s (a refund or chargeback, negative earnings:
 * what it actually took back, never more than the sale), from every marketplace and source, sent when
 * it starts to count; a reversal that arrived before its sale is sent when the sale settles it, and one
 * that takes nothing more (a chargeback after a full refund) is not sent. Summing `earnings` per
 * currency gives the Performance page's net.
 */
export const saleCreatedDataSchema = z.object({
  sale: z.object({
    id: z.string(),
    /** digistore24 | clickbank | custom (contracts' MARKETPLACES). */
    marketplace: z.string(),
    orderId: z.string(),
    status: z.enum(['sale', 'refund', 'chargeback']),
    earnings: z.number(),
    currency: z.string(),
    campaignKey: z.string().nullable(),
    source: z.object({ kind: z.string(), sourceId: z.string() }).nullable(),
    at: z.string(),
  }),
});
/** The body of every delivery: `{ id, type, createdAt, data }` (the id is the delivery's). */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The stored (and sent) body of one delivery. */
export function webhookPayload(
  deliveryId: string,
  type: string,
  createdAt: Date,
  data: Record<string, unknown>,
): WebhookPayload {
  return { id: deliveryId, type, createdAt: createdAt.toISOString(), data };
}

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { message: `Events are ${WEBHOOK_EVENTS.join(' and ')}` }))
  .min(1, 'Pick at least one event')
  .max(WEBHOOK_EVENTS.length);

// GET /webhooks — the user's endpoints, newest first.
export const listWebhooksResponseSchema = z.object({ webhooks: z.array(webhookEndpointSchema) });
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;

// POST /webhooks — adds an endpoint; its signing secret is in this answer (and in "reveal").
export const createWebhookBodySchema = z.object({
  url: safeText().trim().min(1, 'Enter the address to send events to').max(2000, 'That address is too long'),
  events: eventsField,
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;
export const createWebhookResponseSchema = z.object({ webhook: webhookEndpointSchema, secret: z.string() });
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const webhookParamsSchema = z.object({ id: uuidSchema });

// PATCH /webhooks/:id — enable/disable, change events.
export const updateWebhookBodySchema = z
  .object({ enabled: z.boolean().optional(), events: eventsField.optional() })
  .refine((b) => b.enabled !== undefined || b.events !== undefined, 'Nothing to change');
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;
export const webhookResponseSchema = z.object({ webhook: webhookEndpointSchema });

// DELETE /webhooks/:id
export const deleteWebhookResponseSchema = z.object({ ok: z.literal(true) });

// GET /webhooks/:id/secret — reveals the signing secret again.
export const webhookSecretResponseSchema = z.object({ secret: z.string() });

// GET /webhooks/:id/deliveries — the latest 20 deliveries, newest first.
export const listWebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type ListWebhookDeliveriesResponse = z.infer<typeof listWebhookDeliveriesResponseSchema>;

// POST /webhooks/:id/test — queues a `webhook.test` event to this endpoint.
export const testWebhookResponseSchema = z.object({ delivery: webhookDeliverySchema });

/** `t=<ts>,v1=<hex>` → its parts, or null when it is not that shape. */
export function parseWebhookSignature(header: string): { timestamp: number; v1: string } | null {
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp: t, v1 };
}
