import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dominantColors, normaliseCssColor } from './colors.ts';

function distance(hex: string, rgb: [number, number, number]): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return Math.hypot((value >> 16) - rgb[0], ((value >> 8) & 255) - rgb[1], (value & 255) - rgb[2]);
}

describe('dominantColors', () => {
  it('finds the main colours, most common first, and ignores grey', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
      <rect width="300" height="300" fill="#808080"/>
      <rect width="300" height="150" fill="#e63946"/>
      <rect y="150" width="200" height="150" fill="#1d4ed8"/>
    </svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const colors = await dominantColors(png);
    expect(colors).toHaveLength(2);
    expect(distance(colors[0] ?? '', [0xe6, 0x39, 0x46])).toBeLessThan(20);
    expect(distance(colors[1] ?? '', [0x1d, 0x4e, 0xd8])).toBeLessThan(20);
  });

  it('returns nothing for a black-and-white image', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f5f5f5' } })
      .png()
      .toBuffer();
    expect(await dominantColors(png)).toEqual([]);
  });

  it('rejects data that is not an image', async () => {
    await expect(dominantColors(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('normaliseCssColor', () => {
  it.each([
    ['#F60', '#ff6600'],
    ['#1a2B3c', '#1a2b3c'],
    ['rgb(255, 0, 16)', '#ff0010'],
    ['red', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseCssColor(input)).toBe(expected);
  });
});
