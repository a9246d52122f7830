/**
 * The measuring half of the voice-length calibrations (calibrate-voice.ts for flite,
 * calibrate-espeak.ts for espeak-ng): phrases synthesised alone, as the renderer does, and their WAV
 * lengths turned into samples for least-squares.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clausePauses, type LanguageCode, splitPhrases, spokenSyllables } from '@adreel/contracts';
import type { TtsProvider } from '../src/audio/tts.ts';
import { wavInfo } from '../src/audio/wav.ts';
import { meanAbsError, type Sample } from './least-squares.ts';

/** Runs the calibration in a scratch folder for its WAVs, removed afterwards whether it failed or not. */
export async function withScratchFolder(prefix: string, run: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Splits the lines into phrases and synthesises each distinct one alone into `dir` (files named
 * `{name}-{n}.wav`), measuring its length; features are [1, syllables in `language`, clause breaks].
 */
export async function measurePhrases(
  tts: TtsProvider,
  lines: readonly string[],
  { dir, name, language }: { dir: string; name: string; language?: LanguageCode },
): Promise<Sample[]> {
  const phrases = [...new Set(lines.flatMap((line) => splitPhrases(line)))];
  const samples: Sample[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const file = path.join(dir, `${name}-${i}.wav`);
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

/** The fitted rates as they are copied into the estimator, and their mean error over the samples. */
export function ratesReport(b: readonly [number, number, number], samples: readonly Sample[]) {
  return {
    rate: { phraseS: +b[0].toFixed(3), syllableS: +b[1].toFixed(3), pauseS: +b[2].toFixed(3) },
    meanAbsErrorS: +meanAbsError(b, samples).toFixed(3),
  };
}
