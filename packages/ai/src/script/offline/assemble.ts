import { type ScriptContent, scriptContentSchema } from '@adreel/contracts';
import type { Beat } from './beats.ts';
import { musicSuggestion } from './music.ts';
import { sceneSeconds } from './timing.ts';
import { animation, background, type ImageRef } from './visuals.ts';

export interface Assembly {
  beats: readonly Beat[];
  images: readonly ImageRef[];
  colors: readonly string[];
  name: string;
  mood: string;
  websiteSummary: string;
  commentary: string;
  /** Alternative opening lines (hook variants); each becomes a first scene with scene 1's visual. */
  hookLines?: readonly string[];
}

/** Turns fitted beats into the contract's script; parsing it is the last guard against a malformed script. */
export function assemble(input: Assembly): ScriptContent {
  return scriptContentSchema.parse({
    websiteSummary: input.websiteSummary,
    commentary: input.commentary,
    reelScript: {
      scenes: input.beats.map((beat, index) => ({
        duration: sceneSeconds(beat.voiceover),
        visual: {
          background: background(beat.role, index, input.images, input.colors, input.name),
          animation: animation(beat.role, index),
        },
        audio: { voiceover: beat.voiceover, musicMood: input.mood },
        ...(beat.untranslated ? { untranslated: beat.untranslated } : {}),
      })),
    },
    musicSuggestion: musicSuggestion(input.mood),
    ...(input.hookLines?.length ? { hooks: input.hookLines.map((line) => hookScene(input, line)) } : {}),
  });
}

/** A hook variant keeps the first scene's picture and camera move, so only its line changes. */
function hookScene(input: Assembly, voiceover: string) {
  const role = input.beats[0]?.role ?? 'hook';
  return {
    duration: sceneSeconds(voiceover),
    visual: {
      background: background(role, 0, input.images, input.colors, input.name),
      animation: animation(role, 0),
    },
    audio: { voiceover, musicMood: input.mood },
  };
}
