import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { voiceById } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpeechStandIn } from '../../test/support/speech-stand-in.ts';
import { ffprobe } from '../encode/ffmpeg.ts';
import { renderVoicePreview } from './voice-preview.ts';
import { ttsForVoice } from './voice-tts.ts';
import { wavInfo } from './wav.ts';

let dir: string;
let standIn: Awaited<ReturnType<typeof startSpeechStandIn>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'voice-tts-'));
  standIn = await startSpeechStandIn();
});
afterAll(async () => {
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

const voice = (id: string) => {
  const v = voiceById(id);
  if (!v) throw new Error(id);
  return v;
};

describe('a catalogue voice through an OpenAI-format speech server', () => {
  it('posts the model, voice, input and wav format with the bearer key and writes a canonical WAV', async () => {
    const tts = ttsForVoice(voice('openai:coral'), {
      apiKey: standIn.apiKey,
      baseURL: standIn.baseURL,
      model: 'kokoro',
    });
    expect(tts.name).toBe('openai:kokoro:coral');
    const out = path.join(dir, 'coral.wav');
    await tts.synthesize('Grab yours today, only nineteen dollars.', out);

    const req = standIn.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/audio/speech');
    expect(req?.headers.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(req?.headers['content-type']).toMatch(/^application\/json/);
    expect(req?.body).toEqual({
      model: 'kokoro',
      voice: 'coral',
      input: 'Grab yours today, only nineteen dollars.',
      response_format: 'wav',
    });
    // The stand-in streams 24 kHz with 0xFFFFFFFF sizes (6 words × 0.25 s); the file is rewritten with
    // real sizes at 48 kHz mono s16, so the render reads its duration straight from the header.
    const info = wavInfo(await readFile(out));
    expect(info).toMatchObject({ sampleRate: 48000, channels: 1, bitsPerSample: 16 });
    expect(info?.durationS).toBeCloseTo(1.5, 2);
  });

  it('fails with the server error on a wrong key, leaving no file', async () => {
    const tts = ttsForVoice(voice('openai:nova'), {
      apiKey: 'sk-wrong',
      baseURL: standIn.baseURL,
      model: 'gpt-4o-mini-tts',
    });
    const out = path.join(dir, 'nope.wav');
    await expect(tts.synthesize('Hello.', out)).rejects.toThrow(/Incorrect API key/);
    await expect(readFile(out)).rejects.toThrow(/ENOENT/);
  });

  it('refuses an OpenAI voice without a speech server and speaks flite voices offline', () => {
    expect(() => ttsForVoice(voice('openai:nova'), null)).toThrow(/TTS_API_KEY/);
    expect(ttsForVoice(voice('flite:awb'), null).name).toBe('flite:awb');
    expect(ttsForVoice(voice('flite:kal16'), null).name).toBe('flite:kal16');
  });
});

describe('voice preview clip', () => {
  it('is a short mono MP3 of the preview sentence, its work folder removed', async () => {
    const work = path.join(dir, 'preview-work');
    const mp3 = await renderVoicePreview(ttsForVoice(voice('flite:rms'), null), work);
    const file = path.join(dir, 'preview.mp3');
    await writeFile(file, mp3);
    const probe = await ffprobe(file);
    const audio = probe.streams.find((s) => s.codec_type === 'audio');
    expect(audio?.codec_name).toBe('mp3');
    expect(audio?.channels).toBe(1);
    const seconds = Number(probe.format.duration);
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(10);
    expect(mp3.length).toBeLessThan(120_000);
    await expect(readFile(work)).rejects.toThrow(/ENOENT/);
  });
});
