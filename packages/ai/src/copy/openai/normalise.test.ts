import { describe, expect, it } from 'vitest';
import { normaliseCopy, normaliseHashtags, normaliseSms } from './normalise.ts';

describe('normaliseSms', () => {
  it('keeps a short GSM message as is and cuts a long one to 160', () => {
    expect(normaliseSms('Sale today!  Tap the link.')).toBe('Sale today! Tap the link.');
    const cut = normaliseSms(`“Big” news ${'word '.repeat(60)}`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.startsWith('"Big" news word')).toBe(true);
  });
});

describe('normaliseHashtags', () => {
  it('caps a long list at 20 unique tags', () => {
    const many = Array.from({ length: 30 }, (_, i) => `#tag${String.fromCharCode(97 + (i % 26))}${i}`).join(
      ' ',
    );
    expect(normaliseHashtags(many, 'x').split(' ')).toHaveLength(20);
  });
});

describe('normaliseCopy', () => {
  it('only trims the free-form kinds', () => {
    expect(normaliseCopy('article', '  # Title\n\nBody  ', 'x')).toBe('# Title\n\nBody');
  });
});
