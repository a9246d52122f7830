import { musicBed } from '../audio/music.ts';
import { synthesizeVoices, type Voice } from '../audio/voices.ts';
import { splitPhrases } from '../captions/phrases.ts';
import { type Background, prepareBackgrounds } from '../scenes/backgrounds.ts';
import type { RenderJob, StageProgress } from './job.ts';

/** The first three stages' output: what the overlays are made from. */
export interface Prepared {
  voices: Voice[][];
  backgrounds: Background[];
  music: { path: string; gainDb: number };
}

/**
 * 0 — Preparing assets: phrases; the music bed starts. 1 — Voiceovers, with the backgrounds and the
 * music bed (independent of them) made alongside. 2 — Backgrounds: waits for those downloads.
 */
export async function prepare(job: RenderJob, stages: StageProgress[]): Promise<Prepared> {
  const { ctx, input } = job;
  const [assets, voiceovers, downloads] = stages as [StageProgress, StageProgress, StageProgress];
  const scenes = input.content.reelScript.scenes;
  await assets.progress(0, 'Preparing assets');
  const phrases = scenes.map((s) => splitPhrases(s.audio.voiceover));
  const mood = scenes[0]?.audio.musicMood ?? input.content.musicSuggestion;
  const music = musicBed(ctx, mood, { musicDir: input.musicDir, seed: input.videoId });
  music.catch(() => undefined);

  await voiceovers.progress(0, 'Generating voiceovers');
  let downloaded = 0;
  const pending = prepareBackgrounds(ctx, scenes, job.sources, job.canvas.still, (d, n) => {
    downloaded = d / n;
  });
  // Don't leave the background promise unobserved if voices fail first.
  pending.catch(() => undefined);
  const voices = await synthesizeVoices(ctx, input.tts, phrases, (d, n) =>
    voiceovers.progress(d / n, `Generated voiceover ${d} of ${n}`),
  );

  await downloads.progress(downloaded, 'Downloading backgrounds');
  const backgrounds = await pending;
  await downloads.progress(1, 'Backgrounds ready');
  return { voices, backgrounds, music: await music };
}
