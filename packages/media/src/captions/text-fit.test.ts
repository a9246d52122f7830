import { describe, expect, it } from 'vitest';
import { fitFontSize, textWidth, wrapMeasured } from './text-fit.ts';

describe('textWidth', () => {
  it('measures with the font files: digits are 0.696 em in DejaVu Sans Bold, wider text is wider', () => {
    expect(textWidth('0', 100)).toBeCloseTo(69.6, 0);
    expect(textWidth('34,99 US$', 100)).toBeGreaterThan(textWidth('$29.95', 100));
    expect(textWidth('WWW', 10)).toBeGreaterThan(textWidth('iii', 10));
  });

  it('counts an unknown character (CJK) as a full em, never as nothing', () => {
    expect(textWidth('価格', 50)).toBe(100);
  });
});

describe('fitFontSize', () => {
  it('shrinks a long string to its room and never grows past the cap', () => {
    const size = fitFontSize('R$ 1.299,00', 200, 80);
    expect(textWidth('R$ 1.299,00', size)).toBeLessThanOrEqual(200);
    expect(fitFontSize('€9', 1000, 80)).toBe(80);
  });
});

describe('wrapMeasured', () => {
  it('keeps every line within the width and the line count, ending a cut line with an ellipsis', () => {
    const text = 'Ergonomisch geformte Rückenstütze mit atmungsaktiven Netzgurten für den ganzen Tag';
    const lines = wrapMeasured(text, 40, 400, 2);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(textWidth(l, 40)).toBeLessThanOrEqual(400);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapMeasured('Short line', 40, 400, 2)).toEqual(['Short line']);
  });

  it('cuts a single word longer than the line', () => {
    const [line] = wrapMeasured('Donaudampfschifffahrtsgesellschaft', 40, 300, 1);
    expect(textWidth(line!, 40)).toBeLessThanOrEqual(300);
    expect(line!.endsWith('…')).toBe(true);
  });
});
