import type { Db } from '@adreel/db';
import type { Redis } from 'ioredis';

/** Readiness: can this process reach Postgres and Redis right now. */
export function createHealthService(deps: { db: Db; redis: Redis }) {
  return {
    async readiness() {
      const checks = await Promise.allSettled([deps.db.$queryRaw`SELECT 1`, deps.redis.ping()]);
      const [pgCheck, redisCheck] = checks;
      return {
        ready: checks.every((c) => c.status === 'fulfilled'),
        postgres: pgCheck?.status === 'fulfilled' ? 'ok' : 'unreachable',
        redis: redisCheck?.status === 'fulfilled' ? 'ok' : 'unreachable',
      };
    },
  };
}
