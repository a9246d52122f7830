import type { Db, Sql } from '@adreel/db';
import type { PubSub } from '@adreel/queue';
import { z } from 'zod';
import { createSessionCache } from './session-cache.ts';

export interface SessionServiceOptions {
  /** Carries "these sessions ended" to every API process, so a cached session dies everywhere. */
  pubsub: PubSub;
  channel: string;
  /** How long an active session is believed without a read (default 5 s). */
  cacheTtlMs?: number;
  cacheMax?: number;
}

const endedNotice = z.union([z.object({ sid: z.string() }), z.object({ uid: z.string() })]);

/**
 * Sign-ins as rows, so a stateless JWT can still be taken back: the token names its session, and the
 * auth guard accepts it only while that row exists, is unrevoked and belongs to the token's user.
 * Active answers are cached for a few seconds; ending a session forgets it here at once and tells the
 * other API processes through Redis, so revocation stays immediate wherever the next request lands.
 */
export function createSessionService(db: Db, sql: Sql, opts: SessionServiceOptions) {
  const cache = createSessionCache({ ttlMs: opts.cacheTtlMs ?? 5000, max: opts.cacheMax ?? 50_000 });

  opts.pubsub.subscribe(opts.channel, (message) => {
    let parsed: z.infer<typeof endedNotice>;
    try {
      parsed = endedNotice.parse(JSON.parse(message));
    } catch {
      return;
    }
    if ('sid' in parsed) cache.forgetSession(parsed.sid);
    else cache.forgetUser(parsed.uid);
  });

  const announce = (notice: z.infer<typeof endedNotice>) =>
    opts.pubsub.publish(opts.channel, JSON.stringify(notice)).catch(() => undefined);

  return {
    async start(userId: string, expiresAt: Date): Promise<string> {
      const session = await db.session.create({ data: { userId, expiresAt }, select: { id: true } });
      return session.id;
    },

    /** One primary-key read per guarded request, unless the session was found active moments ago. */
    async isActive(sessionId: string, userId: string): Promise<boolean> {
      const cached = cache.get(sessionId);
      if (cached) return cached.userId === userId;
      const readEpoch = cache.epoch;
      const { rows } = await sql.query<{ userId: string; revokedAt: Date | null; expiresAt: Date }>({
        name: 'session-active',
        // Prisma stores UTC in "timestamp without time zone"; AT TIME ZONE makes pg read it as UTC.
        text: `SELECT "userId", "revokedAt" AT TIME ZONE 'UTC' AS "revokedAt", "expiresAt" AT TIME ZONE 'UTC' AS "expiresAt" FROM "Session" WHERE id = $1`,
        values: [sessionId],
      });
      const s = rows[0];
      const active = !!s && s.revokedAt === null && s.expiresAt > new Date();
      if (active) cache.set(sessionId, { userId: s.userId, expiresAt: s.expiresAt }, readEpoch);
      return active && s.userId === userId;
    },

    async end(sessionId: string): Promise<void> {
      cache.forgetSession(sessionId);
      await db.session.updateMany({
        where: { id: sessionId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      cache.forgetSession(sessionId);
      await announce({ sid: sessionId });
    },

    async endAll(userId: string): Promise<void> {
      cache.forgetUser(userId);
      await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
      cache.forgetUser(userId);
      await announce({ uid: userId });
    },

    /**
     * For session ends written elsewhere (a password reset's transaction, an account deletion's
     * cascade): drops the user's cached sessions here and in every other API process.
     */
    async forgetUser(userId: string): Promise<void> {
      cache.forgetUser(userId);
      await announce({ uid: userId });
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
