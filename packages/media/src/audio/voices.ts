import { readFile, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { mapLimit } from '../encode/limit.ts';
import type { TtsProvider } from './tts.ts';
import { wavInfo } from './wav.ts';

export interface Voice {
  text: string;
  path: string;
  duration: number;
}

/** The cache key of one phrase read by one provider (its name names the voice actually used). */
export function voiceCacheKey(ttsName: string, text: string): string {
  return hashKey('voice', CACHE_VERSION, ttsName, text);
}

/**
 * One TTS call per phrase, cached by provider + text, normalised to 48 kHz mono s16 so the
 * duration (which drives scene length and caption timing) comes straight from the WAV header.
 * `ttsForScene` is the provider a scene is read with (a line kept in another language has its own).
 * The phrases of all scenes are read in parallel, `cpuShare` at a time.
 */
export async function synthesizeVoices(
  ctx: RenderContext,
  ttsForScene: (sceneIndex: number) => TtsProvider,
  phrasesByScene: string[][],
  onDone: (done: number, total: number) => Promise<void>,
  cpuShare = availableParallelism(),
): Promise<Voice[][]> {
  const all = phrasesByScene.flatMap((ps, si) => ps.map((text) => ({ si, text })));
  let done = 0;
  // Every scene's phrases at once, as many at a time as the render's share of the cores (one TTS
  // process each): a translation waits for its new voices before anything else can start.
  const voices = await mapLimit(
    all,
    Math.max(1, Math.floor(cpuShare)),
    async ({ si, text }): Promise<Voice> => {
      const tts = ttsForScene(si);
      const r = await ctx.cache('voice', voiceCacheKey(tts.name, text), 'wav', async (tmp) => {
        const raw = `${tmp}.raw.wav`;
        try {
          await tts.synthesize(text, raw);
          const info = wavInfo(await readFile(raw));
          if (info && info.sampleRate === 48000 && info.channels === 1 && info.bitsPerSample === 16) {
            // Already canonical (flite is asked for exactly this): skip a transcode.
            await rename(raw, tmp);
          } else {
            await runFfmpeg(
              ['-v', 'error', '-i', raw, '-ar', '48000', '-ac', '1', '-c:a', 'pcm_s16le', tmp],
              {
                signal: ctx.signal,
              },
            );
          }
        } finally {
          await rm(raw, { force: true });
        }
      });
      const info = wavInfo(await readFile(r.path));
      if (!info) throw new Error(`Unreadable voice WAV for "${text.slice(0, 40)}"`);
      done++;
      await onDone(done, all.length);
      return { text, path: r.path, duration: info.durationS };
    },
  );
  return phrasesByScene.map((_, si) => all.flatMap((p, i) => (p.si === si ? [voices[i]!] : [])));
}
