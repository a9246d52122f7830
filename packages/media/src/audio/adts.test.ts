import { describe, expect, it } from 'vitest';
import { adtsFrames } from './adts.ts';

/** An ADTS header (no CRC) for a frame of `length` bytes, followed by filler. */
function frame(length: number, fill: number): Buffer {
  const b = Buffer.alloc(length, fill);
  b[0] = 0xff;
  b[1] = 0xf1;
  b[2] = 0x4c;
  b[3] = 0x80 | ((length >> 11) & 0x03);
  b[4] = (length >> 3) & 0xff;
  b[5] = ((length & 0x07) << 5) | 0x1f;
  b[6] = 0xfc;
  return b;
}

describe('adtsFrames', () => {
  it('splits back-to-back frames by their header lengths', () => {
    const frames = adtsFrames(Buffer.concat([frame(9, 1), frame(300, 2), frame(7, 3)]));
    expect(frames.map((f) => f.length)).toEqual([9, 300, 7]);
    expect(frames[1]![8]).toBe(2);
  });

  it('refuses a truncated frame, garbage and a non-AAC layer', () => {
    expect(() => adtsFrames(Buffer.concat([frame(9, 1), frame(300, 2).subarray(0, 100)]))).toThrow(
      /Truncated/,
    );
    expect(() => adtsFrames(Buffer.from('not audio at all'))).toThrow(/Not an ADTS/);
    const mp3ish = frame(9, 1);
    mp3ish[1] = 0xfb;
    expect(() => adtsFrames(mp3ish)).toThrow(/Not an ADTS/);
  });
});
