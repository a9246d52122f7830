import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { signedInPage } from './support/app.ts';
import { E2E_ENV, PEXELS_STAND_IN_ORIGIN } from './support/env.ts';

interface SearchAnswer {
  videos: {
    id: number;
    url: string;
    duration: number;
    user: { name: string; url: string };
    video_files: { quality: string; file_type: string; width: number; height: number; link: string }[];
  }[];
}

/**
 * Issue 36 item 2 in the product as `npm start` runs it in demo mode: the Pexels stand-in is up in its
 * own process, answers Pexels' documented video-search shape with portrait HD clips that play, and
 * labels itself; a video that shows stock clips credits them on its page. (That the worker cuts the
 * stand-in's clips into a product ad once PEXELS_API_KEY is set is apps/worker/test/render-broll.test.ts:
 * this suite's product runs without the key, so its other specs keep their own look.)
 */
test('the Pexels stand-in serves playable portrait clips, and the video page credits stock footage', async ({
  page,
  request,
}) => {
  // Sign-in and two page loads on a machine shared by many suites: more than the default 90 s.
  test.setTimeout(240_000);
  // Like Pexels: no key, no answer.
  expect((await request.get(`${PEXELS_STAND_IN_ORIGIN}/videos/search?query=smoothie`)).status()).toBe(401);
  const res = await request.get(`${PEXELS_STAND_IN_ORIGIN}/videos/search?query=smoothie&per_page=3`, {
    headers: { Authorization: 'demo' },
  });
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as SearchAnswer;
  expect(answer.videos.length).toBeGreaterThanOrEqual(2);
  const first = answer.videos[0]!;
  expect(first.user.name).toBe('Pexels stand-in');
  const file = first.video_files[0]!;
  expect(file).toMatchObject({ quality: 'hd', file_type: 'video/mp4' });
  expect(file.height).toBeGreaterThan(file.width);

  // The clip's page says what it is, and its clip plays in the browser.
  await page.goto(first.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pexels stand-in');
  const duration = await page.locator('video').evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (v.readyState >= 1) resolve(v.duration);
        v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
        v.addEventListener('error', () => reject(new Error('the clip does not play')), { once: true });
      }),
  );
  expect(duration).toBeCloseTo(first.duration, 0);

  // A video that shows this clip, as the worker records it, credits it on its page with links.
  const user = await signedInPage(page, 'broll');
  const db = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await db.connect();
  const videoId = randomUUID();
  try {
    const owner = await db.query<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [user.email]);
    const content = {
      websiteSummary: 'A blender.',
      commentary: 'Smoothies in seconds.',
      reelScript: {
        scenes: [
          {
            duration: 3,
            visual: { background: 'Hands making a smoothie' },
            audio: { voiceover: 'Smoothies in seconds.', musicMood: 'Upbeat' },
          },
        ],
      },
      musicSuggestion: 'Upbeat pop',
    };
    const credit = {
      clipId: first.id,
      author: first.user.name,
      authorUrl: first.user.url,
      pageUrl: first.url,
    };
    await db.query(
      `INSERT INTO "Video" (id, "userId", status, progress, message, content, "stockCredits", "updatedAt")
       VALUES ($1, $2, 'completed', 100, 'Video ready', $3, $4, now())`,
      [videoId, owner.rows[0]!.id, JSON.stringify(content), JSON.stringify([credit])],
    );
  } finally {
    await db.end();
  }
  await page.goto(`/video/${videoId}`);
  const credits = page.getByRole('region', { name: 'Stock footage' });
  // The page waits for the video's details; on a loaded machine that took longer than the default.
  await expect(credits).toContainText('Video by Pexels stand-in on Pexels', { timeout: 60_000 });
  await expect(credits.getByRole('link', { name: 'Video' })).toHaveAttribute('href', first.url);
  await expect(credits.getByRole('link', { name: 'Pexels stand-in' })).toHaveAttribute(
    'href',
    first.user.url,
  );
});
