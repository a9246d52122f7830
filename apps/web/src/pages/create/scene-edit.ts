import { backgroundDescription, type Scene } from '@adreel/contracts';

/** What the scene editor holds: the voiceover and the shot description (never the image reference). */
export interface SceneDraft {
  voiceover: string;
  description: string;
}

export function sceneDraftOf(scene: Scene): SceneDraft {
  return { voiceover: scene.audio.voiceover, description: backgroundDescription(scene.visual.background) };
}

/** Whether saving the draft would change the scene (spaces around the text are not a change). */
export function sceneDraftChanged(scene: Scene, draft: SceneDraft): boolean {
  const saved = sceneDraftOf(scene);
  return (
    draft.voiceover.trim() !== saved.voiceover.trim() || draft.description.trim() !== saved.description.trim()
  );
}

/**
 * Asking for another scene's editor (one editor at a time, spec §2.7): open it at once unless the one
 * open has unsaved changes, which are discarded only after the user says so.
 */
export function editorRequest(editing: number | null, dirty: boolean, requested: number): 'open' | 'ask' {
  return editing !== null && editing !== requested && dirty ? 'ask' : 'open';
}
