import { describe, expect, it } from 'vitest';
import { boundaryTimes } from './render-segments.ts';

describe('boundaryTimes', () => {
  it('places cuts half a frame before each scene boundary, none after the last scene', () => {
    expect(boundaryTimes([60, 45, 90], 30)).toEqual(['1.9833', '3.4833']);
    expect(boundaryTimes([75], 30)).toEqual([]);
  });
});
