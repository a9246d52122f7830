import { randomBytes } from 'node:crypto';
import { createRedis } from '@adreel/queue';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedRateStore } from './shared-rate-store.ts';

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

type Store = InstanceType<ReturnType<typeof sharedRateStore>>;
/** As @fastify/rate-limit makes it (its options are not read by this store). */
const open = (options: Parameters<typeof sharedRateStore>[0]): Store =>
  new (sharedRateStore(options))({} as never);
const incr = (store: Store, key: string, max: number, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), timeWindow, max),
  );
const nameSpace = () => `test_rl_${randomBytes(4).toString('hex')}:`;

describe('sharedRateStore', () => {
  it('keeps one exact limit across processes that take turns', async () => {
    const ns = nameSpace();
    // Two stores on one Redis stand for two API processes.
    const a = open({ redis, nameSpace: ns });
    const b = open({ redis, nameSpace: ns });
    const counts: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      counts.push((await incr(i % 2 ? b : a, '198.51.100.1', 10)).current);
      // An HTTP round trip passes before the same client's next request.
      await new Promise((r) => setTimeout(r, 1));
    }
    // Over the limit is decided from Redis's count, so the 11th and 12th request are refused.
    expect(counts.slice(10)).toEqual([11, 12]);
    expect(counts.slice(0, 10).every((c) => c <= 10)).toBe(true);
    expect(Number(await redis.get(`${ns}198.51.100.1`))).toBe(12);
  });

  it('answers far from the limit without waiting for Redis, and still counts every request there', async () => {
    const ns = nameSpace();
    const store = open({ redis, nameSpace: ns, flushEveryMs: 5 });
    await incr(store, 'k', 1000);
    let calls = 0;
    const original = redis.rateLimitAdd.bind(redis);
    (redis as unknown as { rateLimitAdd: typeof original }).rateLimitAdd = (...args) => {
      calls += 1;
      return original(...args);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => incr(store, 'k', 1000)));
      expect(answers.at(-1)?.current).toBe(51);
      await new Promise((r) => setTimeout(r, 50));
      // Fifty answers, one pipeline command.
      expect(calls).toBe(1);
      expect(Number(await redis.get(`${ns}k`))).toBe(51);
    } finally {
      (redis as unknown as { rateLimitAdd: typeof original }).rateLimitAdd = original;
    }
  });

  it('starts a new window when the old one ends', async () => {
    const ns = nameSpace();
    const store = open({ redis, nameSpace: ns });
    for (let i = 0; i < 3; i += 1) await incr(store, 'w', 2, 100);
    expect((await incr(store, 'w', 2, 100)).current).toBe(4);
    await new Promise((r) => setTimeout(r, 150));
    expect((await incr(store, 'w', 2, 100)).current).toBe(1);
  });

  it('keeps the limit in this process while Redis is away', async () => {
    const ns = nameSpace();
    const down = createRedis('redis://127.0.0.1:1');
    down.on('error', () => undefined);
    try {
      const store = open({ redis: down, nameSpace: ns, redisWaitMs: 30 });
      const counts: number[] = [];
      for (let i = 0; i < 4; i += 1) counts.push((await incr(store, 'x', 3)).current);
      expect(counts).toEqual([1, 2, 3, 4]);
    } finally {
      down.disconnect();
    }
  });
});
