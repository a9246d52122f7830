import type { Db } from '@adreel/db';

/**
 * Sign-ins as rows, so a stateless JWT can still be taken back: the token names its session, and the
 * auth guard accepts it only while that row exists, is unrevoked and belongs to the token's user.
 */
export function createSessionService(db: Db) {
  return {
    async start(userId: string, expiresAt: Date): Promise<string> {
      const session = await db.session.create({ data: { userId, expiresAt }, select: { id: true } });
      return session.id;
    },

    /** One primary-key read per guarded request. */
    async isActive(sessionId: string, userId: string): Promise<boolean> {
      const s = await db.session.findUnique({
        where: { id: sessionId },
        select: { userId: true, revokedAt: true, expiresAt: true },
      });
      return !!s && s.userId === userId && s.revokedAt === null && s.expiresAt > new Date();
    },

    async end(sessionId: string): Promise<void> {
      await db.session.updateMany({
        where: { id: sessionId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
    },

    async endAll(userId: string): Promise<void> {
      await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    },

    /** Expired and revoked rows are only history; drop them a day after they stop mattering. */
    async prune(now = new Date()): Promise<number> {
      const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
      const r = await db.session.deleteMany({
        where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: dayAgo } }] },
      });
      return r.count;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
