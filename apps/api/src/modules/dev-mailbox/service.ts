import type { Db } from '@adreel/db';

/** The outbox the worker writes when no SMTP server is configured, newest first. */
export function createDevMailboxService(db: Db) {
  return {
    async list(to: string | undefined) {
      const rows = await db.outboxEmail.findMany({
        where: { transport: 'outbox', ...(to ? { to } : {}) },
        orderBy: { createdAt: 'desc' },
        take: 50,
      });
      return { emails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  };
}
