import { estimateVoiceSeconds } from '@adreel/contracts';
import { countWords } from '../../text/words.ts';

/** Comfortable voiceover pace for short-form ads. */
export const WORDS_PER_SECOND = 2.5;
export const MIN_SCENE_SECONDS = 3;
export const MIN_TOTAL_SECONDS = 15;
export const MAX_TOTAL_SECONDS = 60;
export const MIN_SCENES = 3;
export const MAX_SCENES = 8;
/** Caps one scene at 10 s, so dropping middle scenes can always bring a script under the limit. */
export const MAX_VOICEOVER_WORDS = 25;

/**
 * A scene long enough for its voiceover: the words at 2.5 per second, or the time the voice is
 * estimated to need (lead-in, phrases, pauses, tail; calibrated on flite), whichever is longer, in
 * whole seconds and never under 3 s. The renderer stretches a scene whose voice runs over, so a
 * duration that already covers the voice is what the video will really show.
 */
export function sceneSeconds(voiceover: string): number {
  return Math.max(
    MIN_SCENE_SECONDS,
    Math.ceil(countWords(voiceover) / WORDS_PER_SECOND),
    Math.ceil(estimateVoiceSeconds(voiceover) - 1e-9),
  );
}
