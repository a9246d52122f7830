import { describe, expect, it } from 'vitest';
import { meterLevel } from './usage-meter.ts';

describe('meterLevel', () => {
  it('is ok below 80 %, near from 80 %, full at or over the cap', () => {
    expect(meterLevel(0, 50)).toBe('ok');
    expect(meterLevel(39, 50)).toBe('ok');
    expect(meterLevel(40, 50)).toBe('near');
    expect(meterLevel(49, 50)).toBe('near');
    expect(meterLevel(50, 50)).toBe('full');
    expect(meterLevel(60, 50)).toBe('full');
  });

  it('treats a cap of nothing as full', () => {
    expect(meterLevel(0, 0)).toBe('full');
  });
});
