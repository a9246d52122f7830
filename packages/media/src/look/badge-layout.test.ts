import type { LanguageCode } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../captions/text-fit.ts';
import { VIDEO_WORDS } from '../endcard/endcard-words.ts';
import { BADGE_MAX_WIDTH, badgeLayout } from './badge-layout.ts';

const PRICES = [
  '$29.95',
  '34,99 US$',
  '1.299,00 €',
  'R$ 1.299,00',
  '¥12,800',
  '34,99 €',
  '€9',
  'zł 1 299,00',
];
const SIZE = 324;
const LANGUAGE_CODES = Object.keys(VIDEO_WORDS) as LanguageCode[];

describe('badgeLayout', () => {
  it('fits every real price and every language’s badge words inside its shape', () => {
    for (const lang of LANGUAGE_CODES) {
      const words = VIDEO_WORDS[lang].badge;
      for (const price of [...PRICES, null]) {
        const b = badgeLayout(price, SIZE, words);
        const name = `${lang} ${price}`;
        expect(textWidth(b.main.text, b.main.size), name).toBeLessThanOrEqual(b.room.main);
        expect(textWidth(b.label.text, b.label.size), name).toBeLessThanOrEqual(b.room.label);
        expect(b.room.main, name).toBeLessThan(b.width);
        expect(b.width, name).toBeLessThanOrEqual(BADGE_MAX_WIDTH * SIZE);
        // Both lines inside the shape's height, the label above the price.
        expect(b.label.baseline - b.label.size * 0.8, name).toBeGreaterThan(0);
        expect(b.main.baseline + b.main.size * 0.25, name).toBeLessThan(b.height);
        expect(b.label.baseline, name).toBeLessThan(b.main.baseline - b.main.size * 0.8);
      }
    }
  });

  it('keeps a short price on a disc and turns a long one into a pill at a readable size', () => {
    const words = VIDEO_WORDS.en.badge;
    expect(badgeLayout('$29.95', SIZE, words).shape).toBe('disc');
    const long = badgeLayout('34,99 US$', SIZE, VIDEO_WORDS.de.badge);
    expect(long.shape).toBe('pill');
    expect(long.width).toBeGreaterThan(SIZE);
    expect(long.main.size).toBeGreaterThanOrEqual(Math.floor(0.19 * SIZE));
    expect(long.main.text).toBe('34,99 US$');
  });
});
