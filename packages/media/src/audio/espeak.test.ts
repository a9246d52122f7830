import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { voiceById } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from './espeak.ts';
import { fliteText } from './tts.ts';
import { ttsForVoice } from './voice-tts.ts';
import { wavInfo } from './wav.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'espeak-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('espeak-ng TTS (offline voices beyond English)', () => {
  it('speaks German as the canonical 48 kHz mono WAV, longer text taking longer', async () => {
    const tts = createEspeakTts({ language: 'de' });
    expect(tts.name).toMatch(/^espeak:de:/);
    const short = path.join(dir, 'short.wav');
    const long = path.join(dir, 'long.wav');
    await tts.synthesize('Hallo.', short);
    // Symbols, emoji and a leading dash are spelled or dropped, never passed as options.
    await tts.synthesize('--help Größe & Übermaß für 34,99 € 🔥 – jetzt 20 % günstiger!', long);
    const a = wavInfo(await readFile(short))!;
    const b = wavInfo(await readFile(long))!;
    expect(a).toMatchObject({ sampleRate: 48000, channels: 1, bitsPerSample: 16 });
    expect(b.durationS).toBeGreaterThan(a.durationS + 2);
  });

  it('is what an espeak catalogue voice speaks through', () => {
    const voice = voiceById('espeak:pl');
    expect(voice && ttsForVoice(voice, null).name).toMatch(/^espeak:pl:/);
  });
});

describe('flite text (English offline voices)', () => {
  it('drops emoji and CJK instead of reading them, keeps the words and what flite says itself', () => {
    expect(fliteText('Only $49 🔥 寿司 & 50% off ✨')).toBe('Only $49 and 50 percent off');
  });
});
