import { describe, expect, it } from 'vitest';
import type { PlanScene } from '../encode/plan.ts';
import { MIN_TAIL_FRAMES, passChains, sceneParts, TAIL_GRID_FRAMES, tailStarts } from './scene-parts.ts';

describe('sceneParts', () => {
  it('splits off the caption-free tail on a grid counted back from the scene end', () => {
    // 5 s scene, captions gone at 3.11 s (frame 94): 56 free frames → a 45-frame tail.
    expect(sceneParts(150, 3.11, 30)).toEqual([
      { from: 0, frames: 105, captioned: true },
      { from: 105, frames: 45, captioned: false },
    ]);
  });

  it('keeps the same tail when an edited voice ends a little later or earlier', () => {
    const before = sceneParts(150, 3.11, 30);
    expect(sceneParts(150, 3.42, 30)).toEqual(before);
    expect(sceneParts(150, 3.05, 30)).toEqual(before);
  });

  it('never lets the tail start before the captions have left the screen', () => {
    for (let end = 0.1; end < 5; end += 0.037) {
      const parts = sceneParts(150, end, 30);
      const tail = parts[1];
      if (tail) expect(tail.from / 30).toBeGreaterThanOrEqual(end);
      expect(parts.reduce((a, p) => a + p.frames, 0)).toBe(150);
    }
  });

  it('leaves a scene whole when its tail would be short or it has no captions', () => {
    expect(sceneParts(150, 4.2, 30)).toEqual([{ from: 0, frames: 150, captioned: true }]);
    expect(sceneParts(150, 0, 30)).toEqual([{ from: 0, frames: 150, captioned: false }]);
    expect(MIN_TAIL_FRAMES % TAIL_GRID_FRAMES).toBe(0);
  });
});

describe('tailStarts and a cached tail', () => {
  it('lists every grid point after the captions that leaves a tail worth its keyframe, earliest first', () => {
    // Captions gone at frame 94 of 150: tails of 45 and 30 frames (15 is too short).
    expect(tailStarts(150, 3.11, 30)).toEqual([105, 120]);
    expect(tailStarts(150, 4.2, 30)).toEqual([]);
    expect(tailStarts(150, 0, 30)).toEqual([]);
  });

  it('takes a later tail another render of the same picture left in the cache', () => {
    // A translation whose words end at 3.11 s finds the tail a longer language left at frame 120:
    // it encodes 120 frames instead of 105 + a new 45-frame tail.
    expect(sceneParts(150, 3.11, 30, (from) => from === 120)).toEqual([
      { from: 0, frames: 120, captioned: true },
      { from: 120, frames: 30, captioned: false },
    ]);
    // Prefers the longest cached tail; never one that starts under the captions.
    expect(sceneParts(150, 3.11, 30, () => true)[1]).toEqual({ from: 105, frames: 45, captioned: false });
    expect(sceneParts(150, 3.11, 30, (from) => from === 90)[1]?.from).toBe(105);
  });
});

describe('passChains', () => {
  const still = (path: string): PlanScene => ({
    durationS: 5,
    background: { kind: 'still', path, motion: 'zoomIn' },
  });
  const part = (plan: PlanScene, scene: number, from: number, frames: number) => ({
    plan: { ...plan, window: { from, frames } },
    scene,
  });

  it('draws both parts of a scene encoded together with one windowless chain', () => {
    const a = still('a.jpg');
    const b = still('b.jpg');
    expect(passChains([part(a, 0, 0, 105), part(a, 0, 105, 45), { plan: b, scene: 1 }], 30)).toEqual([a, b]);
  });

  it('keeps a lone head or tail as a windowed chain', () => {
    const a = still('a.jpg');
    expect(passChains([part(a, 0, 0, 105)], 30)).toEqual([{ ...a, window: { from: 0, frames: 105 } }]);
    expect(passChains([part(a, 0, 105, 45)], 30)).toEqual([{ ...a, window: { from: 105, frames: 45 } }]);
  });

  it('never joins parts of different scenes, even with the same picture', () => {
    const a = still('a.jpg');
    expect(passChains([part(a, 0, 105, 45), part(a, 1, 0, 105)], 30)).toHaveLength(2);
  });
});
