import { describe, expect, it } from 'vitest';
import type { ScriptContent } from './script.ts';
import { createVariantsBodySchema, variantContents, variantGroupTitle } from './variants.ts';

const scene = (voiceover: string) => ({
  duration: 3,
  visual: { background: 'Lamp on a desk' },
  audio: { voiceover, musicMood: 'calm' },
});
const content: ScriptContent = {
  websiteSummary: 'S',
  commentary: 'C',
  reelScript: { scenes: [scene('Original hook.'), scene('Benefit.'), scene('Tap the link.')] },
  musicSuggestion: 'M',
  hooks: [scene('Question?'), scene('Bold claim.'), scene('Pain point.')],
};

describe('variantContents', () => {
  it('replaces only scene 1, labels A.. with the original first, and drops the hook list', () => {
    const out = variantContents(content, [3, 1], true);
    expect(out.map((v) => [v.label, v.hook])).toEqual([
      ['A', 0],
      ['B', 3],
      ['C', 1],
    ]);
    expect(out.map((v) => v.content.reelScript.scenes[0]?.audio.voiceover)).toEqual([
      'Original hook.',
      'Pain point.',
      'Question?',
    ]);
    for (const v of out) {
      expect(v.content.reelScript.scenes.slice(1)).toEqual(content.reelScript.scenes.slice(1));
      expect(v.content.hooks).toBeUndefined();
      expect(v.content.commentary).toBe('C');
    }
  });

  it('starts at A with the first hook when the original is left out, and refuses a missing hook', () => {
    expect(variantContents(content, [2, 3], false).map((v) => v.label)).toEqual(['A', 'B']);
    expect(() => variantContents({ ...content, hooks: [] }, [1], true)).toThrow(RangeError);
  });
});

describe('createVariantsBodySchema', () => {
  const base = { scriptId: 'x', content };
  it('defaults to including the original', () => {
    expect(createVariantsBodySchema.parse({ ...base, hooks: [1] }).includeOriginal).toBe(true);
  });
  it.each([
    [[], 'Choose at least one hook'],
    [[2, 2], 'only once'],
    [[1.5], 'Hooks are numbers 1 to 3'],
    [[1, 2, 3, 1], 'at most 3'],
  ])('refuses hooks %j', (hooks, message) => {
    const r = createVariantsBodySchema.safeParse({ ...base, hooks });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain(message);
  });
  it('refuses a hook number the script does not have, and a single version', () => {
    const missing = createVariantsBodySchema.safeParse({
      ...base,
      content: { ...content, hooks: [] },
      hooks: [1],
    });
    expect(JSON.stringify(missing.error?.issues)).toContain('Hook 1 does not exist');
    const single = createVariantsBodySchema.safeParse({ ...base, hooks: [1], includeOriginal: false });
    expect(JSON.stringify(single.error?.issues)).toContain('at least two versions');
  });
});

describe('variantGroupTitle', () => {
  it('lists the letters in order', () => {
    expect(variantGroupTitle(['C', 'A', 'B'])).toBe('Variants A/B/C');
  });
});
