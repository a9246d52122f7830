import { availableParallelism } from 'node:os';

/** x264 runs a frame thread per core (see X264_PARAMS). */
const CORES = Math.max(1, availableParallelism());

export const VIDEO = { width: 1080, height: 1920, fps: 30, crf: 23 } as const;
/**
 * Segments are MPEG-TS, which joins by byte concatenation: the mux reads them all through ffmpeg's
 * concat protocol as one stream (one demuxer; the concat demuxer opened and probed every .mp4
 * segment, ~0.1 s per render). Every segment's timestamps start alike, and ffmpeg re-bases each
 * backward jump onto the frame after the last (it does so for TS, whose clocks may restart), so
 * the joined video's frames are evenly spaced (checked by the render tests).
 */
export const SEGMENT_FORMAT = 'mpegts';

/**
 * x264's memory is mostly frames in flight: one per frame thread (its default is 1.5 per core) and
 * one per lookahead frame (veryfast looks 10 ahead). One thread per core and a 5-frame lookahead
 * took a 1080x1920 encode from 314 to 257 MB at the same speed and a 3% smaller file (measured), and
 * keeps a render within its 600 MB budget.
 *
 * Two more depart from veryfast, measured on 900 frames of a Bold render (stills under a slow camera
 * and captions, what every render draws) at CRF 23 against the raw frames:
 * - `b-adapt=0` keeps veryfast's three B-frames instead of choosing their number by a lookahead
 *   analysis, which bought nothing here (same size to 0.1%, same SSIM) and cost 27% of x264's CPU;
 * - `me=dia:subme=1`: the smallest motion search and the cheapest sub-pixel refinement. The camera
 *   moves a few pixels a frame, which the diamond search finds as well as the hexagon: 1.61 vs
 *   1.63 MB, SSIM 0.99547 vs 0.99542, for 31% less CPU on top (16.5 → 11.4 CPU-s); on a Mandelbrot
 *   zoom (detail everywhere) +1% size at the same SSIM.
 * Footage with fast motion (a stock clip) may come out a few per cent larger at the same quality.
 * All are part of every segment's key.
 */
export const X264_PARAMS = 'rc-lookahead=5:b-adapt=0:me=dia:subme=1';

/**
 * x264 settings shared by every segment; identical settings are what make stream-copy concat valid.
 * CRF 0 is the lossless reference the render bench measures SSIM against (x264 needs its High 4:4:4
 * Predictive profile for that); renders use VIDEO.crf.
 */
export function x264Args(preset: string, crf: number = VIDEO.crf): string[] {
  const quality =
    crf === 0 ? ['-qp', '0', '-profile:v', 'high444'] : ['-crf', String(crf), '-profile:v', 'high'];
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-threads',
    String(CORES),
    '-x264-params',
    X264_PARAMS,
    ...quality,
    '-pix_fmt',
    'yuv420p',
  ];
}
