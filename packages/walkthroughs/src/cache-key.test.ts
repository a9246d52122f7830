import { describe, expect, it } from 'vitest';
import { walkthroughKey, webBuildId } from './cache-key.ts';
import { WALKTHROUGHS } from './table.ts';

const welcome = WALKTHROUGHS[0]!;
const build = webBuildId('<script src="/assets/index-abc.js"></script>');
const settings = { preset: 'ultrafast', voice: 'flite:slt' };

describe('walkthroughKey', () => {
  it('is stable for the same steps, build and settings', () => {
    expect(walkthroughKey(welcome, build, settings)).toBe(
      walkthroughKey(structuredClone(welcome), build, settings),
    );
  });

  it('changes when a sentence, the web build or the render settings change', () => {
    const key = walkthroughKey(welcome, build, settings);
    const edited = {
      ...welcome,
      steps: welcome.steps.map((s, i) => (i === 0 ? { ...s, narration: `${s.narration} Really.` } : s)),
    };
    expect(walkthroughKey(edited, build, settings)).not.toBe(key);
    expect(
      walkthroughKey(welcome, webBuildId('<script src="/assets/index-def.js"></script>'), settings),
    ).not.toBe(key);
    expect(walkthroughKey(welcome, build, { ...settings, preset: 'veryfast' })).not.toBe(key);
  });

  it('differs between walkthroughs', () => {
    expect(walkthroughKey(WALKTHROUGHS[1]!, build, settings)).not.toBe(
      walkthroughKey(welcome, build, settings),
    );
  });
});
