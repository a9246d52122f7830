import type { ChildProcess } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis } from '@adreel/queue';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newVideo, scratch, spawnWorkerProcess, testPrefix, waitFor } from './render-support.ts';

let t: TestDatabase;
let dataDir: string;
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
const children: ChildProcess[] = [];

function startWorker(log: string[]): ChildProcess {
  const child = spawnWorkerProcess({ databaseUrl: t.url, prefix, dataDir, log }, { RENDER_CONCURRENCY: '1' });
  children.push(child);
  return child;
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await scratch('crash');
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('a worker SIGKILLed mid-render: the video still completes, once, after another worker starts', async () => {
  const video = await newVideo(t.db);
  const producer = createProducer(redis, prefix);
  await producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
  await producer.close();

  const logA: string[] = [];
  const a = startWorker(logA);
  // Kill it once rendering is under way (voiceovers or later) but not finished.
  const mid = await waitFor(
    async () => {
      const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
      return v.progress >= 17 && v;
    },
    90_000,
    'the first worker to start rendering',
  );
  a.kill('SIGKILL');
  await new Promise((r) => a.once('exit', r));
  const killedAt = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
  expect(mid.status).toBe('processing');
  expect(killedAt.status).toBe('processing');
  expect(killedAt.progress).toBeLessThan(100);

  const logB: string[] = [];
  startWorker(logB);
  const done = await waitFor(
    async () => {
      const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
      return v.status !== 'processing' && v;
    },
    150_000,
    'the second worker to finish the stalled render',
  );
  expect(done.status, logB.join('').slice(-2000)).toBe('completed');
  expect(done.progress).toBe(100);
  const files = (await readdir(join(dataDir, 'storage', 'videos', video.id)))
    .filter((f) => !f.endsWith('.meta.json'))
    .sort();
  expect(files).toEqual(['captions.srt', 'thumb.jpg', 'video.mp4']);
  // The killed worker's scratch folder was cleared by the retry.
  expect(await readdir(join(dataDir, 'tmp'))).toEqual([]);
  expect(logB.join('')).toContain('video rendered');
}, 300_000);
