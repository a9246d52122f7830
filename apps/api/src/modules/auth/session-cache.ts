/** What the guard needs to know about an active session. */
export interface CachedSession {
  userId: string;
  expiresAt: Date;
}

export interface SessionCacheOptions {
  /** How long an "active" answer is believed without asking Postgres again. */
  ttlMs: number;
  /** Most sessions remembered at once; the oldest go first. */
  max: number;
  now?: () => number;
}

/**
 * The guard's short memory of active sessions, so a page polling its status does not read the
 * Session row on every request. Only "active" answers are kept. Ending a session drops it here at
 * once (and, through the caller, in every other API process); `epoch` lets a read that was already
 * in flight when something was ended refuse to store its now-stale answer.
 */
export function createSessionCache(opts: SessionCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, CachedSession & { until: number }>();
  let epoch = 0;

  return {
    get epoch() {
      return epoch;
    },
    /** The cached session, or undefined when unknown, stale or past its own expiry. */
    get(sessionId: string): CachedSession | undefined {
      const e = entries.get(sessionId);
      if (!e) return undefined;
      const t = now();
      if (e.until <= t || e.expiresAt.getTime() <= t) {
        entries.delete(sessionId);
        return undefined;
      }
      return e;
    },
    /** Stores an active session read at `readEpoch`, unless something was ended since. */
    set(sessionId: string, session: CachedSession, readEpoch: number): void {
      if (readEpoch !== epoch) return;
      entries.delete(sessionId);
      entries.set(sessionId, { ...session, until: now() + opts.ttlMs });
      if (entries.size > opts.max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forgetSession(sessionId: string): void {
      epoch += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      epoch += 1;
      for (const [sid, e] of entries) if (e.userId === userId) entries.delete(sid);
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
