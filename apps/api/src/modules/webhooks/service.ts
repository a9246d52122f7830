import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookBody,
  type CreateWebhookResponse,
  MAX_WEBHOOKS_PER_USER,
  type UpdateWebhookBody,
  WEBHOOK_TEST_EVENT,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { FetchRefusedError, type SafePoster } from '@adreel/fetch';
import type { WebhookEvents } from '@adreel/queue';
import { decryptSecret, encryptSecret } from '@adreel/secret-box';
import { Conflict, Invalid, NotFound } from '../../domain-errors.ts';
import { deliveryDto, endpointDto, endpointFields } from './records.ts';

export interface WebhookServiceDeps {
  db: Db;
  events: WebhookEvents;
  /** The SSRF-safe poster's address check: an endpoint the worker could never reach is refused now. */
  poster: Pick<SafePoster, 'check'>;
  encryptionKey: Buffer;
}

export const WEBHOOK_NOT_FOUND = 'That webhook does not exist.';
const RECENT_DELIVERIES = 20;

export function createWebhookService(deps: WebhookServiceDeps) {
  const { db, events, poster, encryptionKey } = deps;

  async function owned(userId: string, id: string) {
    const row = await db.webhookEndpoint.findFirst({
      where: { id, userId },
      select: { id: true, secret: true },
    });
    if (!row) throw new NotFound(WEBHOOK_NOT_FOUND);
    return row;
  }

  async function checkedUrl(url: string): Promise<string> {
    try {
      return (await poster.check(url)).href;
    } catch (err) {
      if (err instanceof FetchRefusedError) {
        throw new Invalid(
          err.code === 'BLOCKED_ADDRESS'
            ? 'Webhooks can only be sent to public internet addresses.'
            : `That address cannot receive webhooks: ${err.message}`,
        );
      }
      throw err;
    }
  }

  return {
    async list(userId: string) {
      const rows = await db.webhookEndpoint.findMany({
        where: { userId },
        orderBy: { createdAt: 'desc' },
        select: endpointFields,
      });
      return { webhooks: rows.map(endpointDto) };
    },

    async create(userId: string, body: CreateWebhookBody): Promise<CreateWebhookResponse> {
      const url = await checkedUrl(body.url);
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const row = await db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${userId}`}))`;
        if ((await tx.webhookEndpoint.count({ where: { userId } })) >= MAX_WEBHOOKS_PER_USER) {
          throw new Conflict(`You can have at most ${MAX_WEBHOOKS_PER_USER} webhooks. Delete one first.`);
        }
        return tx.webhookEndpoint.create({
          data: {
            userId,
            url,
            events: [...new Set(body.events)],
            secret: encryptSecret(secret, encryptionKey),
          },
          select: endpointFields,
        });
      });
      return { webhook: endpointDto(row), secret };
    },

    async update(userId: string, id: string, body: UpdateWebhookBody) {
      await owned(userId, id);
      const row = await db.webhookEndpoint.update({
        where: { id },
        data: {
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
        },
        select: endpointFields,
      });
      return { webhook: endpointDto(row) };
    },

    async remove(userId: string, id: string) {
      const { count } = await db.webhookEndpoint.deleteMany({ where: { id, userId } });
      if (count === 0) throw new NotFound(WEBHOOK_NOT_FOUND);
      return { ok: true as const };
    },

    async secret(userId: string, id: string) {
      const row = await owned(userId, id);
      return { secret: decryptSecret(row.secret, encryptionKey) };
    },

    async deliveries(userId: string, id: string) {
      await owned(userId, id);
      const rows = await db.webhookDelivery.findMany({
        where: { endpointId: id },
        orderBy: { createdAt: 'desc' },
        take: RECENT_DELIVERIES,
      });
      return { deliveries: rows.map(deliveryDto) };
    },

    /** Queues a `webhook.test` event to this endpoint, enabled or not (the user asked for it). */
    async test(userId: string, id: string) {
      await owned(userId, id);
      const row = await events.emitTo(id, WEBHOOK_TEST_EVENT, {
        message: 'This is a test event from AdReel. Your endpoint is set up.',
      });
      return { delivery: deliveryDto(row) };
    },
  };
}
