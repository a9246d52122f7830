import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts, createOpenAITts } from './tts.ts';
import { encodeWav, wavInfo } from './wav.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tts-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function rms(wav: Buffer): number {
  let sum = 0;
  let n = 0;
  for (let i = 44; i + 1 < wav.length; i += 2) {
    const s = wav.readInt16LE(i) / 32768;
    sum += s * s;
    n++;
  }
  return Math.sqrt(sum / n);
}

describe('flite TTS', () => {
  it('speaks the text as a 48 kHz mono WAV whose length tracks the text', async () => {
    const tts = createFliteTts();
    expect(tts.name).toBe('flite:slt');
    const short = path.join(dir, 'short.wav');
    const long = path.join(dir, 'long.wav');
    await tts.synthesize('Hello.', short);
    // Quotes, colons and brackets must not break out of the filter arguments.
    await tts.synthesize("Meet SuperBlend: it's 50% faster, [really] 'quiet' & clean; voice=kal.", long);
    const a = wavInfo(await readFile(short))!;
    const b = wavInfo(await readFile(long))!;
    expect(a).toMatchObject({ sampleRate: 48000, channels: 1 });
    expect(b.durationS).toBeGreaterThan(a.durationS * 2);
    expect(rms(await readFile(long))).toBeGreaterThan(0.02);
  });

  it('rejects voice names that could inject filter options', () => {
    expect(() => createFliteTts({ voice: 'slt:textfile=/etc/passwd' })).toThrow();
  });
});

describe('OpenAI TTS through the SDK against a local speech endpoint', () => {
  it('posts model, voice, input and wav format with the bearer key, and writes the returned WAV', async () => {
    const seen: { url?: string; auth?: string; body?: Record<string, unknown> } = {};
    const tone = encodeWav(
      Float32Array.from({ length: 24000 }, (_, i) => 0.3 * Math.sin(i / 5)),
      24000,
    );
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      seen.url = req.url;
      seen.auth = req.headers.authorization;
      seen.body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(tone);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const tts = createOpenAITts({
        apiKey: 'sk-test',
        baseURL: `http://127.0.0.1:${port}/v1`,
        voice: 'nova',
      });
      const out = path.join(dir, 'openai.wav');
      await tts.synthesize('Buy it now.', out);
      expect(seen.url).toBe('/v1/audio/speech');
      expect(seen.auth).toBe('Bearer sk-test');
      expect(seen.body).toMatchObject({
        model: 'gpt-4o-mini-tts',
        voice: 'nova',
        input: 'Buy it now.',
        response_format: 'wav',
      });
      // Re-written as the canonical 48 kHz mono WAV every provider writes.
      expect(wavInfo(await readFile(out))).toMatchObject({ sampleRate: 48000, channels: 1, durationS: 1 });
      expect(tts.name).toBe('openai:gpt-4o-mini-tts:nova');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
