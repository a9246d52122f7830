import {
  storyboardResponseSchema,
  VIDEO_TEMPLATES,
  videoStatusResponseSchema,
  videoTemplatesResponseSchema,
} from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

function script(userId: string) {
  return createLampScript(h.t.db, userId);
}

const post = (url: string, auth: Record<string, string>, payload: unknown) =>
  h.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

describe('GET /videos/templates', () => {
  it('lists every template with a thumbnail drawn once by the real graph and kept in storage', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/videos/templates' })).statusCode).toBe(401);
    const { auth } = await signUpAndIn(h);
    const res = await h.app.inject({ method: 'GET', url: '/api/videos/templates', headers: auth });
    expect(res.statusCode).toBe(200);
    const { templates } = videoTemplatesResponseSchema.parse(res.json());
    expect(templates.map((t) => t.id)).toEqual(VIDEO_TEMPLATES.map((t) => t.id));
    expect(templates.length).toBeGreaterThanOrEqual(4);

    const url = templates.find((t) => t.id === 'split')!.thumbnail_url;
    expect(url).toBe('/api/videos/templates/split/thumbnail.jpg');
    const img = await h.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 270, height: 480 });
    expect(await h.deps.storage.stat('templates/v1/split.jpg')).not.toBeNull();
    const again = await h.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(img.rawPayload)).toBe(true);

    const bad = await h.app.inject({ method: 'GET', url: '/api/videos/templates/nope/thumbnail.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a template');
  });
});

describe('thumbnail warm-up at start', () => {
  it('draws every missing template thumbnail into storage, so no review page waits for them', async () => {
    const fresh = await createHarness();
    try {
      const stored = () =>
        Promise.all(VIDEO_TEMPLATES.map((t) => fresh.deps.storage.stat(`templates/v1/${t.id}.jpg`)));
      expect((await stored()).every((s) => s === null)).toBe(true);
      await fresh.app.services.videoLooks.videoLooks.warmThumbnails();
      for (const t of VIDEO_TEMPLATES)
        expect(await fresh.deps.storage.stat(`templates/v1/${t.id}.jpg`), t.id).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /videos/storyboard', () => {
  it('answers one still per scene in the chosen format, for the caller’s own script', async () => {
    const { auth, userId } = await signUpAndIn(h);
    const s = await script(userId);
    const scenes = LAMP_SCRIPT.reelScript.scenes.length;
    for (const [format, w, hgt] of [
      ['9:16', 360, 640],
      ['16:9', 360, 202],
    ] as const) {
      const res = await post('/api/videos/storyboard', auth, {
        scriptId: s.id,
        content: LAMP_SCRIPT,
        template: 'ugc',
        format,
        captionStyle: 'box',
      });
      expect(res.statusCode).toBe(200);
      const body = storyboardResponseSchema.parse(res.json());
      expect(body).toMatchObject({ template: 'ugc', format, captionStyle: 'box', width: w, height: hgt });
      expect(body.scenes.map((x) => x.index)).toEqual(Array.from({ length: scenes }, (_, i) => i));
      const jpeg = Buffer.from(body.scenes[0]!.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: w, height: hgt });
    }
  });

  it('draws a scene whose product image cannot be used on the generated background and says why', async () => {
    const { auth, userId } = await signUpAndIn(h);
    // Never fetched (the safe fetcher refuses loopback): the render's "could not be downloaded" path.
    const s = await createLampScript(h.t.db, userId, { images: ['http://127.0.0.1:9/lamp.jpg'] });
    const res = await post('/api/videos/storyboard', auth, { scriptId: s.id, content: LAMP_SCRIPT });
    expect(res.statusCode).toBe(200);
    const body = storyboardResponseSchema.parse(res.json());
    expect(body.scenes).toHaveLength(LAMP_SCRIPT.reelScript.scenes.length);
    const problems = body.scenes.map((x) => x.problem).filter(Boolean);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^We couldn't use this image: /);
  });

  it('uses the defaults without look fields, refuses unknown looks and other people’s scripts', async () => {
    const { auth } = await signUpAndIn(h);
    const res = await post('/api/videos/storyboard', auth, { content: LAMP_SCRIPT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ template: 'classic', format: '9:16', captionStyle: 'highlight' });

    const bad = await post('/api/videos/storyboard', auth, { content: LAMP_SCRIPT, format: '4:3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a format');

    const other = await signUpAndIn(h, 'other');
    const theirs = await script(other.userId);
    const foreign = await post('/api/videos/storyboard', auth, { scriptId: theirs.id, content: LAMP_SCRIPT });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/videos/storyboard', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('POST /videos/create with a look', () => {
  it('stores the chosen template, format and caption style; absent fields keep the original look', async () => {
    const { auth, userId } = await signUpAndIn(h);
    const s = await script(userId);
    const chosen = await post('/api/videos/create', auth, {
      scriptId: s.id,
      content: LAMP_SCRIPT,
      template: 'offer',
      format: '1:1',
      captionStyle: 'outline',
    });
    expect(chosen.statusCode).toBe(201);
    const id = videoStatusResponseSchema.parse(chosen.json()).id;
    expect(await h.t.db.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      template: 'offer',
      format: '1:1',
      captionStyle: 'outline',
    });

    const plain = await post('/api/videos/create', auth, { scriptId: s.id, content: LAMP_SCRIPT });
    expect(plain.statusCode).toBe(201);
    const plainId = videoStatusResponseSchema.parse(plain.json()).id;
    expect(await h.t.db.video.findUniqueOrThrow({ where: { id: plainId } })).toMatchObject({
      template: 'classic',
      format: '9:16',
      captionStyle: 'highlight',
    });

    const bad = await post('/api/videos/create', auth, {
      scriptId: s.id,
      content: LAMP_SCRIPT,
      captionStyle: 'comic-sans',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a caption style');
  });
});
