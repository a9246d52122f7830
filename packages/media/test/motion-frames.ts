import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { VideoTemplateId } from '@adreel/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { createFliteTts } from '../src/audio/tts.ts';
import type { RenderBrand } from '../src/look/brand.ts';
import { renderVideo } from '../src/render/render.ts';
import { motionStyleFor } from '../src/scenes/motion-design.ts';
import { makeScript } from './fixtures.ts';

/** A text-only ad (free text, no product page): nothing to show but words. */
export const TEXT_ONLY_SCENES = [
  {
    duration: 2,
    background: 'A bold headline',
    voiceover: 'Stop scrolling. Your mornings are about to change.',
  },
  { duration: 2, background: 'Calm scene', voiceover: 'Five minutes of focus a day.' },
  { duration: 2, background: 'Proof', voiceover: 'Thousands already start this way.' },
  { duration: 2, background: 'Call to action', voiceover: 'Tap the link and try it today.' },
];

/** A brand kit with colours of its own and no logo: the motion is drawn in its teal and amber. */
export const TEAL_BRAND: RenderBrand = {
  primaryColor: '#0f766e',
  accentColor: '#f59e0b',
  font: 'dejavu-sans',
  watermark: 'none',
  logo: null,
};

/** Where in each scene frames are taken, as fractions of the scene. */
export const SAMPLE_AT = [0.15, 0.5, 0.85] as const;
export const THUMB = { width: 108, height: 192 };

export interface SceneFrames {
  /** RGB thumbnails at SAMPLE_AT, each THUMB in size. */
  frames: Buffer[];
}

/** The templates that draw designed motion (all but the product card). */
export const MOTION_TEMPLATES = (['classic', 'bold', 'ugc', 'offer'] as const).filter(
  (t) => motionStyleFor(t) !== null,
) satisfies VideoTemplateId[];

/**
 * Renders the text-only ad under `template` and reads SAMPLE_AT frames of every scene as RGB
 * thumbnails (decoded by ffmpeg from the MP4 a viewer gets).
 */
export async function textOnlyFrames(
  root: string,
  template: VideoTemplateId,
  brand: RenderBrand | null = TEAL_BRAND,
): Promise<SceneFrames[]> {
  const r = await renderVideo({
    videoId: `text-only-${template}`,
    content: makeScript(TEXT_ONLY_SCENES),
    product: null,
    linkUrl: null,
    workDir: path.join(root, `work-${template}`),
    outDir: path.join(root, `out-${template}`),
    cacheDir: path.join(root, 'cache'),
    fetchImage: async () => {
      throw new Error('a text-only ad fetches no image');
    },
    tts: createFliteTts(),
    look: { template, format: '9:16', captionStyle: 'highlight' },
    brand,
    onProgress: () => undefined,
    preset: 'ultrafast',
  });
  const starts = r.sceneStartsS;
  const ends = [...starts.slice(1), r.durationS - 3];
  const fps = 30;
  const picks = starts.flatMap((s, i) => SAMPLE_AT.map((f) => Math.round((s + f * (ends[i]! - s)) * fps)));
  const select = picks.map((n) => `eq(n\\,${n})`).join('+');
  const raw = execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', r.videoPath, '-vf', `select='${select}',scale=${THUMB.width}:${THUMB.height}`],
      ...['-vsync', '0', '-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const size = THUMB.width * THUMB.height * 3;
  return starts.map((_, i) => ({
    frames: SAMPLE_AT.map((_, k) =>
      raw.subarray((i * SAMPLE_AT.length + k) * size, (i * SAMPLE_AT.length + k + 1) * size),
    ),
  }));
}

/**
 * The share of pixels in rows [top, bottom) (fractions of the height) whose colour changed by more
 * than `by` levels in any channel between two thumbnails.
 */
export function changedShare(a: Buffer, b: Buffer, top: number, bottom: number, by = 12): number {
  const { width, height } = THUMB;
  let changed = 0;
  let total = 0;
  for (let y = Math.floor(top * height); y < Math.floor(bottom * height); y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const d = Math.max(
        Math.abs(a[o]! - b[o]!),
        Math.abs(a[o + 1]! - b[o + 1]!),
        Math.abs(a[o + 2]! - b[o + 2]!),
      );
      if (d > by) changed++;
      total++;
    }
  }
  return changed / total;
}

/**
 * What moves in rows [top, bottom) besides the camera: the changedShare between two thumbnails after
 * shifting one by the whole-pixel offset (within the camera's reach) that matches them best. A pan over
 * a still leaves almost nothing; shapes moving on their own paths stay.
 */
export function changedBeyondCamera(a: Buffer, b: Buffer, top: number, bottom: number, by = 12): number {
  const { width, height } = THUMB;
  const y0 = Math.floor(top * height);
  const y1 = Math.floor(bottom * height);
  let best = 1;
  // The camera moves at most the still's overscan: 10% of the frame, 11 x 19 thumbnail pixels.
  for (let dy = -20; dy <= 20; dy++) {
    for (let dx = -12; dx <= 12; dx++) {
      let changed = 0;
      let total = 0;
      for (let y = y0; y < y1; y++) {
        const yb = y + dy;
        if (yb < 0 || yb >= height) continue;
        for (let x = Math.max(0, -dx); x < Math.min(width, width - dx); x++) {
          const o = (y * width + x) * 3;
          const p = (yb * width + x + dx) * 3;
          const d = Math.max(
            Math.abs(a[o]! - b[p]!),
            Math.abs(a[o + 1]! - b[p + 1]!),
            Math.abs(a[o + 2]! - b[p + 2]!),
          );
          if (d > by) changed++;
          total++;
        }
      }
      if (total > 0) best = Math.min(best, changed / total);
    }
  }
  return best;
}

/** One PNG: a row per template, each scene's SAMPLE_AT frames side by side (npm run sheets). */
export async function writeMotionSheet(
  file: string,
  rows: { template: string; scenes: SceneFrames[] }[],
): Promise<void> {
  const gap = 6;
  const label = 20;
  const layers: OverlayOptions[] = [];
  let top = gap;
  let width = 0;
  for (const row of rows) {
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${label}"><text x="2" y="15" font-family="DejaVu Sans" font-size="14">${row.template}: each scene at ${SAMPLE_AT.join(', ')} of its length</text></svg>`,
      ),
      left: gap,
      top,
    });
    top += label;
    let left = gap;
    for (const scene of row.scenes) {
      for (const frame of scene.frames) {
        const png = await sharp(frame, { raw: { ...THUMB, channels: 3 } })
          .png()
          .toBuffer();
        layers.push({ input: png, left, top });
        left += THUMB.width + 2;
      }
      left += gap * 2;
    }
    width = Math.max(width, left);
    top += THUMB.height + gap;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height: top, channels: 3, background: '#f1f5f9' } })
    .composite(layers)
    .png()
    .toFile(file);
}
