import { ffprobe, runFfmpeg } from '../encode/ffmpeg.ts';

/** How much of a clip is decoded to prove it plays: its start, where every scene begins. */
const DECODE_CHECK_S = 1;

/**
 * Why a downloaded stock clip must not be used, or null when it may: it must be a video ffprobe can
 * read, portrait, at most `maxS` long (a wrong `duration` in the search answer must not let a
 * 10-minute file through), and its first second must decode without an error. A clip that fails
 * here is never cached, and the scene falls back to a still or designed motion.
 */
export async function checkStockClip(
  file: string,
  maxS: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const probe = await ffprobe(file).catch(() => null);
  const video = probe?.streams.find((s) => s.codec_type === 'video');
  if (!probe || !video?.width || !video.height) return 'not a video';
  if (video.height <= video.width) return 'not portrait';
  const duration = Number(probe.format.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return 'no duration';
  if (duration > maxS + 0.5) return `longer than ${maxS} s`;
  const decoded = await runFfmpeg(
    ['-v', 'error', '-xerror', '-t', String(DECODE_CHECK_S), '-i', file, '-map', '0:v:0', '-f', 'null', '-'],
    { signal },
  )
    .then(() => true)
    .catch(() => false);
  return decoded ? null : 'does not decode';
}
