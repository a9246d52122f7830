import { languageCodes } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { VIDEO_WORDS } from './endcard-words.ts';

describe('the offer badge words (issue 33)', () => {
  it('come from the video language: no English "ONLY", "SPECIAL" on a video in another language', () => {
    for (const code of languageCodes) {
      const { badge } = VIDEO_WORDS[code];
      expect(badge.only.length, code).toBeGreaterThan(0);
      if (code === 'en') continue;
      expect(badge.only, code).not.toBe('ONLY');
      expect(badge.special, code).not.toBe('SPECIAL');
    }
    expect(VIDEO_WORDS.es.badge.only).toBe('SOLO');
  });
});
