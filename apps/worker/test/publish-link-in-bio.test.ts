import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { END_CARD_S, ffprobe } from '@adreel/media';
import {
  createPlatformClient,
  type Platform,
  type PlatformClient,
  STAND_IN_CLIENT,
  standInEndpoints,
} from '@adreel/publish';
import { startStandIns } from '@adreel/publish/stand-ins';
import { createRedis } from '@adreel/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { publishPostJob } from '../src/jobs/publish-post.ts';
import { renderVideoJob } from '../src/jobs/render-video.ts';
import { linkInBioMaker, linkInBioVideoKey } from '../src/publish/post-media.ts';
import { closePublishTest, newPost, newUser, publishWorkerDeps, standInChannel } from './publish-support.ts';
import { newVideo, scratch, testPrefix, testWorkerEnv } from './render-support.ts';

// Issue 32 item 4: a TikTok upload sends the video's copy whose end card says "Link in bio" (made from
// the render's cache, once, kept beside the video); YouTube gets the rendered video with its link.
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let dir: string;
let deps: WorkerDeps;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let job: ReturnType<typeof publishPostJob>;
let userId: string;
let videoId: string;
let outputKey: string;
const ctx = { job: { opts: {}, attemptsMade: 0 } as never, log: () => undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await scratch('publish-bio');
  deps = publishWorkerDeps(testWorkerEnv(t.url, prefix, dir), t.db, redis, prefix, dir);
  stand = await startStandIns({ dataDir: join(dir, 'stand-ins'), redirectUris: [], ratePerMinute: 100_000 });
  const clients = Object.fromEntries(
    (['tiktok', 'youtube'] as const).map((p) => [
      p,
      createPlatformClient(p, {
        ...STAND_IN_CLIENT,
        ...standInEndpoints(stand.base(p)),
        redirectUri: 'http://x/cb',
      }),
    ]),
  ) as Record<Platform, PlatformClient>;
  job = publishPostJob(deps, { clients, pollIntervalMs: 10 });
  userId = (await newUser(t.db)).id;
  const video = await newVideo(t.db);
  videoId = video.id;
  await renderVideoJob(deps).handle({ videoId }, ctx);
  const done = await t.db.video.update({ where: { id: videoId }, data: { userId } });
  expect(done.status).toBe('completed');
  outputKey = done.outputKey!;
}, 180_000);

afterAll(async () => {
  await closePublishTest({ deps, redis, prefix, stand, t, dir });
});

const channels = new Map<Platform, string>();

async function publishTo(platform: Platform) {
  const channelId =
    channels.get(platform) ?? (await standInChannel(t.db, stand.standIns, platform, userId)).id;
  channels.set(platform, channelId);
  const post = await newPost(t.db, { userId, videoId, channelId, platform });
  expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
  return t.db.post.findUniqueOrThrow({ where: { id: post.id } });
}

const segments = async () =>
  (await readdir(join(deps.cacheDir, 'segments'))).filter((f) => f.endsWith('.ts')).length;
const sizeOf = async (key: string) => (await deps.storage.stat(key))?.size ?? null;

describe('the file each platform is sent', () => {
  it('a copy stopped midway (the worker handing its job back) stores nothing', async () => {
    const key = linkInBioVideoKey(videoId, 'en');
    const stop = new AbortController();
    const making = linkInBioMaker(deps)(videoId, 'stopped', stop.signal);
    setTimeout(() => stop.abort(new Error('worker stopping')), 50);
    await expect(making).rejects.toThrow();
    expect(await sizeOf(key)).toBeNull();
  }, 60_000);

  it('TikTok gets the link-in-bio copy, made once; YouTube the rendered video', async () => {
    const key = linkInBioVideoKey(videoId, 'en');
    const before = await t.db.video.findUniqueOrThrow({ where: { id: videoId } });
    const segmentsBefore = await segments();

    const tiktok = await publishTo('tiktok');
    // Made from the render's cache: the end card's segment is the only one encoded.
    expect(await segments()).toBe(segmentsBefore + 1);
    const copySize = await sizeOf(key);
    expect(copySize).not.toBeNull();
    expect(copySize).not.toBe(await sizeOf(outputKey));
    expect(tiktok.mediaKey).toBe(key);
    expect(stand.standIns.posts('tiktok').at(-1)?.bytes).toBe(copySize);
    // The copy is a whole video of the same length (its end card re-encoded, the rest reused).
    const local = join(dir, 'storage', key);
    const probe = await ffprobe(local);
    expect(Number(probe.format.duration)).toBeCloseTo(before.durationS!, 1);
    expect(before.durationS!).toBeGreaterThan(END_CARD_S);
    // It counts toward the owner's storage, once.
    const after = await t.db.video.findUniqueOrThrow({ where: { id: videoId } });
    expect(after.sizeBytes).toBe(before.sizeBytes! + copySize!);

    const youtube = await publishTo('youtube');
    expect(youtube.mediaKey).toBe(outputKey);
    expect(stand.standIns.posts('youtube').at(-1)?.bytes).toBe(await sizeOf(outputKey));

    // A second TikTok post reuses the stored copy: nothing is made or counted again.
    const again = await publishTo('tiktok');
    expect(again.mediaKey).toBe(key);
    expect(stand.standIns.posts('tiktok').at(-1)?.bytes).toBe(copySize);
    expect((await t.db.video.findUniqueOrThrow({ where: { id: videoId } })).sizeBytes).toBe(after.sizeBytes);
  }, 120_000);
});
