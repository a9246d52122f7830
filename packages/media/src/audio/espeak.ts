import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { type LanguageCode, speakableText } from '@adreel/contracts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { resamplePcm16 } from './resample.ts';
import { CANONICAL_RATE, CANONICAL_WAV, type TtsProvider } from './tts.ts';
import { pcm16Wav, wavLayout } from './wav.ts';

/** espeak-ng's voice for each of our language codes (its `fr` is Belgian-leaning; fr-fr is France). */
const ESPEAK_VOICE: Record<LanguageCode, string> = {
  en: 'en-us',
  de: 'de',
  es: 'es',
  fr: 'fr-fr',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  pl: 'pl',
};

/** Words per minute: espeak's 175 runs words together in a robotic voice; 160 stays clear. */
export const ESPEAK_SPEED = 160;

/**
 * Offline TTS for the languages flite cannot speak (issue 25): Debian's espeak-ng. The text goes in on
 * stdin (never as an argument, so no text is ever an option) after speakableText has spelled out the
 * symbols and dropped what a voice cannot say; the 22 kHz WAV espeak writes is made the canonical
 * 48 kHz mono s16 every caller reads.
 */
export function createEspeakTts(opts: { language: LanguageCode; speed?: number }): TtsProvider {
  const voice = ESPEAK_VOICE[opts.language];
  const speed = opts.speed ?? ESPEAK_SPEED;
  return {
    name: `espeak:${opts.language}:${speed}`,
    async synthesize(text, outWavPath) {
      const raw = `${outWavPath}.espeak.wav`;
      try {
        await espeak(
          ['-v', voice, '-s', String(speed), '-b', '1', '-w', raw, '--stdin'],
          speakableText(text, opts.language) || '.',
        );
        await canonicalWav(raw, outWavPath);
      } finally {
        await rm(raw, { force: true });
      }
    },
  };
}

/**
 * espeak-ng's 22,050 Hz mono 16-bit WAV as the canonical 48 kHz one, resampled in process (no ffmpeg
 * process per phrase); anything else it might write goes through ffmpeg.
 */
async function canonicalWav(raw: string, out: string): Promise<void> {
  const buf = await readFile(raw);
  const w = wavLayout(buf);
  if (w?.channels !== 1 || w.bitsPerSample !== 16 || w.blockAlign !== 2) {
    await runFfmpeg(['-v', 'error', '-i', raw, ...CANONICAL_WAV, out]);
    return;
  }
  // A header written before the end of the stream may state no size, or too much: trust the file.
  const available = buf.length - w.dataOffset;
  const bytes = w.dataSize > 0 && w.dataSize <= available ? w.dataSize : available - (available % 2);
  const pcm = new Int16Array(bytes / 2);
  for (let i = 0; i < pcm.length; i++) pcm[i] = buf.readInt16LE(w.dataOffset + 2 * i);
  await writeFile(out, pcm16Wav(resamplePcm16(pcm, w.sampleRate, CANONICAL_RATE), CANONICAL_RATE));
}

function espeak(args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err) =>
      reject(new Error(`espeak-ng could not start (${err.message}); install it with scripts/setup.sh`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${code}: ${stderr.slice(0, 300)}`)),
    );
    child.stdin.end(`${input}\n`);
  });
}
