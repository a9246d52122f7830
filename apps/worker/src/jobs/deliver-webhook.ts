import { createHmac } from 'node:crypto';
import { webhookAllowOrigins, webhookAllowUrlPrefixes } from '@adreel/config';
import {
  WEBHOOK_RESPONSE_EXCERPT,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
} from '@adreel/contracts';
import { createSafePoster, FetchRefusedError, type SafePoster } from '@adreel/fetch';
import { webhookJobOptions } from '@adreel/queue';
import { decryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

export interface WebhookDeliveryOptions {
  /**
   * The SSRF-safe poster; by default one with WEBHOOK_ALLOW_ORIGINS' exemptions (none in production)
   * and, in demo mode, the demo webhook inbox's.
   */
  poster?: SafePoster;
  /** Waits before each retry; the attempts are one more than these. */
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

/** A claimed delivery is not claimed again for this long: longer than one POST may take. */
export const DELIVERY_LEASE_MS = 60_000;
const DEFAULT_DELAYS_MS = WEBHOOK_RETRY_DELAYS_SECONDS.map((s) => s * 1000);

/** `t=<ts>,v1=<hex HMAC-SHA256(secret, "<ts>.<body>")>`, as the docs tell receivers to check. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Delivers one webhook attempt. Postgres is the truth: the job first claims the due delivery (so a
 * sweep's duplicate job or a second worker does nothing), POSTs it through the SSRF-safe poster, then
 * records the outcome and, when it failed and attempts remain, enqueues the next attempt with its
 * backoff delay. A worker killed mid-POST leaves the lease to expire and the sweep to re-enqueue it.
 */
export function deliverWebhookJob(deps: WorkerDeps, options: WebhookDeliveryOptions = {}) {
  const poster =
    options.poster ??
    createSafePoster({
      allowOrigins: webhookAllowOrigins(deps.env),
      // In demo mode: the built-in inbox that stands in for the user's server.
      allowUrlPrefixes: webhookAllowUrlPrefixes(deps.env),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
  const delays = options.retryDelaysMs ?? DEFAULT_DELAYS_MS;
  const now = options.now ?? (() => new Date());
  const encryptionKey = parseEncryptionKey(deps.env.ENCRYPTION_KEY);

  return defineJob({
    queue: 'webhooks',
    name: 'deliver-webhook',
    async handle({ deliveryId }, ctx) {
      const { db } = deps;
      const at = now();
      const claimed = await db.webhookDelivery.updateMany({
        // A delayed job may fire a moment before its due time.
        where: { id: deliveryId, status: 'pending', nextAttemptAt: { lte: new Date(at.getTime() + 1000) } },
        data: { nextAttemptAt: new Date(at.getTime() + DELIVERY_LEASE_MS) },
      });
      if (claimed.count === 0) return { skipped: true };
      const delivery = await db.webhookDelivery.findUnique({
        where: { id: deliveryId },
        include: { endpoint: { select: { url: true, secret: true, enabled: true } } },
      });
      if (!delivery) return { skipped: true };

      let ok = false;
      let lastStatus: number | null = null;
      let lastError: string | null = null;
      // Events queued before the endpoint was switched off are not sent; a test event always is.
      const disabled = !delivery.endpoint.enabled && delivery.event !== WEBHOOK_TEST_EVENT;
      if (disabled) {
        lastError = 'The webhook was disabled.';
      } else {
        const body = JSON.stringify(delivery.payload);
        const timestamp = Math.floor(at.getTime() / 1000);
        const secret = decryptSecret(delivery.endpoint.secret, encryptionKey);
        try {
          const answer = await poster.post(delivery.endpoint.url, body, {
            'content-type': 'application/json',
            'x-adreel-event': delivery.event,
            'x-adreel-delivery': delivery.id,
            'x-adreel-timestamp': String(timestamp),
            'x-adreel-signature': webhookSignature(secret, timestamp, body),
          });
          lastStatus = answer.status;
          ok = answer.status >= 200 && answer.status <= 299;
          if (!ok) lastError = `HTTP ${answer.status}${answer.excerpt ? `: ${answer.excerpt}` : ''}`;
        } catch (err) {
          lastError = err instanceof FetchRefusedError ? err.message : 'The receiver could not be reached.';
        }
      }

      const attempts = delivery.attempts + 1;
      const wait = delays[attempts - 1];
      const giveUp = !ok && (wait === undefined || disabled);
      const next = ok || giveUp ? null : new Date(at.getTime() + (wait ?? 0));
      await db.webhookDelivery.updateMany({
        where: { id: deliveryId },
        data: {
          attempts,
          status: ok ? 'delivered' : giveUp ? 'failed' : 'pending',
          nextAttemptAt: next,
          lastStatus,
          lastError: lastError?.slice(0, WEBHOOK_RESPONSE_EXCERPT) ?? null,
          deliveredAt: ok ? at : null,
        },
      });
      if (next) {
        await deps.producer.enqueue(
          'webhooks',
          'deliver-webhook',
          { deliveryId },
          webhookJobOptions({ id: deliveryId, attempts, nextAttemptAt: next }, at.getTime()),
        );
      }
      ctx.log('webhook attempt', { deliveryId, attempts, status: lastStatus, ok, giveUp });
      return { ok, attempts, status: lastStatus };
    },
  });
}
