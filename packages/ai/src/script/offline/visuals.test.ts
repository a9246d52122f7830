import { namedSceneImage } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import type { BeatRole } from './beats.ts';
import { background, usableImages } from './visuals.ts';

const ROLES: BeatRole[] = ['hook', 'benefit', 'benefit', 'proof', 'offer', 'cta'];

describe('offline scene images', () => {
  it('keeps each address once, at its first position, and drops unusable ones', () => {
    expect(
      usableImages(['https://s.test/a.jpg', ' https://s.test/a.jpg ', 'data:x', 'https://s.test/b.jpg']),
    ).toEqual([
      { position: 1, url: 'https://s.test/a.jpg' },
      { position: 4, url: 'https://s.test/b.jpg' },
    ]);
  });

  it('never names the same image in two consecutive scenes when the page has two or more', () => {
    for (const list of [
      ['https://s.test/a.jpg', 'https://s.test/b.jpg'],
      ['https://s.test/a.jpg', 'https://s.test/a.jpg', 'https://s.test/b.jpg', 'https://s.test/c.jpg'],
    ]) {
      const images = usableImages(list);
      const named = ROLES.map((role, i) => namedSceneImage(background(role, i, images, [], 'Lamp'), list));
      expect(named.every((url) => url !== null)).toBe(true);
      expect(named.every((url, i) => i === 0 || url !== named[i - 1])).toBe(true);
    }
  });
});
