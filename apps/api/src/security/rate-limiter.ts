import type { Redis } from 'ioredis';
import { RateLimited } from '../domain-errors.ts';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key`; refused once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads a counter without counting: for limits on failures, checked before the attempt. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
}

/** Fixed-window counters in Redis, shared by every API process of one deployment (keys namespaced by
 * prefix, so a test or e2e run never spends a developer's budget). Keys expire with their window. */
export function createRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const full = prefix + key;
      const results = await redis.multi().incr(full).expire(full, windowSeconds, 'NX').ttl(full).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      const full = prefix + key;
      const results = await redis.multi().get(full).ttl(full).exec();
      const ttl = Number(results?.[1]?.[1] ?? 0);
      return { count: Number(results?.[0]?.[1] ?? 0), retryAfterSeconds: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** How long a refused caller must wait, in the words every 429 uses ("3 minutes"). */
export function waitMinutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** Counts one hit against `key`; over the limit, refuses (429) with `message` told how long to wait. */
export async function hitOrRefuse(
  limiter: Pick<RateLimiter, 'hit'>,
  key: string,
  limit: { hits: number; windowSeconds: number },
  message: (wait: string) => string,
): Promise<void> {
  const r = await limiter.hit(key, limit.hits, limit.windowSeconds);
  if (!r.allowed) throw new RateLimited(message(waitMinutes(r.retryAfterSeconds)));
}
