import { estimateSceneSeconds, estimateVideoSeconds, type Scene } from '@adreel/contracts';

/** The voiceover being typed into one scene, before it is saved. */
export interface VoiceoverDraft {
  index: number;
  voiceover: string;
}

/**
 * How long the video will run, as the review page shows it: each scene its scripted length or the
 * time its voice is estimated to need (whichever is longer), then the end card. A voiceover being
 * edited counts as typed, so the figure follows every keystroke. `voice` picks the measured rate
 * (flite's or an espeak-ng language's, issue 25); others are estimated as flite slt.
 */
export function scriptLength(scenes: readonly Scene[], draft: VoiceoverDraft | null, voice?: string) {
  const timed = scenes.map((scene, index) =>
    draft && draft.index === index
      ? { ...scene, audio: { ...scene.audio, voiceover: draft.voiceover } }
      : scene,
  );
  return {
    sceneSeconds: timed.map((scene) => estimateSceneSeconds(scene, voice)),
    totalSeconds: estimateVideoSeconds(timed, voice),
  };
}
