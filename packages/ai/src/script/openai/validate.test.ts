import { describe, expect, it } from 'vitest';
import { checkScriptReply } from './validate.ts';

const scene = (voiceover: string, duration = 3) => ({
  duration,
  visual: { background: 'Product on a gradient', animation: 'slow zoom in' },
  audio: { voiceover, musicMood: 'upbeat' },
});
const script = (scenes: unknown[]) =>
  JSON.stringify({ websiteSummary: 'S', commentary: 'C #A', reelScript: { scenes }, musicSuggestion: 'M' });

describe('checkScriptReply', () => {
  it('accepts a valid reply and lengthens scenes too short for their voiceover', () => {
    const checked = checkScriptReply(
      script([
        scene('Hook here.'),
        scene('one two three four five six seven eight nine ten', 1),
        scene('Tap the link.'),
      ]),
    );
    expect(checked.ok && checked.script.reelScript.scenes[1]?.duration).toBe(4);
  });

  it('explains empty, non-JSON and off-schema replies', () => {
    expect(checkScriptReply(null)).toEqual({ ok: false, problem: 'The reply was empty.' });
    expect(checkScriptReply('{oops')).toEqual({ ok: false, problem: 'The reply was not valid JSON.' });
    const few = checkScriptReply(script([scene('Only one.')]));
    expect(few.ok).toBe(false);
    expect(!few.ok && few.problem).toContain('reelScript.scenes');
    const long = checkScriptReply(script([scene('a', 30), scene('b', 30), scene('c', 3)]));
    expect(!long.ok && long.problem).toContain('63 s');
    const blank = checkScriptReply(script([scene(''), scene('b'), scene('c')]));
    expect(!blank.ok && blank.problem).toContain('voiceover');
  });
});

describe('checkScriptReply hooks', () => {
  const withHooks = (hooks: unknown) =>
    JSON.stringify({
      websiteSummary: 'S',
      commentary: 'C #A',
      reelScript: { scenes: [scene('Hook here.'), scene('Benefit.'), scene('Tap the link.')] },
      musicSuggestion: 'M',
      hooks,
    });

  it('keeps usable hooks, lengthened to fit their voiceover', () => {
    const checked = checkScriptReply(
      withHooks([scene('Why wait?'), scene('one two three four five six seven eight nine ten', 1)]),
    );
    expect(checked.ok && checked.script.hooks?.map((h) => h.duration)).toEqual([3, 4]);
  });

  it('accepts replies without hooks or with null, and drops unusable hooks instead of retrying', () => {
    const none = checkScriptReply(withHooks(null));
    expect(none.ok && none.script.hooks).toBeUndefined();
    const missing = checkScriptReply(script([scene('a'), scene('b'), scene('c')]));
    expect(missing.ok).toBe(true);
    const bad = checkScriptReply(
      withHooks([scene(''), scene('Fine hook.'), scene('x'), scene('y'), scene('z')]),
    );
    expect(bad.ok && bad.script.hooks?.map((h) => h.audio.voiceover)).toEqual(['Fine hook.', 'x', 'y']);
  });
});
