import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LanguageCode, type Voice, voiceById } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectSceneTts, selectTts, speechAvailability } from './providers.ts';
import { storedSpeech } from './speech.ts';

const NO_KEY = { TTS_API_KEY: undefined, TTS_BASE_URL: undefined, TTS_MODEL: 'gpt-4o-mini-tts' };
const KEY = { TTS_API_KEY: 'sk-tts', TTS_BASE_URL: 'http://127.0.0.1:9/v1', TTS_MODEL: 'tts-1' };
const voice = (id: string) => voiceById(id) as Voice;

/** The provider a stored row is read with, as the render job builds it (render-input.ts). */
function rowTts(env: typeof NO_KEY | typeof KEY, stored: string | null, language: LanguageCode = 'en') {
  const speech = storedSpeech({ voice: stored, language }, speechAvailability(env));
  return selectTts(env, speech.voice, speech.language);
}

describe('selectTts: the stored voice decides, TTS_* settings speak it', () => {
  it('reads with the stored offline voice, the default for none or unknown ids', () => {
    expect(rowTts(NO_KEY, 'flite:awb').name).toBe('flite:awb');
    expect(rowTts(NO_KEY, null).name).toBe('flite:slt');
    expect(rowTts(NO_KEY, 'flite:kal; rm -rf').name).toBe('flite:slt');
  });

  it('falls back to the offline default when an OpenAI voice has no speech key', () => {
    expect(rowTts(NO_KEY, 'openai:nova').name).toBe('flite:slt');
  });

  it('uses the speech model and voice when TTS_API_KEY is set', () => {
    expect(rowTts(KEY, 'openai:onyx').name).toBe('openai:tts-1:onyx');
    // An offline choice stays offline even with a key.
    expect(rowTts(KEY, 'flite:rms').name).toBe('flite:rms');
  });
});

describe('selectSceneTts: a line kept in another language gets a voice of that language (issue 33)', () => {
  it('reads an English line in a Spanish video with flite, a German one with espeak-ng, the rest as the video', () => {
    const sceneTts = selectSceneTts(NO_KEY, voice('espeak:es'), 'es');
    expect(sceneTts({ untranslated: 'en' })?.name).toBe('flite:slt');
    expect(sceneTts({ untranslated: 'de' })?.name).toMatch(/^espeak:de:/);
    // Unmarked or marked in the video's own language: the video's provider (cache keys unchanged).
    expect(sceneTts({})).toBeUndefined();
    expect(sceneTts({ untranslated: 'es' })).toBeUndefined();
  });

  it('keeps an OpenAI voice and tells it the line is English', () => {
    const env = { ...KEY, TTS_MODEL: 'gpt-4o-mini-tts' };
    expect(selectTts(env, voice('openai:nova'), 'es').name).toBe('openai:gpt-4o-mini-tts:nova:es');
    expect(selectSceneTts(env, voice('openai:nova'), 'es')({ untranslated: 'en' })?.name).toBe(
      'openai:gpt-4o-mini-tts:nova:en',
    );
  });
});

describe('selectTts against a local speech server', () => {
  let dir: string;
  const seen: { path?: string; auth?: string; body?: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        path: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      // 0.5 s of 24 kHz mono s16 silence with real sizes.
      const data = Buffer.alloc(24000);
      const h = Buffer.alloc(44);
      h.write('RIFF', 0, 'ascii');
      h.writeUInt32LE(36 + data.length, 4);
      h.write('WAVEfmt ', 8, 'ascii');
      h.writeUInt32LE(16, 16);
      h.writeUInt16LE(1, 20);
      h.writeUInt16LE(1, 22);
      h.writeUInt32LE(24000, 24);
      h.writeUInt32LE(48000, 28);
      h.writeUInt16LE(2, 32);
      h.writeUInt16LE(16, 34);
      h.write('data', 36, 'ascii');
      h.writeUInt32LE(data.length, 40);
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.concat([h, data]));
    });
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'select-tts-'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await rm(dir, { recursive: true, force: true });
  });

  it('posts to TTS_BASE_URL with TTS_API_KEY, TTS_MODEL and the video voice', async () => {
    const { port } = server.address() as AddressInfo;
    const tts = selectTts(
      { TTS_API_KEY: 'sk-local', TTS_BASE_URL: `http://127.0.0.1:${port}/v1`, TTS_MODEL: 'kokoro' },
      voice('openai:sage'),
      'en',
    );
    const out = path.join(dir, 'sage.wav');
    await tts.synthesize('Try it today.', out);
    expect(seen).toEqual([
      {
        path: '/v1/audio/speech',
        auth: 'Bearer sk-local',
        body: { model: 'kokoro', voice: 'sage', input: 'Try it today.', response_format: 'wav' },
      },
    ]);
    expect((await readFile(out)).readUInt32LE(24)).toBe(48000);
  });
});
