import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaReference, type ScriptContent } from '@adreel/contracts';
import type { TestDatabase } from '@adreel/db/testing';
import { runFfmpeg } from '@adreel/media';
import type { Producer } from '@adreel/queue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { newVideo, SHORT_CONTENT, startRenderWorker, waitFor } from './render-support.ts';

let h: Awaited<ReturnType<typeof startRenderWorker>>;
let t: TestDatabase;
let deps: WorkerDeps;
let producer: Producer;

beforeAll(async () => {
  h = await startRenderWorker('render-own-media');
  ({ t, deps, producer } = h);
});
afterAll(() => h.close());

const CYAN = [0x00, 0xb4, 0xff] as const;
const RED = [0xff, 0x20, 0x20] as const;

const user = (tag: string) =>
  t.db.user.create({ data: { name: tag, email: `${tag}-${randomUUID()}@example.com`, passwordHash: 'x' } });

/** A library item as the API stores it (the file, a thumbnail and the row). */
async function storeItem(userId: string, kind: 'image' | 'clip', file: Buffer) {
  const id = randomUUID();
  const ext = kind === 'clip' ? 'mp4' : 'jpg';
  const key = `uploads/${userId}/media/${id}.${ext}`;
  const thumbKey = `uploads/${userId}/media/${id}-thumb.jpg`;
  await deps.storage.put(key, file, kind === 'clip' ? 'video/mp4' : 'image/jpeg');
  const thumb = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  await deps.storage.put(thumbKey, thumb, 'image/jpeg');
  await t.db.mediaItem.create({
    data: {
      id,
      userId,
      kind,
      name: `own.${ext}`,
      mimeType: kind === 'clip' ? 'video/mp4' : 'image/jpeg',
      size: file.length,
      width: 600,
      height: 600,
      durationS: kind === 'clip' ? 2 : null,
      key,
      thumbKey,
    },
  });
  return mediaReference(id);
}

/** The two scenes naming what the user chose, as the review page's picker writes it. */
const naming = (first: string, second: string): ScriptContent => {
  const [a, b] = SHORT_CONTENT.reelScript.scenes;
  return {
    ...SHORT_CONTENT,
    reelScript: {
      scenes: [
        { ...a!, visual: { ...a!.visual, background: `Your media: ${first} — the product` } },
        { ...b!, visual: { ...b!.visual, background: `Your media: ${second} — in use` } },
      ],
    },
  };
};

async function render(videoId: string) {
  await producer.enqueue('renders', 'render-video', { videoId }, { jobId: videoId });
  const row = await waitFor(
    async () => {
      const v = await t.db.video.findUniqueOrThrow({ where: { id: videoId } });
      return v.status !== 'processing' && v;
    },
    240_000,
    'the render',
  );
  expect(row.status, row.error ?? '').toBe('completed');
  const mp4 = join(h.dataDir, `${videoId}.mp4`);
  await writeFile(mp4, await deps.storage.readBuffer(`videos/${videoId}/video.mp4`));
  /** The share of a frame's pixels within reach of `rgb`. */
  return async (atS: number, rgb: readonly [number, number, number]) => {
    const out = join(h.dataDir, `${videoId}-${atS}.png`);
    await runFfmpeg(['-v', 'error', '-ss', String(atS), '-i', mp4, '-frames:v', '1', out]);
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    let near = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const d =
        Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]);
      if (d < 60) near++;
    }
    return near / (info.width * info.height);
  };
}

describe('render-video with the user’s own media', () => {
  it("shows the owner's uploaded image in its scene and plays the owner's clip in the next", async () => {
    const owner = await user('own-media');
    // A cyan product on a white margin (the render trims the margin and places the product).
    const image = await sharp({
      create: { width: 560, height: 560, channels: 3, background: { r: CYAN[0], g: CYAN[1], b: CYAN[2] } },
    })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
      .jpeg({ quality: 95 })
      .toBuffer();
    const clipFile = join(h.dataDir, 'red.mp4');
    await runFfmpeg([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=0xFF2020:size=320x240:rate=10:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      clipFile,
    ]);
    const imageRef = await storeItem(owner.id, 'image', image);
    const clipRef = await storeItem(owner.id, 'clip', await readFile(clipFile));

    const video = await newVideo(t.db, naming(imageRef, clipRef));
    await t.db.video.update({ where: { id: video.id }, data: { userId: owner.id } });
    const share = await render(video.id);
    // Scene 1 (0–3 s) shows the cyan product; scene 2 (3–6 s) is the red clip, filling the frame.
    expect(await share(1.5, CYAN)).toBeGreaterThan(0.1);
    expect(await share(4.5, RED)).toBeGreaterThan(0.4);
    expect(await share(1.5, RED)).toBeLessThan(0.02);

    // Someone else naming the owner's items gets neither: their scenes keep the generated backgrounds.
    const stranger = await user('stranger');
    const theirs = await newVideo(t.db, naming(imageRef, clipRef));
    await t.db.video.update({ where: { id: theirs.id }, data: { userId: stranger.id } });
    const other = await render(theirs.id);
    expect(await other(1.5, CYAN)).toBeLessThan(0.02);
    expect(await other(4.5, RED)).toBeLessThan(0.02);
  });
});
