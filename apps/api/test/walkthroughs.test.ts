import type { WalkthroughManifest } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

const manifest: WalkthroughManifest = {
  id: 'welcome',
  title: 'Welcome to AdReel',
  summary: 'Three taps.',
  durationS: 21.5,
  chapters: [
    { title: 'Your menu', startS: 0, narration: 'Welcome to AdReel.' },
    { title: 'Tap 1', startS: 5.4, narration: 'Pick an offer.' },
  ],
  key: 'abcdef0123456789abcdef',
  trainingPath: 'Getting Started/1 Welcome to AdReel.mp4',
  createdAt: '2026-11-23T00:00:00.000Z',
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const s = h.deps.storage;
  await s.put('walkthroughs/welcome/video.mp4', Buffer.from('0123456789'), 'video/mp4');
  await s.put('walkthroughs/welcome/poster.jpg', Buffer.from('jpeg'), 'image/jpeg');
  await s.put(
    'walkthroughs/welcome/manifest.json',
    Buffer.from(JSON.stringify(manifest)),
    'application/json',
  );
  // A manifest that does not parse is treated as not there yet, never as a 500.
  await s.put('walkthroughs/offers/manifest.json', Buffer.from('{"id":"offers"'), 'application/json');
});
afterAll(async () => h.close());

describe('GET /api/training-media/walkthroughs', () => {
  it('lists the stored walkthroughs with cache-busting video and poster addresses, without sign-in', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/training-media/walkthroughs' });
    expect(res.statusCode).toBe(200);
    const { walkthroughs } = res.json() as { walkthroughs: Record<string, unknown>[] };
    expect(walkthroughs).toEqual([
      {
        id: 'welcome',
        title: 'Welcome to AdReel',
        summary: 'Three taps.',
        durationS: 21.5,
        chapters: manifest.chapters,
        videoUrl: '/api/training-media/walkthroughs/welcome/video.mp4?v=abcdef0123456789',
        posterUrl: '/api/training-media/walkthroughs/welcome/poster.jpg?v=abcdef0123456789',
      },
    ]);
  });

  it('serves the video with byte ranges and the poster as a JPEG', async () => {
    const video = await h.app.inject({
      method: 'GET',
      url: '/api/training-media/walkthroughs/welcome/video.mp4?v=x',
      headers: { range: 'bytes=0-3' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('0123');
    expect(video.headers['content-type']).toBe('video/mp4');
    const poster = await h.app.inject({
      method: 'GET',
      url: '/api/training-media/walkthroughs/welcome/poster.jpg',
    });
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 400 for unknown walkthroughs or files and 404 for one not rendered yet', async () => {
    for (const url of [
      '/api/training-media/walkthroughs/nope/video.mp4',
      '/api/training-media/walkthroughs/welcome/manifest.json',
      '/api/training-media/walkthroughs/welcome/..%2F..%2Fsecret',
    ]) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/training-media/walkthroughs/dfy/video.mp4',
    });
    expect(missing.statusCode).toBe(404);
  });
});
