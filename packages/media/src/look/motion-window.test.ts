import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs } from '../encode/filtergraph.ts';
import type { Motion } from '../encode/plan.ts';
import { visibleWindow } from './placement.ts';

/**
 * The placement maths (visibleWindow) is what the filter graph really shows: a white rectangle in a
 * still is found where the model puts it, at the start, middle and end of every camera move.
 */
const frame = { width: 180, height: 320 };
const still = { width: 198, height: 352 };
const mark = { x: 40, y: 90, w: 110, h: 160 };
let root: string;
let input: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'motion-window-'));
  input = path.join(root, 'still.png');
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${still.width}" height="${still.height}"><rect width="100%" height="100%" fill="#000"/><rect x="${mark.x}" y="${mark.y}" width="${mark.w}" height="${mark.h}" fill="#fff"/></svg>`,
    ),
  )
    .png()
    .toFile(input);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function whiteBox(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels]! > 128) {
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
    }
  }
  return { x0, y0, x1, y1 };
}

describe('visibleWindow matches the filter graph', () => {
  const motions: Motion[] = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'panUp', 'panDown'];
  it.each(motions)(
    '%s',
    async (motion) => {
      for (const [from, at] of [
        [0, 0],
        [45, 0.5],
        [89, 89 / 90],
      ] as const) {
        const out = path.join(root, `${motion}-${from}.png`);
        const plan = {
          durationS: 3,
          background: { kind: 'still' as const, path: input, motion },
          window: { from, frames: 1 },
        };
        const g = buildFilterGraph({ ...frame, fps: 30, scenes: [plan], captionsFile: null, audio: null });
        await runFfmpeg([...filterGraphArgs(g), '-frames:v', '1', out]);
        const win = visibleWindow(motion, at, frame, still);
        const k = frame.width / win.w;
        const got = await whiteBox(out);
        const want = { x0: (mark.x - win.x) * k, y0: (mark.y - win.y) * k };
        expect(Math.abs(got.x0 - want.x0), `${motion} at ${at}: x`).toBeLessThanOrEqual(2.5);
        expect(Math.abs(got.y0 - want.y0), `${motion} at ${at}: y`).toBeLessThanOrEqual(2.5);
        expect(Math.abs(got.x1 + 1 - (want.x0 + mark.w * k)), `${motion} at ${at}: w`).toBeLessThanOrEqual(3);
      }
    },
    60_000,
  );
});
