import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestDatabase } from '@adreel/db/testing';
import { runFfmpeg, watermarkPlacement } from '@adreel/media';
import type { Producer } from '@adreel/queue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { newVideo, startRenderWorker, waitFor } from './render-support.ts';

let h: Awaited<ReturnType<typeof startRenderWorker>>;
let t: TestDatabase;
let deps: WorkerDeps;
let producer: Producer;

beforeAll(async () => {
  h = await startRenderWorker('render-brand');
  ({ t, deps, producer } = h);
});
afterAll(() => h.close());

describe('render-video job with a brand snapshot', () => {
  it("draws the video's own snapshot: primary end card and the logo copy as a watermark", async () => {
    const video = await newVideo(t.db);
    const logoKey = `videos/${video.id}/brand-logo.png`;
    const logo = await sharp({ create: { width: 300, height: 150, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer();
    await deps.storage.put(logoKey, logo, 'image/png');
    await t.db.video.update({
      where: { id: video.id },
      data: {
        brand: {
          primaryColor: '#0A7E3D',
          accentColor: '#E11D48',
          font: 'dejavu-serif',
          watermark: 'bottom-right',
          logoKey,
        },
      },
    });
    await producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
    const row = await waitFor(
      async () => {
        const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
        return v.status !== 'processing' && v;
      },
      180_000,
      'the render',
    );
    expect(row.status, row.error ?? '').toBe('completed');
    const mp4 = join(h.dataDir, 'out.mp4');
    await writeFile(mp4, await deps.storage.readBuffer(`videos/${video.id}/video.mp4`));
    const frame = async (atS: number, name: string) => {
      const out = join(h.dataDir, name);
      await runFfmpeg(['-v', 'error', '-ss', String(atS), '-i', mp4, '-frames:v', '1', out]);
      const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
      return (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
      };
    };
    const card = await frame((row.durationS ?? 0) - 1.5, 'card.png');
    const [r, g, b] = card(20, 1100);
    expect(Math.abs(r - 0x0a) + Math.abs(g - 0x7e) + Math.abs(b - 0x3d)).toBeLessThan(30);
    // A 216x108 mark in a corner of the safe zone: bottom-right as asked, or the nearest corner clear
    // of the captions' band (placeLogo), never anywhere else.
    const scene = await frame(1.5, 'scene.png');
    const corners = (['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const).filter((corner) => {
      const at = watermarkPlacement(
        corner,
        '9:16',
        { width: 1080, height: 1920 },
        { width: 216, height: 108 },
      );
      const mid = scene((at?.x ?? 0) + 108, (at?.y ?? 0) + 54);
      return mid[0] > 180 && mid[2] > 180 && mid[1] < 110;
    });
    expect(corners).toHaveLength(1);
  });
});
