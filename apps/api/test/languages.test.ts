import type { ScriptContent } from '@adreel/contracts';
import { myVideosResponseSchema, scriptStatusResponseSchema, voicesResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const GERMAN: ScriptContent = {
  ...LAMP_SCRIPT,
  reelScript: {
    scenes: LAMP_SCRIPT.reelScript.scenes.map((scene, i) => ({
      ...scene,
      audio: {
        ...scene.audio,
        voiceover: i === 0 ? 'Stopp! Das ist die Leselampe für dich.' : 'Hol sie dir jetzt über den Link.',
      },
    })),
  },
};

function withVoiceovers(lines: string[]): ScriptContent {
  return {
    ...GERMAN,
    reelScript: {
      scenes: GERMAN.reelScript.scenes.map((s, i) => ({
        ...s,
        audio: { ...s.audio, voiceover: lines[i] ?? 'Ja.' },
      })),
    },
  };
}

async function create(user: SignedInUser, payload: Record<string, unknown>, content: ScriptContent = GERMAN) {
  const script = await createLampScript(h.t.db, user.userId, { content });
  return h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: user.auth,
    payload: { scriptId: script.id, content, ...payload },
  });
}

describe('a language per video (issue 25)', () => {
  it('stores the language with its offline voice, returns it, and filters My Videos by it', async () => {
    const user = await signUpAndIn(h);
    const de = await create(user, { language: 'de' });
    expect(de.statusCode).toBe(201);
    expect(de.json().language).toBe('de');
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id: de.json().id } });
    expect(row).toMatchObject({ language: 'de', voice: 'espeak:de' });
    const en = await create(user, {}, LAMP_SCRIPT);
    expect(en.json().language).toBe('en');

    const mine = async (query: string) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/videos/my-videos${query}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      return myVideosResponseSchema.parse(res.json()).map((v) => v.id);
    };
    expect(await mine('?language=de')).toEqual([de.json().id]);
    expect((await mine('')).sort()).toEqual([de.json().id, en.json().id].sort());
    const bad = await h.app.inject({
      method: 'GET',
      url: '/api/videos/my-videos?language=xx',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('German (de)');
  });

  it('refuses an unsupported language, RTL text, a mixed-language script and a voice that cannot speak it (400)', async () => {
    const user = await signUpAndIn(h);
    const unsupported = await create(user, { language: 'ar' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.body).toContain('Supported languages');
    expect(unsupported.body).toContain('Polish (pl)');

    const rtl = await create(
      user,
      { language: 'de' },
      withVoiceovers(['مرحبا بكم في متجرنا', 'Hol sie dir.']),
    );
    expect(rtl.statusCode).toBe(400);
    expect(rtl.body).toMatch(/Right-to-left/);

    const mixed = await create(
      user,
      { language: 'de' },
      withVoiceovers([
        'Das ist die Leselampe für dich.',
        'This is the one you need, and it is here for you now.',
      ]),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body).toMatch(/reads as English/);

    const flite = await create(user, { language: 'de', voice: 'flite:slt' });
    expect(flite.statusCode).toBe(400);
    expect(flite.body).toMatch(/does not speak German/);
    expect(await h.t.db.video.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('lists the voices that speak a language, with previews read in it', async () => {
    const user = await signUpAndIn(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/videos/voices?language=de',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const body = voicesResponseSchema.parse(res.json());
    expect(body.default).toBe('espeak:de');
    expect(body.voices.map((v) => v.id)).toEqual(['espeak:de']);
    expect(body.voices[0]!.offline).toBe(true);
    const preview = await h.app.inject({ method: 'GET', url: body.voices[0]!.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/mpeg');
    // A link signed for German does not play another language.
    const swapped = await h.app.inject({
      method: 'GET',
      url: body.voices[0]!.preview_url.replace('language=de', 'language=pl'),
    });
    expect(swapped.statusCode).toBe(403);
    const bad = await h.app.inject({
      method: 'GET',
      url: '/api/videos/voices?language=he',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rewrites a script in the language picked on the review page and remembers the choice', async () => {
    const user = await signUpAndIn(h);
    const script = await createLampScript(h.t.db, user.userId);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/videos/regenerate-script',
      headers: user.auth,
      payload: { scriptId: script.id, language: 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'es', languageSource: 'chosen' });
    const status = await h.app.inject({
      method: 'GET',
      url: `/api/videos/script-status/${script.id}`,
      headers: user.auth,
    });
    const parsed = scriptStatusResponseSchema.parse(status.json());
    expect(parsed.script?.language).toBe('es');
    const cta = parsed.script?.content.reelScript.scenes.at(-1)?.audio.voiceover ?? '';
    expect(cta).toMatch(/enlace/);
  });
});
