import { join } from 'node:path';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@adreel/contracts';
import { ffprobe, runFfmpeg } from '@adreel/media';
import sharp, { type OutputInfo } from 'sharp';
import { Invalid } from '../../domain-errors.ts';
import { checkClip, checkImagePixels } from './media-rules.ts';

/** Long side an image is kept at: more than any frame the render draws (1080×1920) needs. */
const IMAGE_MAX_SIDE = 2560;
const THUMB_EDGE = 320;

/** A checked, re-encoded file ready to store, its thumbnail, and what the library shows of it. */
export interface NormalisedMedia {
  file: { path: string; mimeType: string; ext: string };
  thumbnail: Buffer;
  width: number;
  height: number;
  durationS: number | null;
}

/**
 * An uploaded image as it is kept: the header's pixel count checked first (a small file can claim
 * 20,000 × 20,000), then decoded in full within that limit (a truncated file is refused), turned
 * upright, shrunk to IMAGE_MAX_SIDE and re-encoded. sharp writes no metadata unless asked, so
 * EXIF (camera, GPS), XMP and ICC comments never reach storage.
 */
export async function normaliseImage(input: string, workDir: string): Promise<NormalisedMedia> {
  // Reading the header decodes no pixels, so sharp's own pixel limit is off here: our check names the size.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new Invalid(MEDIA_MESSAGES.unreadable);
    });
  checkImagePixels(meta.width ?? 0, meta.height ?? 0);
  const transparent = meta.hasAlpha === true;
  const out = join(workDir, transparent ? 'media.png' : 'media.jpg');
  let info: OutputInfo;
  try {
    const pipeline = sharp(input, { failOn: 'truncated', limitInputPixels: MEDIA_LIMITS.maxPixels, pages: 1 })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    info = await (transparent
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 90, mozjpeg: true })
    ).toFile(out);
  } catch {
    throw new Invalid(MEDIA_MESSAGES.unreadable);
  }
  return {
    file: transparent
      ? { path: out, mimeType: 'image/png', ext: 'png' }
      : { path: out, mimeType: 'image/jpeg', ext: 'jpg' },
    thumbnail: await thumbnailOf(out),
    width: info.width,
    height: info.height,
    durationS: null,
  };
}

/**
 * An uploaded MP4 as it is kept: probed (a video stream, ≤ 15 s, ≤ 1080p), then its first video
 * stream alone rewritten into a fresh MP4 with `-map_metadata -1` (no global or stream tags, no
 * chapters, no audio: the render never plays a scene clip's sound). H.264 is copied as it is;
 * other codecs are encoded to H.264 so every renderer and browser can read the result.
 */
export async function normaliseClip(input: string, workDir: string): Promise<NormalisedMedia> {
  const probe = await ffprobe(input).catch(() => {
    throw new Invalid(MEDIA_MESSAGES.clipUnreadable);
  });
  const video = probe.streams.find((s) => s.codec_type === 'video');
  const durationS = Number(probe.format.duration ?? video?.duration ?? Number.NaN);
  const { width, height } = checkClip({ width: video?.width, height: video?.height, durationS });
  const out = join(workDir, 'media.mp4');
  const codec =
    video?.codec_name === 'h264'
      ? ['-c:v', 'copy']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
  try {
    await runFfmpeg([
      '-i',
      input,
      '-map',
      '0:v:0',
      ...codec,
      '-an',
      '-sn',
      '-dn',
      '-map_metadata',
      '-1',
      '-map_metadata:s:v',
      '-1',
      '-map_chapters',
      '-1',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      out,
    ]);
    const still = join(workDir, 'thumb.jpg');
    await runFfmpeg([
      '-ss',
      String(Math.min(1, durationS / 2)),
      '-i',
      out,
      '-frames:v',
      '1',
      '-vf',
      `scale=${THUMB_EDGE}:${THUMB_EDGE}:force_original_aspect_ratio=decrease`,
      still,
    ]);
    return {
      file: { path: out, mimeType: 'video/mp4', ext: 'mp4' },
      thumbnail: await thumbnailOf(still),
      width,
      height,
      durationS: Math.round(durationS * 100) / 100,
    };
  } catch {
    throw new Invalid(MEDIA_MESSAGES.clipUnreadable);
  }
}

function thumbnailOf(path: string): Promise<Buffer> {
  return sharp(path)
    .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78 })
    .toBuffer();
}
