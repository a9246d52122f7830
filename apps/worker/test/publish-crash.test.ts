import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { STAND_IN_CLIENT } from '@adreel/publish';
import { createStandIns, type StandIns } from '@adreel/publish/stand-ins';
import { createProducer, createRedis, postJobOptions } from '@adreel/queue';
import { createStorage } from '@adreel/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { finishedVideo, newPost, newUser, standInChannel } from './publish-support.ts';
import { scratch, spawnWorkerProcess, testPrefix, waitFor } from './render-support.ts';

const MB = 1024 * 1024;
let t: TestDatabase;
let dataDir: string;
let server: Server;
let origin: string;
let standIns: StandIns;
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
const children: ChildProcess[] = [];

function startWorker(log: string[]): ChildProcess {
  const child = spawnWorkerProcess(
    { databaseUrl: t.url, prefix, dataDir, log },
    {
      // A dead worker's job and post lease are taken over after a few seconds.
      LOCK_DURATION_MS: '3000',
      STALLED_INTERVAL_MS: '1000',
      TIKTOK_CLIENT_KEY: STAND_IN_CLIENT.clientId,
      TIKTOK_CLIENT_SECRET: STAND_IN_CLIENT.clientSecret,
      TIKTOK_API_BASE: `${origin}/tiktok`,
      YOUTUBE_CLIENT_ID: STAND_IN_CLIENT.clientId,
      YOUTUBE_CLIENT_SECRET: STAND_IN_CLIENT.clientSecret,
      YOUTUBE_API_BASE: `${origin}/youtube`,
    },
  );
  children.push(child);
  return child;
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await scratch('publish-crash');
  standIns = await createStandIns({
    dataDir: join(dataDir, 'stand-ins'),
    redirectUris: [],
    processingPolls: 1,
  });
  // Every uploaded chunk takes a second, so the worker can be killed between two of them.
  server = createServer((req, res) => {
    const delay = req.method === 'PUT' ? 1000 : 0;
    setTimeout(() => {
      standIns.handle(req, res).then(
        (handled) => handled || res.writeHead(404).end(),
        () => res.writeHead(500).end(),
      );
    }, delay);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('a worker SIGKILLed mid-upload: a second worker resumes both uploads and each platform gets one post', async () => {
  const storage = createStorage({ STORAGE_DIR: join(dataDir, 'storage') });
  const user = await newUser(t.db);
  // 21 MB: two TikTok chunks (10 + 11 MB), three YouTube chunks (8 + 8 + 5 MB).
  const video = await finishedVideo(t.db, storage, user.id, 21 * MB);
  const posts: Awaited<ReturnType<typeof newPost>>[] = [];
  for (const platform of ['tiktok', 'youtube'] as const) {
    const channel = await standInChannel(t.db, standIns, platform, user.id);
    posts.push(await newPost(t.db, { userId: user.id, videoId: video.id, channelId: channel.id, platform }));
  }
  const producer = createProducer(redis, prefix);
  for (const p of posts)
    await producer.enqueue('publishing', 'publish-post', { postId: p.id }, postJobOptions(p));
  await producer.close();

  const logA: string[] = [];
  const a = startWorker(logA);
  // Kill it once both uploads are under way: a TikTok chunk and a YouTube chunk acknowledged, not all.
  await waitFor(
    async () => {
      const rows = await t.db.post.findMany({ where: { id: { in: posts.map((p) => p.id) } } });
      const s = Object.fromEntries(
        rows.map((r) => [r.platform, (r.uploadSession ?? {}) as Record<string, number>]),
      );
      return (s.tiktok?.nextChunk ?? 0) >= 1 && (s.youtube?.bytesSent ?? 0) > 0;
    },
    60_000,
    `both uploads to start (${logA.join('').slice(-1500)})`,
  );
  a.kill('SIGKILL');
  await new Promise((r) => a.once('exit', r));
  const killed = await t.db.post.findMany({ where: { id: { in: posts.map((p) => p.id) } } });
  for (const row of killed) expect(row.status, row.platform).toBe('uploading');
  expect(standIns.posts('tiktok')).toHaveLength(0);
  expect(standIns.posts('youtube')).toHaveLength(0);
  const tiktokSession = killed.find((r) => r.platform === 'tiktok')?.uploadSession as {
    publishId: string;
    nextChunk: number;
  };
  expect(tiktokSession.nextChunk).toBe(1);

  const logB: string[] = [];
  startWorker(logB);
  const done = await waitFor(
    async () => {
      const rows = await t.db.post.findMany({ where: { id: { in: posts.map((p) => p.id) } } });
      return rows.every((r) => r.status === 'published' || r.status === 'failed') && rows;
    },
    90_000,
    'the second worker to finish both posts',
  );
  for (const row of done)
    expect(row.status, `${row.platform}: ${row.failureReason} ${logB.join('').slice(-1500)}`).toBe(
      'published',
    );

  // Exactly one post per platform, from the same upload session the killed worker started.
  const tiktok = standIns.posts('tiktok');
  const youtube = standIns.posts('youtube');
  expect(tiktok).toHaveLength(1);
  expect(youtube).toHaveLength(1);
  expect(tiktok[0]?.key).toBe(tiktokSession.publishId);
  expect(tiktok[0]?.bytes).toBe(21 * MB);
  expect(youtube[0]?.bytes).toBe(21 * MB);
  expect(done.find((r) => r.platform === 'youtube')?.platformUrl).toContain(youtube[0]?.id);
  expect(done.every((r) => r.attempt === 2)).toBe(true);
}, 200_000);
