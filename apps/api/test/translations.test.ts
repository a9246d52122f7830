import {
  createTranslationsResponseSchema,
  myVideosResponseSchema,
  type ScriptContent,
  scriptStatusResponseSchema,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const post = (user: SignedInUser, url: string, payload: unknown, on: Harness = h) =>
  on.app.inject({ method: 'POST', url, headers: user.auth, payload: payload as object });

/** A rendered English lamp video of `user` in the Bold look (`content`: the user's edited script). */
async function finishedVideo(user: SignedInUser, on: Harness = h, content: ScriptContent = LAMP_SCRIPT) {
  const script = await createLampScript(on.t.db, user.userId);
  const res = await post(user, '/api/videos/create', { scriptId: script.id, content, template: 'bold' }, on);
  expect(res.statusCode).toBe(201);
  const { id } = videoStatusResponseSchema.parse(res.json());
  await on.t.db.video.update({
    where: { id },
    data: { status: 'completed', progress: 100, outputKey: `videos/${id}/video.mp4` },
  });
  return { id, scriptId: script.id };
}

const translate = (user: SignedInUser, videoId: string, languages: unknown, on: Harness = h) =>
  post(user, `/api/videos/${videoId}/translations`, { languages }, on);

describe('POST /videos/{id}/translations', () => {
  it('writes one linked script per language, each reviewable and rendered in the original look, grouped in My Videos', async () => {
    const user = await signUpAndIn(h);
    const original = await finishedVideo(user);
    const res = await translate(user, original.id, ['es', 'pl']);
    expect(res.statusCode).toBe(201);
    const body = createTranslationsResponseSchema.parse(res.json());
    expect(body.translations.map((t) => [t.language, t.status])).toEqual([
      ['es', 'completed'],
      ['pl', 'completed'],
    ]);
    // Listed on the video (the details page shows them after a reload too), oldest first.
    const listed = createTranslationsResponseSchema.parse(
      (await getAs(h, user, `/api/videos/${original.id}/translations`)).json(),
    );
    expect(listed.translations.map((t) => t.scriptId).sort()).toEqual(
      body.translations.map((t) => t.scriptId).sort(),
    );
    const rows = await h.t.db.script.findMany({ where: { translatedFromVideoId: original.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.originalScriptId).toBe(original.scriptId);
      expect(row.writer).toBe('offline');
    }

    // The review page reads each translation like any script: in its language, visuals unchanged.
    const es = body.translations[0]!;
    const status = scriptStatusResponseSchema.parse(
      (await getAs(h, user, `/api/videos/script-status/${es.scriptId}`)).json(),
    );
    expect(status.script?.language).toBe('es');
    const content = status.script?.content as ScriptContent;
    expect(content.reelScript.scenes.map((s) => s.visual)).toEqual(
      LAMP_SCRIPT.reelScript.scenes.map((s) => s.visual),
    );
    expect(content.reelScript.scenes[1]?.audio.voiceover).toContain('Lamp');
    expect(content.reelScript.scenes[1]?.audio.voiceover).not.toBe('Buy it today.');

    // Rendering it: the original's look wins (its visuals are cached), the row points at the original,
    // and it counts as a render start like any video.
    const starts = await h.t.db.renderStart.count({ where: { userId: user.userId } });
    const made = await post(user, '/api/videos/create', { scriptId: es.scriptId, content, template: 'ugc' });
    expect(made.statusCode).toBe(201);
    const video = videoStatusResponseSchema.parse(made.json());
    expect(video.language).toBe('es');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id: video.id } });
    expect(row.translatedFromVideoId).toBe(original.id);
    expect(row.template).toBe('bold');
    expect(await h.t.db.renderStart.count({ where: { userId: user.userId } })).toBe(starts + 1);

    const list = myVideosResponseSchema.parse((await getAs(h, user, '/api/videos/my-videos')).json());
    expect(list.find((v) => v.id === video.id)?.translatedFromVideoId).toBe(original.id);
    expect(list.find((v) => v.id === original.id)?.translatedFromVideoId).toBeNull();
  });

  it('refuses bad requests with a clear 400 or 404, never a 5xx, and writes nothing', async () => {
    const user = await signUpAndIn(h);
    const stranger = await signUpAndIn(h);
    const original = await finishedVideo(user);
    const cases: [SignedInUser, string, unknown, number, RegExp][] = [
      [user, original.id, ['xx'], 400, /Supported languages: English \(en\)/],
      [user, original.id, ['ar'], 400, /Supported languages/],
      [user, original.id, ['es', 'en'], 400, /already in English/],
      [user, original.id, ['es', 'ES'], 400, /Spanish is listed twice/],
      [user, original.id, [], 400, /Pick at least one language/],
      [user, original.id, 'es', 400, /list of language codes/],
      [user, original.id, [42], 400, /language code/],
      [stranger, original.id, ['es'], 404, /Video not found/],
      [user, 'not-a-uuid', ['es'], 404, /Video not found/],
      [user, '018f0000-0000-7000-8000-000000000000', ['es'], 404, /Video not found/],
    ];
    for (const [who, id, languages, code, message] of cases) {
      const res = await translate(who, id, languages);
      expect(res.statusCode, JSON.stringify(languages)).toBe(code);
      expect(res.json().message).toMatch(message);
    }
    expect((await getAs(h, stranger, `/api/videos/${original.id}/translations`)).statusCode).toBe(404);
    expect((await getAs(h, user, '/api/videos/nope/translations')).statusCode).toBe(404);
    const script = await createLampScript(h.t.db, user.userId);
    const rendering = await post(user, '/api/videos/create', { scriptId: script.id, content: LAMP_SCRIPT });
    const unfinished = await translate(user, videoStatusResponseSchema.parse(rendering.json()).id, ['es']);
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toMatch(/not finished yet/);
    expect(
      await h.t.db.script.count({ where: { userId: user.userId, translatedFromVideoId: { not: null } } }),
    ).toBe(0);
  });
});

describe('POST /videos/{id}/translations keeps what the user wrote (issue 33)', () => {
  it("carries the user's edited hook over, marked as still English, and the marked line renders", async () => {
    const user = await signUpAndIn(h);
    const [hook, ...rest] = LAMP_SCRIPT.reelScript.scenes;
    const edited: ScriptContent = {
      ...LAMP_SCRIPT,
      reelScript: {
        scenes: [
          { ...hook!, audio: { ...hook!.audio, voiceover: 'Your nights of reading just got warmer.' } },
          ...rest,
        ],
      },
    };
    const original = await finishedVideo(user, h, edited);
    const res = await translate(user, original.id, ['es']);
    expect(res.statusCode).toBe(201);
    const [es] = createTranslationsResponseSchema.parse(res.json()).translations;
    const status = scriptStatusResponseSchema.parse(
      (await getAs(h, user, `/api/videos/script-status/${es?.scriptId}`)).json(),
    );
    const content = status.script?.content as ScriptContent;
    expect(content.reelScript.scenes[0]?.audio.voiceover).toBe('Your nights of reading just got warmer.');
    expect(content.reelScript.scenes[0]?.untranslated).toBe('en');
    // The call to action the writer wrote is the Spanish bank's, not marked.
    expect(content.reelScript.scenes[1]?.untranslated).toBeUndefined();
    // Kept on purpose, the marked line does not stop the Spanish render.
    const made = await post(user, '/api/videos/create', { scriptId: es?.scriptId, content });
    expect(made.statusCode).toBe(201);
    // Unmarked, the same English line is refused as a mixed-language script (a clear 400).
    const { untranslated: _, ...unmarked } = content.reelScript.scenes[0]!;
    const mixed = await post(user, '/api/videos/create', {
      scriptId: es?.scriptId,
      content: {
        ...content,
        reelScript: {
          scenes: [
            {
              ...unmarked,
              audio: {
                ...unmarked.audio,
                voiceover: 'What you get with this lamp is the best light for your evening reading.',
              },
            },
            content.reelScript.scenes[1],
          ],
        },
      },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses a video whose script was deleted with a clear 400 and writes or counts nothing', async () => {
    const user = await signUpAndIn(h);
    const original = await finishedVideo(user);
    await h.t.db.script.delete({ where: { id: original.scriptId } });
    const res = await translate(user, original.id, ['es', 'de']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/script was deleted, so it can't be translated/);
    expect(await h.t.db.script.count({ where: { userId: user.userId } })).toBe(0);
    const listed = createTranslationsResponseSchema.parse(
      (await getAs(h, user, `/api/videos/${original.id}/translations`)).json(),
    );
    expect(listed.translations).toEqual([]);
  });
});

describe('POST /videos/{id}/translations with an OpenAI server that does not answer', () => {
  it('keeps each language as a failed translation that says so, never a 5xx', async () => {
    const down = await createHarness({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const user = await signUpAndIn(down);
      const original = await finishedVideo(user, down);
      const res = await translate(user, original.id, ['de'], down);
      expect(res.statusCode).toBe(201);
      const [de] = createTranslationsResponseSchema.parse(res.json()).translations;
      expect(de).toMatchObject({ language: 'de', status: 'failed' });
      expect(de?.message).not.toMatch(/sk-test|127\.0\.0\.1/);
      const row = await down.t.db.script.findUniqueOrThrow({ where: { id: de?.scriptId ?? '' } });
      expect(row).toMatchObject({ status: 'failed', writer: 'openai', content: null });
    } finally {
      await down.close();
    }
  }, 60_000);
});
