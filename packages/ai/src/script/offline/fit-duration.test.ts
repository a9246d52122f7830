import { describe, expect, it } from 'vitest';
import type { Beat } from './beats.ts';
import { fitDuration } from './fit-duration.ts';
import { sceneSeconds } from './timing.ts';

const beat = (role: Beat['role'], words: number, label: string = role): Beat => ({
  role,
  voiceover: `${label} ${'word '.repeat(Math.max(0, words - 1))}`.trim(),
});
const seconds = (beats: Beat[]) => beats.reduce((sum, b) => sum + sceneSeconds(b.voiceover), 0);

describe('sceneSeconds', () => {
  it('gives 2.5 words per second, rounded up, never under 3 s', () => {
    expect(sceneSeconds('one')).toBe(3);
    expect(sceneSeconds('a b c d e f g h')).toBe(4);
    expect(sceneSeconds(`${'w '.repeat(25)}`)).toBe(10);
  });
});

describe('fitDuration', () => {
  it('keeps hook first, offer then call to action last', () => {
    const out = fitDuration(
      beat('hook', 8),
      [beat('benefit', 8), beat('benefit', 8)],
      beat('offer', 8),
      beat('cta', 8),
      [],
    );
    expect(out.map((b) => b.role)).toEqual(['hook', 'benefit', 'benefit', 'offer', 'cta']);
  });

  it('adds padding beats until the ad lasts 15 s', () => {
    const pads = [
      beat('proof', 3, 'p1'),
      beat('proof', 3, 'p2'),
      beat('proof', 3, 'p3'),
      beat('proof', 3, 'p4'),
    ];
    const out = fitDuration(beat('hook', 3), [beat('benefit', 3)], null, beat('cta', 3), pads);
    expect(seconds(out)).toBe(15);
    expect(out.map((b) => b.voiceover.split(' ')[0])).toEqual(['hook', 'benefit', 'p1', 'p2', 'cta']);
  });

  it('drops the last middle beats until the ad fits 60 s, keeping the first benefits', () => {
    const middle = [1, 2, 3, 4].map((n) => beat('benefit', 25, `b${n}`));
    const out = fitDuration(beat('hook', 25), middle, beat('offer', 25), beat('cta', 25), []);
    expect(seconds(out)).toBeLessThanOrEqual(60);
    expect(out.map((b) => b.voiceover.split(' ')[0])).toEqual(['hook', 'b1', 'b2', 'b3', 'offer', 'cta']);
  });

  it('never returns more than 8 scenes', () => {
    const pads = Array.from({ length: 10 }, (_, i) => beat('proof', 1, `p${i}`));
    const out = fitDuration(beat('hook', 1), [beat('benefit', 1)], null, beat('cta', 1), pads);
    expect(out.length).toBeLessThanOrEqual(8);
    expect(seconds(out)).toBeGreaterThanOrEqual(15);
  });
});
