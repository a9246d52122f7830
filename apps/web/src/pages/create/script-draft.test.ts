import type { ScriptContent } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { draftToKeep } from './script-draft.ts';

const written: ScriptContent = {
  websiteSummary: 'A lamp.',
  commentary: 'Look at this lamp.',
  musicSuggestion: 'calm',
  reelScript: {
    scenes: [
      {
        duration: 4,
        visual: { background: 'a lamp' },
        audio: { voiceover: 'Meet the lamp.', musicMood: 'calm' },
      },
    ],
  },
};

describe('draftToKeep', () => {
  it('keeps edited content and drops a draft that is the written content again', () => {
    const scene = written.reelScript.scenes[0];
    if (!scene) throw new Error('no scene');
    const edited = {
      ...written,
      reelScript: { scenes: [{ ...scene, audio: { ...scene.audio, voiceover: 'My own line.' } }] },
    };
    expect(draftToKeep(edited, written)).toBe(edited);
    expect(draftToKeep(structuredClone(written), written)).toBeNull();
  });
});
