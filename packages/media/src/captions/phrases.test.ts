import { describe, expect, it } from 'vitest';
import { captionLines, splitPhrases, timeWords } from './phrases.ts';

describe('splitPhrases', () => {
  it('splits sentences and keeps punctuation', () => {
    expect(splitPhrases('  Tired of slow mornings?  Meet SuperBlend!\nIt blends in seconds. ')).toEqual([
      'Tired of slow mornings?',
      'Meet SuperBlend!',
      'It blends in seconds.',
    ]);
  });
  it('breaks long sentences at clauses and very long clauses by word count', () => {
    const long =
      'With twelve speed settings, a self-cleaning mode and a quiet motor, it handles smoothies, soups, nut butters and frozen desserts without breaking a sweat.';
    const parts = splitPhrases(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ')).toBe(long);
    for (const p of parts) expect(p.split(' ').length).toBeLessThanOrEqual(21);
    const run = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(splitPhrases(run).every((p) => p.split(' ').length <= 14)).toBe(true);
  });
  it('returns nothing for blank text', () => {
    expect(splitPhrases('   ')).toEqual([]);
  });
});

describe('timeWords', () => {
  it('spreads the measured duration over words by length', () => {
    const w = timeWords('a bbb', 1, 2);
    expect(w[0]).toEqual({ text: 'a', start: 1, end: 1 + (2 * 2) / 6 });
    expect(w[1]?.end).toBeCloseTo(3, 9);
  });
});

describe('captionLines', () => {
  it('makes lines of 1–4 words covering every word in order', () => {
    const words = timeWords('one two three four five six seven eight nine', 0, 4.5);
    const lines = captionLines(words);
    expect(lines.every((l) => l.length >= 1 && l.length <= 4)).toBe(true);
    expect(lines.flat().map((w) => w.text)).toEqual(words.map((w) => w.text));
    expect(lines.some((l) => l.length === 1)).toBe(false); // the lonely ninth word joined its neighbour
  });
  it('breaks after punctuation', () => {
    const lines = captionLines(timeWords('Hello there, friend of mine.', 0, 2));
    expect(lines.map((l) => l.map((w) => w.text).join(' '))).toEqual(['Hello there,', 'friend of mine.']);
  });
});
