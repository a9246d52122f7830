import { productImageReference, type Scene } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { editorRequest, sceneDraftChanged, sceneDraftOf } from './scene-edit.ts';

const scene: Scene = {
  duration: 4,
  visual: { background: `${productImageReference(2, 'http://shop.test/2.jpg')} — close-up of the strap` },
  audio: { voiceover: 'Sit taller in seconds.', musicMood: 'upbeat' },
};

describe('scene editor', () => {
  it('edits the human description, not the image reference', () => {
    expect(sceneDraftOf(scene)).toEqual({
      voiceover: 'Sit taller in seconds.',
      description: 'close-up of the strap',
    });
  });

  it('knows when the draft differs from the saved scene', () => {
    expect(sceneDraftChanged(scene, sceneDraftOf(scene))).toBe(false);
    expect(
      sceneDraftChanged(scene, {
        voiceover: ' Sit taller in seconds. ',
        description: 'close-up of the strap',
      }),
    ).toBe(false);
    expect(sceneDraftChanged(scene, { ...sceneDraftOf(scene), voiceover: 'New line.' })).toBe(true);
    expect(sceneDraftChanged(scene, { ...sceneDraftOf(scene), description: 'a kitchen' })).toBe(true);
  });

  it('asks before another scene replaces an editor with unsaved changes', () => {
    expect(editorRequest(null, false, 1)).toBe('open');
    expect(editorRequest(0, false, 1)).toBe('open');
    expect(editorRequest(0, true, 1)).toBe('ask');
    expect(editorRequest(1, true, 1)).toBe('open');
  });
});
