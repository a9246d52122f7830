import { TRAINER_ROUTE } from '@adreel/web/nav';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, newUser, signedInPage, signInThroughUi } from './support/app.ts';
import { waitForWalkthroughs } from './support/walkthroughs.ts';

/**
 * The built-in training is real content: narrated walkthrough videos of the app rendered at start
 * (scripts/walkthroughs.ts), never a note to operators.
 */

/** The video's file answers 200 as an MP4, and the browser has loaded its metadata. */
async function expectPlayable(page: Page, video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  const src = await video.getAttribute('src');
  expect(src).toMatch(/^\/api\/training-media\/walkthroughs\/[a-z-]+\/video\.mp4\?v=/);
  const res = await page.request.get(src ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('video/mp4');
  expect((await res.body()).length).toBeGreaterThan(100_000);
  const poster = await page.request.get((await video.getAttribute('poster')) ?? '');
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 5), {
      timeout: 15_000,
    })
    .toBe(true);
}

test.beforeAll(waitForWalkthroughs);

async function expectNoOperatorNote(page: Page): Promise<void> {
  const text = await page.content();
  expect(text).not.toMatch(/WELCOME_URL|TRAINING_URL|TUTORIAL_VIDEO_URL|Operators can point/);
}

test('the welcome overlay plays the welcome walkthrough, and its chapters seek', async ({ page }) => {
  await signInThroughUi(page, await createAccount(newUser('training-welcome')));
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  const video = dialog.getByLabel('Welcome to AdReel', { exact: true });
  await expectPlayable(page, video);
  await expectNoOperatorNote(page);
  await expect(dialog.getByText('Welcome to AdReel. Everything you need is in this menu')).toBeVisible();

  // A chapter button moves the video to where that chapter starts.
  const chapter = dialog.getByRole('button', { name: /Tap 2: Create a viral video$/ });
  await chapter.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(5);
  await expect(chapter).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Close welcome' }).click();
  await expect(dialog).toBeHidden();
});

test('every training page and both tutorials play real walkthroughs', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInPage(page, 'training-pages');
  const pages: [string, string, number][] = [
    ['/welcome', 'Welcome', 1],
    ['/step-by-step-training', 'Step-by-Step Training', 3],
    ['/dfy-training', 'DFY Training', 1],
    ['/instant-income-training', 'Instant Income Training', 1],
    ['/automated-profits/training', 'Automated Profits Training', 1],
    [TRAINER_ROUTE, '$5-10k/Day Training', 1],
  ];
  for (const [path, title, count] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(count);
    await expectPlayable(page, page.locator('video').first());
    await expect(page.getByRole('heading', { name: 'Transcript' }).first()).toBeVisible();
    await expectNoOperatorNote(page);
  }

  // My Videos → Watch Tutorial: sharing, going viral and earning.
  await page.goto('/videos');
  await page.getByRole('button', { name: 'Watch Tutorial' }).click();
  const tutorial = page.getByRole('dialog', { name: 'Tutorial' });
  await expectPlayable(page, tutorial.getByLabel('Share, go viral, earn', { exact: true }));
  await expectNoOperatorNote(page);
  await page.getByRole('button', { name: 'Close tutorial' }).click();

  // Offers before connecting: the offer → affiliate link → video walkthrough.
  await page.goto('/offers');
  await expectPlayable(page, page.getByLabel('From offer to video', { exact: true }));
  await expectNoOperatorNote(page);
});

test('no built-in page or public configuration tells users about operator settings', async ({ request }) => {
  const config = await request.get('/api/config');
  expect(await config.text()).not.toContain('/embeds/');
  for (const old of ['/embeds/welcome.html', '/embeds/tutorial.html', '/embeds/training-step-by-step.html']) {
    const res = await request.get(old);
    expect(res.status(), old).toBe(404);
  }
  const list = await request.get('/api/training-media/walkthroughs');
  expect(list.status()).toBe(200);
  const { walkthroughs } = (await list.json()) as { walkthroughs: { id: string }[] };
  expect(walkthroughs.map((w) => w.id).sort()).toEqual([
    'automated-profits',
    'dfy',
    'instant-income',
    'my-videos',
    'offers',
    'step-by-step',
    'trainer',
    'welcome',
  ]);
  const bad = await request.get('/api/training-media/walkthroughs/welcome/manifest.json');
  expect(bad.status()).toBe(400);
});
