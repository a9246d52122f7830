import type { Prisma } from '@adreel/db';
import { createWebhookEvents, webhookJobOptions } from '@adreel/queue';
import type { WorkerDeps } from '../deps.ts';

// Webhook events as other jobs record them (a render's video.completed) and the periodic sweep: here,
// not in the delivery job's file, so no job imports another job.

/** `video.completed` for the owner's webhooks, right after the row says completed. */
export function webhookEvents(deps: Pick<WorkerDeps, 'db' | 'producer' | 'logger'>) {
  return createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger });
}

/** The video.completed deliveries of a finished video, written in the completion's transaction. */
export async function recordVideoCompleted(
  deps: Pick<WorkerDeps, 'db' | 'producer' | 'logger'>,
  tx: Prisma.TransactionClient,
  video: { id: string; userId: string | null; product: unknown },
  durationS: number,
) {
  if (!video.userId) return [];
  const product = video.product as { name?: unknown } | null;
  return webhookEvents(deps).record(tx, video.userId, 'video.completed', {
    video: {
      id: video.id,
      productName: typeof product?.name === 'string' ? product.name : null,
      durationSec: durationS,
      completedAt: new Date().toISOString(),
    },
  });
}

/** Re-enqueues pending deliveries that are due (their job lost with Redis or a killed worker). */
export async function sweepWebhookDeliveries(
  deps: Pick<WorkerDeps, 'db' | 'producer'>,
  now = new Date(),
): Promise<number> {
  const due = await deps.db.webhookDelivery.findMany({
    where: { status: 'pending', nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: 'asc' },
    take: 500,
    select: { id: true, attempts: true, nextAttemptAt: true },
  });
  for (const row of due) {
    await deps.producer.enqueue(
      'webhooks',
      'deliver-webhook',
      { deliveryId: row.id },
      webhookJobOptions(row, now.getTime()),
    );
  }
  return due.length;
}
