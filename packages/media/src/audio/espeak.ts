import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { type LanguageCode, speakableText } from '@adreel/contracts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { CANONICAL_WAV, type TtsProvider } from './tts.ts';

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
        await runFfmpeg(['-v', 'error', '-i', raw, ...CANONICAL_WAV, outWavPath]);
      } finally {
        await rm(raw, { force: true });
      }
    },
  };
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
