/** Samples per AAC-LC frame: one ADTS frame (one packet) decodes to this many per channel. */
export const AAC_FRAME_SAMPLES = 1024;

/**
 * Splits an ADTS stream into its frames (each a header and one raw AAC packet). Throws on anything
 * that is not back-to-back ADTS frames, so a damaged cache entry is never spliced into a video.
 */
export function adtsFrames(data: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    if (at + 7 > data.length || data[at] !== 0xff || (data[at + 1]! & 0xf6) !== 0xf0) {
      throw new Error(`Not an ADTS frame at byte ${at}`);
    }
    const length = ((data[at + 3]! & 0x03) << 11) | (data[at + 4]! << 3) | (data[at + 5]! >> 5);
    if (length < 7 || at + length > data.length) throw new Error(`Truncated ADTS frame at byte ${at}`);
    frames.push(data.subarray(at, at + length));
    at += length;
  }
  return frames;
}
