import { describe, expect, it } from 'vitest';
import { boundaryTimes } from './segments.ts';

describe('boundaryTimes', () => {
  it('forces keyframes exactly at scene boundaries and cuts half a frame before them', () => {
    expect(boundaryTimes([60, 45, 90], 30)).toEqual({
      keyframes: ['2.000000', '3.500000'],
      cuts: ['1.983333', '3.483333'],
    });
    expect(boundaryTimes([75], 30)).toEqual({ keyframes: [], cuts: [] });
  });
});
