import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { VOICE_PREVIEW_TEXT } from '@adreel/contracts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import type { TtsProvider } from './tts.ts';

/**
 * A short MP3 of one voice reading the fixed preview sentence, for the voice picker's play button.
 * Loudness-normalised (one-pass loudnorm, −16 LUFS) so a quiet voice (flite kal16 measures −27.8 LUFS
 * raw) is not mistaken for a worse one; 64 kb/s mono keeps a 6-second clip near 50 KB. MP3 plays in
 * every browser's <audio>. `workDir` is made and removed here.
 */
export async function renderVoicePreview(
  tts: TtsProvider,
  workDir: string,
  text: string = VOICE_PREVIEW_TEXT,
): Promise<Buffer> {
  await mkdir(workDir, { recursive: true });
  try {
    const wav = path.join(workDir, 'voice.wav');
    const mp3 = path.join(workDir, 'preview.mp3');
    await tts.synthesize(text, wav);
    await runFfmpeg([
      '-v',
      'error',
      '-i',
      wav,
      '-af',
      'loudnorm=I=-16:TP=-1.5:LRA=11',
      '-ar',
      '44100',
      '-ac',
      '1',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-f',
      'mp3',
      mp3,
    ]);
    return await readFile(mp3);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
