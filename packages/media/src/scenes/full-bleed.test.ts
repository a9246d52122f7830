import { describe, expect, it } from 'vitest';
import { fullBleedFits } from './full-bleed.ts';

const portrait = { width: 1188, height: 2112 };
const square = { width: 1188, height: 1188 };

describe('fullBleedFits', () => {
  it('lets a scene photo of about the still’s shape fill it', () => {
    expect(fullBleedFits({ width: 900, height: 1600, trimmed: false }, portrait)).toBe(true);
    expect(fullBleedFits({ width: 1600, height: 1500, trimmed: false }, square)).toBe(true);
  });

  it('keeps a packshot whose uniform border was trimmed whole, and one whose trim is unknown', () => {
    expect(fullBleedFits({ width: 900, height: 1600, trimmed: true }, portrait)).toBe(false);
    expect(fullBleedFits({ width: 900, height: 1600 }, portrait)).toBe(false);
  });

  it('keeps an image whole when covering would cut more than a tenth of it', () => {
    // An e-book cover (2:3) in 9:16 keeps 84%; a square photo in 9:16 keeps 56%.
    expect(fullBleedFits({ width: 1000, height: 1500, trimmed: false }, portrait)).toBe(false);
    expect(fullBleedFits({ width: 1200, height: 1200, trimmed: false }, portrait)).toBe(false);
    expect(fullBleedFits({ width: 1600, height: 500, trimmed: false }, square)).toBe(false);
  });

  it('keeps a small image whole rather than enlarging it more than twice', () => {
    expect(fullBleedFits({ width: 540, height: 960, trimmed: false }, portrait)).toBe(false);
    expect(fullBleedFits({ width: 600, height: 1066, trimmed: false }, portrait)).toBe(true);
  });
});
