import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  VOICE_NOT_AVAILABLE,
  VOICE_PREVIEW_TEXT,
  videoStatusResponseSchema,
  voicesResponseSchema,
} from '@adreel/contracts';
import { startSpeechStandIn } from '@adreel/media/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let offline: Harness;
let online: Harness;
let speech: Awaited<ReturnType<typeof startSpeechStandIn>>;
beforeAll(async () => {
  speech = await startSpeechStandIn('sk-tts-test');
  // The LLM's key and server are set here: they must not turn on AI voices.
  offline = await createHarness({ OPENAI_API_KEY: 'sk-llm', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  online = await createHarness({
    TTS_API_KEY: speech.apiKey,
    TTS_BASE_URL: speech.baseURL,
    TTS_MODEL: 'kokoro',
  });
});
afterAll(async () => {
  await offline?.close();
  await online?.close();
  await speech?.close();
});

async function list(h: Harness, user: SignedInUser) {
  const res = await h.app.inject({ method: 'GET', url: '/api/videos/voices', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return voicesResponseSchema.parse(res.json());
}

async function createVideo(h: Harness, user: SignedInUser, voice?: unknown) {
  const url = 'https://shop.example/products/lamp';
  const script = await createLampScript(h.t.db, user.userId, { url });
  return h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: user.auth,
    payload: { scriptId: script.id, content: LAMP_SCRIPT, ...(voice === undefined ? {} : { voice }) },
  });
}

/** An MP3 starts with an ID3 tag or an MPEG audio frame sync. */
const isMp3 = (b: Buffer) =>
  b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0);

describe('GET /videos/voices without a speech key', () => {
  it('is for signed-in users and lists only the offline voices, each with a signed preview link', async () => {
    expect((await offline.app.inject({ method: 'GET', url: '/api/videos/voices' })).statusCode).toBe(401);
    const body = await list(offline, await signUpAndIn(offline));
    expect(body.default).toBe('flite:slt');
    expect(body.voices.map((v) => v.id)).toEqual(['flite:slt', 'flite:rms', 'flite:awb', 'flite:kal16']);
    expect(body.voices.every((v) => v.offline)).toBe(true);
    for (const v of body.voices) {
      expect(v.preview_url).toMatch(
        new RegExp(`^/api/videos/voices/${encodeURIComponent(v.id)}/preview\\?exp=\\d+&sig=[\\w-]+$`),
      );
    }
  });
});

describe('GET /videos/voices/{id}/preview', () => {
  it('answers an MP3 of the voice, made once and then served from storage, with ranges', async () => {
    const body = await list(offline, await signUpAndIn(offline));
    const url = body.voices.find((v) => v.id === 'flite:rms')!.preview_url;
    const first = await offline.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    expect(isMp3(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeGreaterThan(10_000);
    // Kept in storage (local disk here) under a name derived from the provider.
    const dir = join(offline.dataDir, 'storage', 'voice-previews', 'v1');
    const kept = (await readdir(dir)).filter((f) => f.endsWith('.mp3'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{32}\.mp3$/);
    const again = await offline.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const part = await offline.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    // Another voice is another clip.
    const slt = await offline.app.inject({ method: 'GET', url: body.voices[0]!.preview_url });
    expect(slt.statusCode).toBe(200);
    expect(slt.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('refuses unsigned, tampered and borrowed links (403) and unknown or unavailable voices (404)', async () => {
    const body = await list(offline, await signUpAndIn(offline));
    const rms = body.voices.find((v) => v.id === 'flite:rms')!.preview_url;
    const query = rms.slice(rms.indexOf('?'));
    const get = (url: string) => offline.app.inject({ method: 'GET', url });
    expect((await get('/api/videos/voices/flite%3Arms/preview')).statusCode).toBe(403);
    expect((await get(rms.replace(/sig=./, 'sig=A'))).statusCode).toBe(403);
    // rms's signature does not open awb.
    expect((await get(`/api/videos/voices/flite%3Aawb/preview${query}`)).statusCode).toBe(403);
    const unknown = await get(`/api/videos/voices/flite%3Akal/preview${query}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Voice not found.' });
    expect((await get(`/api/videos/voices/openai%3Anova/preview${query}`)).statusCode).toBe(404);
    expect((await get('/api/videos/voices/%00/preview')).statusCode).toBe(400);
  });
});

describe('POST /videos/create with a voice', () => {
  it('stores the chosen offline voice, the default without one, and refuses unavailable voices', async () => {
    const user = await signUpAndIn(offline);
    const chosen = await createVideo(offline, user, 'flite:awb');
    expect(chosen.statusCode).toBe(201);
    const id = videoStatusResponseSchema.parse(chosen.json()).id;
    expect((await offline.t.db.video.findUniqueOrThrow({ where: { id } })).voice).toBe('flite:awb');

    const plain = await createVideo(offline, user);
    expect(plain.statusCode).toBe(201);
    const plainId = videoStatusResponseSchema.parse(plain.json()).id;
    expect((await offline.t.db.video.findUniqueOrThrow({ where: { id: plainId } })).voice).toBe('flite:slt');

    const before = await offline.t.db.video.count();
    const ai = await createVideo(offline, user, 'openai:nova');
    expect(ai.statusCode).toBe(400);
    expect(ai.json()).toMatchObject({ message: VOICE_NOT_AVAILABLE });
    const unknown = await createVideo(offline, user, 'flite:kal');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose a voice from the voice list');
    expect((await createVideo(offline, user, { id: 'flite:slt' })).statusCode).toBe(400);
    expect(await offline.t.db.video.count()).toBe(before);
  });
});

describe('with TTS_API_KEY (a local OpenAI-format speech server)', () => {
  it('offers the OpenAI voices and makes their preview through the speech server once', async () => {
    const user = await signUpAndIn(online);
    const body = await list(online, user);
    expect(body.voices).toHaveLength(15);
    const nova = body.voices.find((v) => v.id === 'openai:nova')!;
    expect(nova).toMatchObject({ name: 'Nova', offline: false });

    const asked = speech.requests.length;
    const [a, b] = await Promise.all([
      online.app.inject({ method: 'GET', url: nova.preview_url }),
      online.app.inject({ method: 'GET', url: nova.preview_url }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(isMp3(a.rawPayload)).toBe(true);
    expect(speech.requests.length).toBe(asked + 1);
    const req = speech.requests.at(-1)!;
    expect(req.path).toBe('/v1/audio/speech');
    expect(req.headers.authorization).toBe('Bearer sk-tts-test');
    expect(req.body).toEqual({
      model: 'kokoro',
      voice: 'nova',
      input: VOICE_PREVIEW_TEXT,
      response_format: 'wav',
    });
    await online.app.inject({ method: 'GET', url: nova.preview_url });
    expect(speech.requests.length).toBe(asked + 1);
  });

  it('stores an OpenAI voice on the video', async () => {
    const user = await signUpAndIn(online);
    const res = await createVideo(online, user, 'openai:onyx');
    expect(res.statusCode).toBe(201);
    const id = videoStatusResponseSchema.parse(res.json()).id;
    expect((await online.t.db.video.findUniqueOrThrow({ where: { id } })).voice).toBe('openai:onyx');
  });
});
