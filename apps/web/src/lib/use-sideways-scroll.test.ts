import { describe, expect, it } from 'vitest';
import { sidewaysScroll } from './use-sideways-scroll.ts';

describe('sidewaysScroll', () => {
  it('a table wider than a phone overflows until scrolled to its end', () => {
    expect(sidewaysScroll(620, 375, 0)).toEqual({ overflows: true, atEnd: false });
    expect(sidewaysScroll(620, 375, 120)).toEqual({ overflows: true, atEnd: false });
    expect(sidewaysScroll(620, 375, 245)).toEqual({ overflows: true, atEnd: true });
  });

  it('a table that fits has nothing to hint at', () => {
    expect(sidewaysScroll(700, 700, 0)).toEqual({ overflows: false, atEnd: true });
    expect(sidewaysScroll(701, 700, 0)).toEqual({ overflows: false, atEnd: true });
  });
});
