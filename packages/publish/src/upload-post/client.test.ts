import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPlatformError } from '../errors.ts';
import { startStandIns } from '../stand-ins/index.ts';
import type { Platform, UploadSession, VideoSource } from '../types.ts';
import { createUploadPostClient, KEY_REFUSED } from './client.ts';
import { UPLOAD_POST_STAND_IN_KEY, UPLOAD_POST_STAND_IN_PROFILE, uploadPostConfigFromEnv } from './config.ts';
import { uploadPostSender } from './publisher.ts';

const SECRET = 'upload-post-control-secret';
const MP4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom'), Buffer.alloc(70_000, 3)]);
const source: VideoSource = {
  sizeBytes: MP4.length,
  contentType: 'video/mp4',
  read: async (a, b) => MP4.subarray(a, b),
};
const input = { caption: 'A lamp that follows the sun #lamp', title: 'Sun lamp', mode: 'direct' as const };

let dir: string;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let client: ReturnType<typeof createUploadPostClient>;
const postId = () => `post-${randomUUID()}`;

async function plan(body: Record<string, unknown>) {
  const res = await fetch(`${stand.origin}/upload-post/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': SECRET },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

function hooks(saved: UploadSession[]) {
  return {
    saveSession: async (s: UploadSession) => {
      saved.push(s);
    },
    sleep: async () => undefined,
    pollIntervalMs: 0,
  };
}

/** What publishing a fresh post to `platform` throws. */
function publishFailure(platform: Platform): Promise<unknown> {
  const sender = uploadPostSender(client, {
    platform,
    profile: UPLOAD_POST_STAND_IN_PROFILE,
    postId: postId(),
  });
  return sender
    .publish({ accessToken: '', input, source, session: null, hooks: hooks([]) })
    .then(() => new Error('published'))
    .catch((e: unknown) => e);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-post-'));
  stand = await startStandIns({ dataDir: dir, redirectUris: [], port: 0, controlSecret: SECRET });
  const config = uploadPostConfigFromEnv({}, stand.origin);
  if (!config) throw new Error('no stand-in config');
  client = createUploadPostClient(config);
});
afterAll(async () => {
  await stand.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await plan({ action: 'reset' });
});

describe('Upload-Post client against the stand-in', () => {
  it('reads the account and the profile with its platforms', async () => {
    expect(client.config.standIn).toBe(true);
    expect((await client.me()).plan).toBe('Stand-in');
    const profiles = await client.profiles();
    expect(profiles).toEqual([
      { username: UPLOAD_POST_STAND_IN_PROFILE, platforms: ['tiktok', 'youtube', 'instagram'] },
    ]);
  });

  it('sends the file as multipart and honours the Idempotency-Key (same key twice → one post)', async () => {
    const id = postId();
    const args = {
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['tiktok' as const],
      title: 'Hello',
      privacyLevel: 'PUBLIC_TO_EVERYONE',
      requestId: id,
      idempotencyKey: id,
      video: { bytes: MP4, filename: 'a.mp4', contentType: 'video/mp4' },
    };
    const before = stand.standIns.uploadPost.requests.size;
    const first = await client.upload(args);
    const second = await client.upload(args);
    expect(first.requestId).toBe(id);
    expect(second.requestId).toBe(id);
    expect(stand.standIns.uploadPost.requests.size).toBe(before + 1);
    const stored = stand.standIns.uploadPost.requests.get(id);
    expect(stored?.bytes).toBe(MP4.length);
    expect(stored?.privacy).toBe('PUBLIC_TO_EVERYONE');
  });

  it('publishes: saves the request before sending, polls the status until the link is known', async () => {
    const saved: UploadSession[] = [];
    const id = postId();
    const sender = uploadPostSender(client, {
      platform: 'youtube',
      profile: UPLOAD_POST_STAND_IN_PROFILE,
      postId: id,
    });
    const result = await sender.publish({
      accessToken: '',
      input,
      source,
      session: null,
      hooks: hooks(saved),
    });
    expect(saved.map((s) => s.phase)).toEqual(['sending', 'sent']);
    expect(result.platformUrl).toMatch(/\/upload-post\/p\/youtube\//);
    expect(result.platformPostId).toBeTruthy();
    const page = await fetch(result.platformUrl as string);
    expect(await page.text()).toContain('nothing is posted for real');
    // A retried job resumes from the stored session: it polls, it does not upload again.
    const size = stand.standIns.uploadPost.requests.size;
    const again = await sender.publish({
      accessToken: '',
      input,
      source,
      session: saved.at(-1) ?? null,
      hooks: hooks([]),
    });
    expect(again.platformUrl).toBe(result.platformUrl);
    expect(stand.standIns.uploadPost.requests.size).toBe(size);
    const numbers = await client.postAnalytics(id, 'youtube');
    expect(numbers.views).toBeGreaterThanOrEqual(0);
    expect(Object.keys(numbers).sort()).toEqual(['comments', 'likes', 'shares', 'views']);
  });

  it('a 429 is a rate limit with the wait Upload-Post asked for (reschedule, not fail)', async () => {
    await plan({ action: 'fail', op: 'upload', kind: 'rate_limit' });
    const err = await publishFailure('tiktok');
    expect(isPlatformError(err, 'rate_limited')).toBe(true);
    expect((err as { details: { retryAfterS?: number } }).details.retryAfterS).toBe(30);
  });

  it('a platform refusal inside the status fails the post with its message', async () => {
    await plan({ action: 'fail', op: 'status', kind: 'reject' });
    const err = await publishFailure('instagram');
    expect(isPlatformError(err, 'rejected')).toBe(true);
    expect((err as Error).message).toMatch(/Instagram refused the video/);
  });

  it('a refused key says reconnect', async () => {
    const revoked = createUploadPostClient({
      ...client.config,
      apiKey: `${UPLOAD_POST_STAND_IN_KEY}-revoked`,
    });
    const err = await revoked.me().catch((e: unknown) => e);
    expect(isPlatformError(err, 'reconnect_needed')).toBe(true);
    expect((err as Error).message).toContain(KEY_REFUSED);
  });

  it('the daily cap answers 429 once a profile posted 10 YouTube videos in 24 hours', async () => {
    const sent = stand.standIns.uploadPost.sentTimes(UPLOAD_POST_STAND_IN_PROFILE, 'youtube').length;
    const uploadYouTube = () => {
      const id = postId();
      return client.upload({
        user: UPLOAD_POST_STAND_IN_PROFILE,
        platforms: ['youtube'],
        title: 't',
        requestId: id,
        idempotencyKey: id,
        video: { bytes: MP4, filename: 'a.mp4', contentType: 'video/mp4' },
      });
    };
    for (let i = sent; i < 10; i += 1) await uploadYouTube();
    const err = await uploadYouTube().catch((e: unknown) => e);
    expect(isPlatformError(err, 'rate_limited')).toBe(true);
    expect((err as Error).message).toMatch(/10 YouTube uploads per 24 hours/);
  });
});
