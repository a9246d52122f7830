import { randomBytes } from 'node:crypto';
import { DEMO_INBOX_KEEPS, type DemoInboxResponse } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { decryptSecret } from '@adreel/secret-box';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { signatureMatches } from './signature.ts';

export interface DemoInboxServiceDeps {
  db: Db;
  encryptionKey: Buffer;
  /** `{PUBLIC_URL}{API_PREFIX}/demo/webhook-inbox/`: an inbox's address is this plus its key. */
  urlPrefix: string;
}

/** What the inbox was sent: the raw body and the headers a receiver reads. */
export interface InboxDelivery {
  body: string;
  event: string | undefined;
  deliveryId: string | undefined;
  signature: string | undefined;
}

export const INBOX_NOT_FOUND = 'There is no demo inbox at this address.';

/**
 * Demo mode's webhook inbox, built only when demo mode is on: each user gets one secret address
 * (made on first look) that receives like a server of theirs would, and keeps the newest receipts in
 * Postgres with the result of checking each signature against their webhook's secret.
 */
export function createDemoInboxService(deps: DemoInboxServiceDeps) {
  const { db, encryptionKey, urlPrefix } = deps;

  async function inboxOf(userId: string) {
    const found = await db.demoWebhookInbox.findUnique({ where: { userId } });
    if (found) return found;
    const key = randomBytes(24).toString('base64url');
    // Two first looks at once: the second one's insert is skipped and both read the same row.
    await db.demoWebhookInbox.createMany({ data: [{ userId, key }], skipDuplicates: true });
    return db.demoWebhookInbox.findUniqueOrThrow({ where: { userId } });
  }

  return {
    async show(userId: string): Promise<DemoInboxResponse> {
      const inbox = await inboxOf(userId);
      const rows = await db.demoWebhookReceipt.findMany({
        where: { inboxUserId: userId },
        orderBy: { receivedAt: 'desc' },
        take: DEMO_INBOX_KEEPS,
      });
      return {
        url: `${urlPrefix}${inbox.key}`,
        receipts: rows.map((r) => ({
          id: r.id,
          event: r.event,
          deliveryId: r.deliveryId,
          body: r.body,
          signature: r.signature,
          verified: r.verified,
          receivedAt: r.receivedAt.toISOString(),
        })),
      };
    },

    /** Keeps one delivery; verified when the signature matches a webhook of the owner with this address. */
    async receive(key: string, delivery: InboxDelivery): Promise<{ received: true }> {
      const inbox = await db.demoWebhookInbox.findUnique({ where: { key } });
      if (!inbox) throw new NotFound(INBOX_NOT_FOUND);
      // Postgres text holds no NUL: such a body is no webhook of ours anyway.
      if (delivery.body.includes('\u0000')) throw new Invalid('The body contains a NUL character.');
      const endpoints = await db.webhookEndpoint.findMany({
        where: { userId: inbox.userId, url: `${urlPrefix}${key}` },
        select: { id: true, secret: true },
      });
      const match = endpoints.find((e) =>
        signatureMatches(decryptSecret(e.secret, encryptionKey), delivery.signature, delivery.body),
      );
      await db.$transaction([
        db.demoWebhookReceipt.create({
          data: {
            inboxUserId: inbox.userId,
            event: (delivery.event ?? 'unknown').slice(0, 100),
            deliveryId: delivery.deliveryId?.slice(0, 100) ?? null,
            body: delivery.body,
            signature: delivery.signature?.slice(0, 200) ?? null,
            verified: match !== undefined,
            endpointId: match?.id ?? null,
          },
        }),
        // Only the newest are kept: a stand-in, not an archive.
        db.$executeRaw`DELETE FROM "DemoWebhookReceipt" WHERE "inboxUserId" = ${inbox.userId}::uuid AND id NOT IN (
          SELECT id FROM "DemoWebhookReceipt" WHERE "inboxUserId" = ${inbox.userId}::uuid
          ORDER BY "receivedAt" DESC LIMIT ${DEMO_INBOX_KEEPS})`,
      ]);
      return { received: true };
    },
  };
}
export type DemoInboxService = ReturnType<typeof createDemoInboxService>;
