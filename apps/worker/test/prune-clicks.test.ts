import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createRedis } from '@adreel/queue';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneClicksJob } from '../src/jobs/prune-clicks.ts';
import { startWorkers } from '../src/runtime.ts';
import { scheduleRepeatableJobs } from '../src/schedules.ts';
import { testWorkerEnv } from './render-support.ts';

let t: TestDatabase;
const prefix = `test_${randomBytes(5).toString('hex')}`;
const redis = createRedis('redis://127.0.0.1:6379');
let workers: Worker[] = [];
let closeSchedules: () => Promise<void> = async () => undefined;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await closeSchedules();
  await Promise.all(workers.map((w) => w.close()));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
});

it('the scheduled prune job deletes raw clicks past the retention; the daily rollups stay', async () => {
  const user = await t.db.user.create({ data: { name: 'Ann', email: 'ann@example.com', passwordHash: 'x' } });
  const link = await t.db.trackedLink.create({
    data: {
      code: 'AbCdEfGh12',
      userId: user.id,
      targetUrl: 'https://a.test/',
      sourceKind: 'traffic',
      sourceId: 'reddit',
      campaignKey: 't_reddit_AbCdEfGh12',
    },
  });
  // Eleven days of clicks (three a day, two visitors); "now" is day 10, the retention five days.
  for (let n = 0; n <= 10; n += 1) {
    await t.db.click.createMany({
      data: ['v1', 'v1', 'v2'].map((visitorHash) => ({
        linkId: link.id,
        at: day(n),
        day: day(n),
        device: 'desktop',
        visitorHash,
      })),
    });
  }
  const env = { ...testWorkerEnv(t.url, prefix, '/tmp'), CLICK_RETENTION_DAYS: 5 };
  workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [pruneClicksJob({ db: t.db, env }, () => day(10))],
    concurrency: { performance: 1 },
    logger: { info: () => undefined, error: () => undefined },
  });
  closeSchedules = await scheduleRepeatableJobs({ connection: redis, env });

  for (let i = 0; i < 100 && (await t.db.click.count({ where: { day: { lt: day(5) } } })) > 0; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await t.db.click.count({ where: { day: { lt: day(5) } } })).toBe(0);
  expect(await t.db.click.count({ where: { day: { gte: day(5) } } })).toBe(18);
  const rows = await t.db.linkDay.findMany({ where: { linkId: link.id }, orderBy: { day: 'asc' } });
  expect(rows.map((r) => r.day)).toEqual(Array.from({ length: 11 }, (_, n) => day(n)));
  expect(rows.every((r) => r.clicks === 3 && r.uniques === 2)).toBe(true);
  // Visitors are remembered for today and yesterday only.
  const visitorDays = await t.db.linkDayVisitor.findMany({ distinct: ['day'], select: { day: true } });
  expect(visitorDays.map((v) => v.day).sort((a, b) => a.getTime() - b.getTime())).toEqual([day(9), day(10)]);
});
