/**
 * Measures how fast each espeak-ng voice speaks (issue 25) and fits the model behind
 * `estimateVoiceSeconds` like calibrate-voice.ts does for flite: each line of espeak-corpus.ts's `fit`
 * set is split into phrases, each synthesised alone as the renderer does, and the WAV lengths fitted
 * as phraseS + syllableS × syllables + pauseS × clause breaks. The held-back set is reported, never fitted.
 *
 *   node_modules/.bin/tsx packages/media/scripts/calibrate-espeak.ts [de,es,...]
 *
 * Copy the printed rates into ESPEAK_RATES (contracts' voice-estimate.ts) when espeak-ng, its speed
 * or the phrase splitter changes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clausePauses, type LanguageCode, splitPhrases, spokenSyllables } from '@adreel/contracts';
import { createEspeakTts } from '../src/audio/espeak.ts';
import { ESPEAK_CORPUS } from '../src/audio/espeak-corpus.ts';
import { wavInfo } from '../src/audio/wav.ts';
import { fit, meanAbsError, predict, type Sample } from './least-squares.ts';

type Lang = keyof typeof ESPEAK_CORPUS;
const languages = (process.argv[2]?.split(',') ?? Object.keys(ESPEAK_CORPUS)) as Lang[];
const dir = await mkdtemp(path.join(tmpdir(), 'calibrate-espeak-'));

async function measure(language: LanguageCode, lines: readonly string[]): Promise<Sample[]> {
  const tts = createEspeakTts({ language });
  const phrases = [...new Set(lines.flatMap((line) => splitPhrases(line)))];
  const samples: Sample[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const file = path.join(dir, `${language}-${i}.wav`);
    await tts.synthesize(phrase, file);
    const info = wavInfo(await readFile(file));
    if (!info) throw new Error(`Unreadable WAV for "${phrase}"`);
    samples.push({
      phrase,
      seconds: info.durationS,
      features: [1, spokenSyllables(phrase, language), clausePauses(phrase)],
    });
  }
  return samples;
}

try {
  for (const language of languages) {
    const samples = await measure(language, ESPEAK_CORPUS[language].fit);
    const held = await measure(language, ESPEAK_CORPUS[language].heldBack);
    const b = fit(samples);
    const total = (ss: Sample[]) => ss.reduce((sum, s) => sum + s.seconds, 0);
    const estimated = held.reduce((sum, s) => sum + predict(b, s), 0);
    console.log(
      JSON.stringify({
        voice: `espeak:${language}`,
        phrases: samples.length,
        rate: { phraseS: +b[0].toFixed(3), syllableS: +b[1].toFixed(3), pauseS: +b[2].toFixed(3) },
        meanAbsErrorS: +meanAbsError(b, samples).toFixed(3),
        heldBackErrorPct: +((100 * (estimated - total(held))) / total(held)).toFixed(1),
      }),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
