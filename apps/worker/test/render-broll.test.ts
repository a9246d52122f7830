import { join } from 'node:path';
import { STAND_IN_AUTHOR, type StockCredit, startPexelsStandIn } from '@adreel/media/pexels-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVideo, scratch, startRenderWorker, waitFor } from './render-support.ts';

let standIn: Awaited<ReturnType<typeof startPexelsStandIn>>;
let h: Awaited<ReturnType<typeof startRenderWorker>>;

beforeAll(async () => {
  // The stand-in in its own server, as demo mode runs it; the worker finds it by its port alone
  // (pexelsApiBase), and its SSRF-safe fetcher lets the clip downloads through (deps.ts).
  standIn = await startPexelsStandIn({ clipDir: join(await scratch('pexels-stand-in'), 'clips') });
  const port = new URL(standIn.origin).port;
  h = await startRenderWorker('render-broll', { PEXELS_API_KEY: 'demo-key', PEXELS_STAND_IN_PORT: port });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await standIn?.close();
});

describe('stock B-roll with the Pexels stand-in (issue 36 item 2)', () => {
  it('cuts a clip into each scene without a picture and records who made it', async () => {
    const video = await newVideo(h.t.db);
    await h.producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
    const done = await waitFor(
      async () => {
        const v = await h.t.db.video.findUnique({ where: { id: video.id } });
        return v?.status === 'completed' || v?.status === 'failed' ? v : null;
      },
      300_000,
      'the render',
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('completed');
    const credits = done.stockCredits as unknown as StockCredit[];
    // Two scenes, two different clips, both credited to the stand-in with their pages.
    expect(credits).toHaveLength(2);
    expect(new Set(credits.map((c) => c.clipId)).size).toBe(2);
    for (const c of credits) {
      expect(c.author).toBe(STAND_IN_AUTHOR);
      expect(c.pageUrl).toMatch(new RegExp(`^${standIn.origin}/video/\\d+$`));
    }
  }, 400_000);
});
