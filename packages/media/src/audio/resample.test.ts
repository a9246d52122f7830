import { describe, expect, it } from 'vitest';
import { resamplePcm16 } from './resample.ts';

const tone = (hz: number, rate: number, seconds: number, amp = 10_000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(amp * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

/** Amplitude of `hz` in `x` (one-bin DFT), for a signal sampled at `rate`. */
function amplitude(x: Int16Array, hz: number, rate: number): number {
  let re = 0;
  let im = 0;
  for (let i = 0; i < x.length; i++) {
    re += x[i]! * Math.cos((2 * Math.PI * hz * i) / rate);
    im += x[i]! * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / x.length;
}

describe('resamplePcm16', () => {
  it("keeps a speech-band tone's pitch and level from 22,050 to 48,000 Hz, and the duration", () => {
    const input = tone(1000, 22_050, 0.5);
    const out = resamplePcm16(input, 22_050, 48_000);
    expect(out.length).toBe(24_000);
    // Away from the edges (the kernel's reach), the 1 kHz tone is there at its level and nothing else is.
    const middle = out.slice(2_000, 22_000);
    expect(amplitude(middle, 1000, 48_000)).toBeGreaterThan(9_800);
    expect(amplitude(middle, 1000, 48_000)).toBeLessThan(10_200);
    expect(amplitude(middle, 21_050, 48_000)).toBeLessThan(100);
  });

  it('filters what the lower rate cannot carry when it downsamples', () => {
    const out = resamplePcm16(tone(20_000, 48_000, 0.5), 48_000, 22_050);
    expect(amplitude(out.slice(1_000, 10_000), 2_050, 22_050)).toBeLessThan(300);
  });

  it('computes the kernel per sample for a rate pair with too many phases to tabulate, with the same result', () => {
    // 22,050 -> 48,001 Hz has 48,001 distinct positions between input samples: no table is kept.
    const out = resamplePcm16(tone(1000, 22_050, 0.5), 22_050, 48_001);
    expect(out.length).toBe(24_001);
    expect(amplitude(out.slice(2_000, 22_000), 1000, 48_001)).toBeGreaterThan(9_800);
    expect(amplitude(out.slice(2_000, 22_000), 1000, 48_001)).toBeLessThan(10_200);
  });

  it('copies samples at the same rate', () => {
    const input = tone(440, 48_000, 0.01);
    expect(resamplePcm16(input, 48_000, 48_000)).toEqual(input);
  });
});
