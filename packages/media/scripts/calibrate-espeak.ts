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
import { createEspeakTts } from '../src/audio/espeak.ts';
import { ESPEAK_CORPUS } from '../src/audio/espeak-corpus.ts';
import { measurePhrases, ratesReport, withScratchFolder } from './calibration.ts';
import { fit, predict, type Sample } from './least-squares.ts';

type Lang = keyof typeof ESPEAK_CORPUS;
const languages = (process.argv[2]?.split(',') ?? Object.keys(ESPEAK_CORPUS)) as Lang[];

await withScratchFolder('calibrate-espeak-', async (dir) => {
  for (const language of languages) {
    const measure = (lines: readonly string[]) =>
      measurePhrases(createEspeakTts({ language }), lines, { dir, name: language, language });
    const samples = await measure(ESPEAK_CORPUS[language].fit);
    const held = await measure(ESPEAK_CORPUS[language].heldBack);
    const b = fit(samples);
    const total = (ss: Sample[]) => ss.reduce((sum, s) => sum + s.seconds, 0);
    const estimated = held.reduce((sum, s) => sum + predict(b, s), 0);
    console.log(
      JSON.stringify({
        voice: `espeak:${language}`,
        phrases: samples.length,
        ...ratesReport(b, samples),
        heldBackErrorPct: +((100 * (estimated - total(held))) / total(held)).toFixed(1),
      }),
    );
  }
});
