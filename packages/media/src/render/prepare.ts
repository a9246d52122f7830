import { musicBed } from '../audio/music.ts';
import { synthesizeVoices, type Voice } from '../audio/voices.ts';
import { splitPhrases } from '../captions/phrases.ts';
import { type Background, prepareBackgrounds } from '../scenes/backgrounds.ts';
import { makeEndCard } from './end-card.ts';
import type { RenderJob, StageProgress } from './job.ts';

/** The first three stages' output: what the overlays are made from. */
export interface Prepared {
  voices: Voice[][];
  backgrounds: Background[];
  music: { path: string; gainDb: number };
  /** Made from the backgrounds beside the overlay work; the video pass is the first to need it. */
  endCard: Promise<{ path: string; key: string }>;
}

/**
 * 0 — Preparing assets: phrases; the music bed starts. 1 — Voiceovers, with the backgrounds, then
 * the end card over them, and the music bed (none needs a voice) made alongside. 2 — Backgrounds:
 * waits for those but the end card, which goes on beside the overlay work.
 */
export async function prepare(job: RenderJob, stages: StageProgress[]): Promise<Prepared> {
  const { ctx, input } = job;
  const [assets, voiceovers, downloads] = stages as [StageProgress, StageProgress, StageProgress];
  const scenes = input.content.reelScript.scenes;
  await assets.progress(0, 'Preparing assets');
  const phrases = scenes.map((s) => splitPhrases(s.audio.voiceover));
  const mood = scenes[0]?.audio.musicMood ?? input.content.musicSuggestion;
  const music = musicBed(ctx, mood, { musicDir: input.musicDir, seed: input.musicSeed ?? input.videoId });
  music.catch(() => undefined);

  await voiceovers.progress(0, 'Generating voiceovers');
  let downloaded = 0;
  const pending = prepareBackgrounds(ctx, scenes, job.sources, job.canvas.still, (d, n) => {
    downloaded = d / n;
  });
  const endCard = pending.then((backgrounds) => makeEndCard(job, backgrounds));
  // Don't leave these promises unobserved if voices fail first.
  pending.catch(() => undefined);
  endCard.catch(() => undefined);
  // A scene the caller gives its own voice (a line kept in another language) is read with it.
  const ttsByScene = scenes.map((s) => input.sceneTts?.(s) ?? input.tts);
  const voices = await synthesizeVoices(
    ctx,
    (si) => ttsByScene[si] ?? input.tts,
    phrases,
    (d, n) => voiceovers.progress(d / n, `Generated voiceover ${d} of ${n}`),
    input.cpuShare,
  );

  await downloads.progress(downloaded, 'Downloading backgrounds');
  const backgrounds = await pending;
  const made = { endCard, music: await music };
  await downloads.progress(1, 'Backgrounds ready');
  return { voices, backgrounds, ...made };
}
