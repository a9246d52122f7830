import { randomUUID } from 'node:crypto';
import { type WebhookEvent, webhookPayload } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { webhookJobOptions } from './definitions.ts';
import type { Producer } from './producer.ts';

export interface WebhookEventDeps {
  db: Db;
  producer: Producer;
  log: { warn(obj: Record<string, unknown>, msg: string): void };
  now?: () => Date;
}

/**
 * Shared by the API (sales, test events) and the worker (video.completed).
 * Writes one delivery row per endpoint for an event, then enqueues each. Postgres holds the delivery
 * from here on: if Redis is away the worker's sweep enqueues it later, so a lost job loses nothing.
 */
export function createWebhookEvents(deps: WebhookEventDeps) {
  const { db, producer, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function enqueue(rows: { id: string; attempts: number; nextAttemptAt: Date | null }[]) {
    for (const row of rows) {
      await producer
        .enqueue('webhooks', 'deliver-webhook', { deliveryId: row.id }, webhookJobOptions(row))
        .catch((err: unknown) =>
          log.warn(
            { err: (err as Error).message, deliveryId: row.id },
            'webhook enqueue failed; the sweep retries',
          ),
        );
    }
  }

  /** The delivery rows, written through `client` (the caller's transaction, or the pool). */
  async function insert(
    client: Prisma.TransactionClient | Db,
    endpointIds: string[],
    type: string,
    data: Record<string, unknown>,
  ) {
    if (endpointIds.length === 0) return [];
    const at = now();
    return client.webhookDelivery.createManyAndReturn({
      data: endpointIds.map((endpointId) => {
        const id = randomUUID();
        return {
          id,
          endpointId,
          event: type,
          payload: webhookPayload(id, type, at, data) as Prisma.InputJsonObject,
          nextAttemptAt: at,
        };
      }),
    });
  }

  async function write(endpointIds: string[], type: string, data: Record<string, unknown>) {
    const rows = await insert(db, endpointIds, type, data);
    await enqueue(rows);
    return rows;
  }

  function endpointsFor(client: Prisma.TransactionClient | Db, userId: string, event: WebhookEvent) {
    return client.webhookEndpoint.findMany({
      where: { userId, enabled: true, events: { has: event } },
      select: { id: true },
    });
  }

  return {
    /** Every enabled endpoint of the user that asked for this event gets a delivery. */
    async emit(userId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<number> {
      const endpoints = await endpointsFor(db, userId, event);
      return (
        await write(
          endpoints.map((e) => e.id),
          event,
          data,
        )
      ).length;
    },
    /**
     * The deliveries of an event, written inside the caller's transaction (so they exist exactly when
     * the change they announce does); pass the result to `enqueue` after the commit. Should the
     * process die in between, the sweep enqueues them.
     */
    async record(
      tx: Prisma.TransactionClient,
      userId: string,
      event: WebhookEvent,
      data: Record<string, unknown>,
    ) {
      const endpoints = await endpointsFor(tx, userId, event);
      return insert(
        tx,
        endpoints.map((e) => e.id),
        event,
        data,
      );
    },
    enqueue,
    /** One delivery to one endpoint (the "Send test event" button). */
    async emitTo(endpointId: string, type: string, data: Record<string, unknown>) {
      const [row] = await write([endpointId], type, data);
      if (!row) throw new Error('No delivery was written');
      return row;
    },
  };
}
export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
