import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
/** A documented example body (fixtures/, each with its source). */
const fixture = (name: string) =>
  (JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as { body: unknown })
    .body as Record<string, unknown> & Record<number, Record<string, unknown>>;
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

  it('hands a scheduled post to Upload-Post (scheduled_date): pending until its time, then its link', async () => {
    const saved: UploadSession[] = [];
    const id = postId();
    const at = new Date(Date.now() + 3_600_000);
    const sender = uploadPostSender(client, {
      platform: 'instagram',
      profile: UPLOAD_POST_STAND_IN_PROFILE,
      postId: id,
      handOverFor: at,
    });
    const handed = await sender.publish({
      accessToken: '',
      input,
      source,
      session: null,
      hooks: hooks(saved),
    });
    expect(handed).toMatchObject({ platformUrl: null, handedOverFor: at });
    const session = saved.at(-1) as UploadSession & { jobId?: string };
    expect(session).toMatchObject({ via: 'upload-post', requestId: id, phase: 'sent' });
    expect(session.jobId).toMatch(/^[0-9a-f]{32}$/);
    const jobId = session.jobId as string;
    // The documented shapes: 202 {success, job_id, scheduled_date}; the job listed; pending before its time.
    expect(stand.standIns.uploadPost.requests.get(id)?.scheduledFor).toBe(at.getTime());
    expect(await client.status(jobId, 'job')).toEqual({ requestId: '', status: 'pending', results: [] });
    const list = await fetch(`${stand.origin}/upload-post/api/uploadposts/schedule`, {
      headers: { authorization: `Apikey ${UPLOAD_POST_STAND_IN_KEY}` },
    });
    const jobs = (await list.json()) as Record<string, unknown>[];
    const listed = jobs.find((j) => j.job_id === jobId);
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      Object.keys(fixture('schedule-list.json')[0] ?? {}).sort(),
    );
    expect(listed).toMatchObject({ scheduled_date: at.toISOString(), post_type: 'video' });

    // Resumed before its time: still handed over, nothing uploaded again.
    const size = stand.standIns.uploadPost.requests.size;
    const resumed = await sender.publish({ accessToken: '', input, source, session, hooks: hooks([]) });
    expect(resumed.handedOverFor).toEqual(at);
    expect(stand.standIns.uploadPost.requests.size).toBe(size);

    // Its time comes (the stand-in's control runs due jobs): the status finds the platform's link.
    await plan({ action: 'run-scheduled' });
    const done = await sender.publish({ accessToken: '', input, source, session, hooks: hooks([]) });
    expect(done.handedOverFor).toBeUndefined();
    expect(done.platformUrl).toMatch(/\/upload-post\/p\/instagram\//);
    expect(stand.standIns.uploadPost.requests.size).toBe(size);
  });

  it('cancels a handed-over post before its time; once gone, Upload-Post answers 404', async () => {
    const id = postId();
    const scheduled = await client.upload({
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['instagram'],
      title: 'Later',
      scheduledDate: new Date(Date.now() + 7_200_000).toISOString(),
      requestId: id,
      idempotencyKey: id,
      video: { bytes: MP4, filename: 'a.mp4', contentType: 'video/mp4' },
    });
    expect(scheduled.jobId).toBeTruthy();
    const jobId = scheduled.jobId as string;
    const raw = await fetch(`${stand.origin}/upload-post/api/uploadposts/schedule/${jobId}`, {
      method: 'DELETE',
      headers: { authorization: `Apikey ${UPLOAD_POST_STAND_IN_KEY}` },
    });
    expect(await raw.json()).toEqual({
      ...fixture('schedule-cancelled.json'),
      message: `Job ${jobId} cancelled and assets deleted.`,
    });
    expect(await client.status(jobId, 'job')).toBeNull();
    expect(await client.cancelScheduled(jobId)).toBe(false);
    const again = await fetch(`${stand.origin}/upload-post/api/uploadposts/schedule/${jobId}`, {
      method: 'DELETE',
      headers: { authorization: `Apikey ${UPLOAD_POST_STAND_IN_KEY}` },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(fixture('schedule-not-found.json'));
    // And through the client, for a job still waiting.
    const other = postId();
    const second = await client.upload({
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['instagram'],
      title: 'Later',
      scheduledDate: new Date(Date.now() + 7_200_000).toISOString(),
      requestId: other,
      idempotencyKey: other,
      video: { bytes: MP4, filename: 'a.mp4', contentType: 'video/mp4' },
    });
    expect(await client.cancelScheduled(second.jobId as string)).toBe(true);
    expect(stand.standIns.uploadPost.requests.get(other)).toBeUndefined();
  });

  it('refuses an unreadable scheduled_date with a message', async () => {
    const id = postId();
    const err = await client
      .upload({
        user: UPLOAD_POST_STAND_IN_PROFILE,
        platforms: ['instagram'],
        title: 'Later',
        scheduledDate: 'next tuesday',
        requestId: id,
        idempotencyKey: id,
        video: { bytes: MP4, filename: 'a.mp4', contentType: 'video/mp4' },
      })
      .catch((e: unknown) => e);
    expect(isPlatformError(err, 'rejected')).toBe(true);
    expect((err as Error).message).toMatch(/scheduled_date must be an ISO-8601 date/);
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
