import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { estimatePhraseSeconds, splitPhrases } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapLimit } from '../encode/limit.ts';
import { createEspeakTts } from './espeak.ts';
import { ESPEAK_CORPUS } from './espeak-corpus.ts';
import { wavInfo } from './wav.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'espeak-estimate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// The estimate the review page shows and the offline writer times scenes by, checked against real
// espeak-ng renders of sentences the calibration never saw (issue 25: within ±10%).
describe.each(Object.keys(ESPEAK_CORPUS) as (keyof typeof ESPEAK_CORPUS)[])(
  'espeak:%s voice length',
  (language) => {
    it('estimates the held-back sentences within ±10% of the synthesised voice', async () => {
      const tts = createEspeakTts({ language });
      const phrases = ESPEAK_CORPUS[language].heldBack.flatMap((line) => splitPhrases(line));
      const measured = await mapLimit(phrases, 2, async (phrase, i) => {
        const file = path.join(dir, `${language}-${i}.wav`);
        await tts.synthesize(phrase, file);
        return wavInfo(await readFile(file))?.durationS ?? 0;
      });
      const real = measured.reduce((a, b) => a + b, 0);
      const estimated = phrases.reduce((sum, p) => sum + estimatePhraseSeconds(p, tts.name), 0);
      expect(real).toBeGreaterThan(5);
      expect(Math.abs(estimated - real) / real).toBeLessThanOrEqual(0.1);
    });
  },
);
