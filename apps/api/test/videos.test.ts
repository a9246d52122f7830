import type { ScriptContent } from '@adreel/contracts';
import {
  captionsKey,
  myVideosResponseSchema,
  videoDetailsResponseSchema,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_SCRIPT, lampProduct } from './fixtures.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const PRODUCT_URL = 'https://shop.example/products/lamp';

const account = () => signUpAndIn(h);

async function script(userId: string, status = 'completed') {
  return h.t.db.script.create({
    data: {
      userId,
      source: 'url',
      sourceUrl: PRODUCT_URL,
      status,
      progress: status === 'completed' ? 100 : 40,
      message: 'x',
      content: LAMP_SCRIPT,
      product: lampProduct(PRODUCT_URL),
    },
  });
}

async function createVideo(auth: Record<string, string>, scriptId: string, content: unknown = LAMP_SCRIPT) {
  return h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: auth,
    payload: { scriptId, content },
  });
}

/** Marks a video completed with real bytes in storage, as the worker does. */
async function complete(id: string, bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))) {
  await h.deps.storage.put(`videos/${id}/video.mp4`, bytes, 'video/mp4');
  await h.deps.storage.put(`videos/${id}/thumb.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
  await h.t.db.video.update({
    where: { id },
    data: {
      status: 'completed',
      progress: 100,
      message: 'Video ready',
      outputKey: `videos/${id}/video.mp4`,
      thumbnailKey: `videos/${id}/thumb.jpg`,
      durationS: 9.1,
    },
  });
  return bytes;
}

describe('POST /videos/create', () => {
  it('saves the edited content, copies product and URL from the script, and enqueues one render', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const edited = structuredClone(LAMP_SCRIPT);
    edited.reelScript.scenes[0]!.audio.voiceover = 'Edited line.';
    const res = await createVideo(auth, s.id, edited);
    expect(res.statusCode).toBe(201);
    const body = videoStatusResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'processing', progress: 0, output_url: null, url: PRODUCT_URL });
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ userId, scriptId: s.id, kind: 'user', url: PRODUCT_URL });
    expect((row.content as ScriptContent).reelScript.scenes[0]!.audio.voiceover).toBe('Edited line.');
    expect((row.product as { name: string }).name).toBe('Lamp');
    const jobs = (await h.waitingJobs('renders')).filter((j) => j.data.videoId === body.id);
    expect(jobs).toEqual([{ name: 'render-video', data: { videoId: body.id } }]);
    // A duplicate enqueue with the same job id collapses.
    await h.producer.enqueue('renders', 'render-video', { videoId: body.id }, { jobId: body.id });
    expect((await h.waitingJobs('renders')).filter((j) => j.data.videoId === body.id)).toHaveLength(1);
  });

  it("answers 404 for someone else's or an unknown script, 400 for one not written yet", async () => {
    const a = await account();
    const b = await account();
    const theirs = await script(b.userId);
    expect((await createVideo(a.auth, theirs.id)).statusCode).toBe(404);
    expect((await createVideo(a.auth, 'not-a-uuid')).statusCode).toBe(404);
    const pending = await script(a.userId, 'processing');
    const res = await createVideo(a.auth, pending.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not ready/);
  });

  it('validates content with the script schema (400 naming the field, never 500)', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const bad = { ...LAMP_SCRIPT, reelScript: { scenes: [] } };
    const res = await createVideo(auth, s.id, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/content\.reelScript\.scenes/);
    expect((await createVideo(auth, s.id, 'nope')).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'POST', url: '/api/videos/create', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /videos/{id}, /my-videos, /{id}/details', () => {
  it('reports status, lists newest first, details carry script and share links; owner only', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const first = (await createVideo(auth, s.id)).json();
    const second = (await createVideo(auth, s.id)).json();
    await complete(first.id);
    await h.t.db.video.update({
      where: { id: second.id },
      data: { progress: 42, message: 'Compositing video' },
    });

    const st = await h.app.inject({ method: 'GET', url: `/api/videos/${second.id}`, headers: auth });
    expect(videoStatusResponseSchema.parse(st.json())).toMatchObject({
      id: second.id,
      status: 'processing',
      progress: 42,
      message: 'Compositing video',
      output_url: null,
    });
    const done = videoStatusResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: `/api/videos/${first.id}`, headers: auth })).json(),
    );
    expect(done.output_url).toMatch(
      new RegExp(`^/api/media/videos/${first.id}/video\\.mp4\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`),
    );
    expect(done.output_url).not.toContain(auth.authorization.slice(7, 30));

    const list = myVideosResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: auth })).json(),
    );
    expect(list.map((v) => v.id)).toEqual([second.id, first.id]);
    // A plain product link is not an affiliate link: the card says why there is none.
    expect(list[1]).toMatchObject({
      status: 'completed',
      url: PRODUCT_URL,
      affiliate_link: null,
      affiliate_link_missing: 'not_from_offer',
    });
    expect(list[1]!.thumbnail_url).toMatch(/thumb\.jpg\?exp=/);
    expect(list[1]!.script.content.commentary).toBe(LAMP_SCRIPT.commentary);

    const details = videoDetailsResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: `/api/videos/${first.id}/details`, headers: auth })).json(),
    );
    expect(details.script.content.websiteSummary).toBe(LAMP_SCRIPT.websiteSummary);
    // Shares carry the video's own tracked link (issue 23), which leads to the product URL.
    expect(details.tracked_link).toMatch(/\/go\/[0-9A-Za-z]{10}$/);
    expect(new URL(details.sharing.facebook).searchParams.get('u')).toBe(details.tracked_link);
    const go = await h.app.inject({ method: 'GET', url: new URL(details.tracked_link ?? '').pathname });
    expect(String(go.headers.location).startsWith(PRODUCT_URL)).toBe(true);
    expect(new URL(details.sharing.twitter).searchParams.get('hashtags')).toBe('AIVideo,ContentCreation');
    expect(new URL(details.sharing.linkedin).searchParams.get('summary')).toBe(LAMP_SCRIPT.commentary);
    expect(details.sharing.instagram).toBe(details.tracked_link);

    const other = await account();
    for (const url of [`/api/videos/${first.id}`, `/api/videos/${first.id}/details`]) {
      expect((await h.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    }
    const del = await h.app.inject({ method: 'DELETE', url: `/api/videos/${first.id}`, headers: other.auth });
    expect(del.statusCode).toBe(404);
    const theirList = await h.app.inject({
      method: 'GET',
      url: '/api/videos/my-videos',
      headers: other.auth,
    });
    expect(theirList.json()).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/videos/zzz', headers: auth })).statusCode).toBe(
      404,
    );
  });
});

describe('media files', () => {
  it('serves ranges (206), whole files, downloads with the spec file name, 416 and 403', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const { id } = (await createVideo(auth, s.id)).json();
    const bytes = await complete(id);
    const { output_url, thumbnail_url } = (
      await h.app.inject({ method: 'GET', url: `/api/videos/${id}`, headers: auth })
    ).json();

    const whole = await h.app.inject({ method: 'GET', url: output_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await h.app.inject({ method: 'GET', url: output_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await h.app.inject({ method: 'GET', url: output_url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);

    const open = await h.app.inject({ method: 'GET', url: output_url, headers: { range: 'bytes=900-' } });
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');

    const beyond = await h.app.inject({ method: 'GET', url: output_url, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');

    const dl = await h.app.inject({ method: 'GET', url: `${output_url}&download=1` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="video-${id}.mp4"`);

    const thumb = await h.app.inject({ method: 'GET', url: thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');

    const forged = output_url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await h.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherFile = output_url.replace('video.mp4', 'thumb.jpg');
    expect((await h.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403);
    const expired = output_url.replace(/exp=\d+/, 'exp=1000');
    expect((await h.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const bare = `/api/media/videos/${id}/video.mp4`;
    const res = await h.app.inject({ method: 'GET', url: bare });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it('DELETE removes the row and the stored files; the old link then answers 404', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const { id } = (await createVideo(auth, s.id)).json();
    await complete(id);
    const { output_url } = (
      await h.app.inject({ method: 'GET', url: `/api/videos/${id}`, headers: auth })
    ).json();
    expect(await h.deps.storage.list(`videos/${id}/`)).toHaveLength(2);
    const res = await h.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await h.deps.storage.list(`videos/${id}/`)).toEqual([]);
    expect(await h.t.db.video.findUnique({ where: { id } })).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: `/api/videos/${id}`, headers: auth })).statusCode).toBe(
      404,
    );
    expect((await h.app.inject({ method: 'GET', url: output_url })).statusCode).toBe(404);
  });
});

describe('GET /videos/{id}/captions', () => {
  const SRT =
    '1\n00:00:00,000 --> 00:00:01,500\nTired of a dim desk?\n\n2\n00:00:01,500 --> 00:00:03,000\nMeet Lamp, $29,95\n';

  it('gives the owner the stored SubRip and WebVTT made from it as attachments; others get 404', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const { id } = (await createVideo(auth, s.id)).json();
    await complete(id);
    await h.deps.storage.put(captionsKey(id), Buffer.from(SRT), 'application/x-subrip');

    const details = videoDetailsResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: `/api/videos/${id}/details`, headers: auth })).json(),
    );
    expect(details.captions_available).toBe(true);

    const srt = await h.app.inject({ method: 'GET', url: `/api/videos/${id}/captions`, headers: auth });
    expect(srt.statusCode).toBe(200);
    expect(srt.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(srt.headers['content-disposition']).toBe(`attachment; filename="video-${id}.srt"`);
    expect(srt.body).toBe(SRT);

    const vtt = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${id}/captions?format=vtt`,
      headers: auth,
    });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['content-disposition']).toBe(`attachment; filename="video-${id}.vtt"`);
    expect(vtt.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nTired of a dim desk?\n\n00:00:01.500 --> 00:00:03.000\nMeet Lamp, $29,95\n',
    );

    const bad = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${id}/captions?format=ass`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/srt or vtt/);

    const other = await account();
    const theirs = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${id}/captions`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Video not found.');
    expect(theirs.body).not.toContain('dim desk');
    const unsigned = await h.app.inject({ method: 'GET', url: `/api/videos/${id}/captions` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('answers 404 with a message for a video without captions, and says so in its details', async () => {
    const { auth, userId } = await account();
    const s = await script(userId);
    const { id } = (await createVideo(auth, s.id)).json();
    await complete(id);
    const details = videoDetailsResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: `/api/videos/${id}/details`, headers: auth })).json(),
    );
    expect(details.captions_available).toBe(false);
    for (const format of ['srt', 'vtt']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/videos/${id}/captions?format=${format}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This video has no captions to download.');
    }
  });
});
