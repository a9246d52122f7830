import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, E2E_URL } from './support/env.ts';
import { waitForWalkthroughs } from './support/walkthroughs.ts';

// Parts of these screens show the training walkthroughs, prepared after the product starts.
test.beforeAll(waitForWalkthroughs);

test('DFY videos: cards with a placeholder-free affiliate link to copy, and the showing line', async ({
  page,
}) => {
  await signedInPage(page, 'dfy');
  await page.goto('/done-for-you/videos');
  const cards = page.getByRole('list', { name: 'Done-for-you videos' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(5);
  expect(count).toBeLessThanOrEqual(12);
  await expect(page.getByText(new RegExp(`^Showing 1 to ${count} of \\d+ videos$`))).toBeVisible();
  const link = (await cards.first().getByTestId('dfy-affiliate-link').textContent()) ?? '';
  // The user's tracked link, which sends the browser on to the placeholder-free product page.
  expect(link).toMatch(new RegExp(`^${E2E_URL}/go/[0-9A-Za-z]{10}$`));
  const go = await page.request.get(link, { maxRedirects: 0 });
  expect(go.headers().location).toMatch(new RegExp(`^${DEMO_SHOP_ORIGIN}/products/`));
  expect(go.headers().location).not.toMatch(/AFFILIATE|CAMPAIGNKEY/);
  await cards
    .first()
    .getByRole('button', { name: /^Copy affiliate link/ })
    .click();
  await expect(page.getByText('URL copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await cards
    .first()
    .getByRole('button', { name: /^Copy commentary/ })
    .click();
  await expect(page.getByText('Commentary copied to clipboard')).toBeVisible();
});

test('DFY videos: a seeded video rendered by the worker plays, with its 0.1 s poster and download', async ({
  page,
}) => {
  // The seed queues the renders at start; they run behind user renders, so wait for the first one.
  test.setTimeout(360_000);
  await signedInPage(page, 'dfy-play');
  await page.goto('/done-for-you/videos');
  const list = page.getByRole('list', { name: 'Done-for-you videos' });
  const card = list
    .getByRole('listitem')
    .filter({ has: page.locator('video') })
    .first();
  const player = card.locator('video');
  await expect(async () => {
    await page.reload();
    await expect(player).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 330_000, intervals: [10_000] });
  await expect(player).toHaveAttribute('poster', /^data:image\/jpeg;base64,/, { timeout: 20_000 });
  await player.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  expect(await player.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1080, 1920]);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download video' }).click();
  expect((await download).suggestedFilename()).toMatch(/^video-[0-9a-f-]+\.mp4$/);
  await expect(page.getByText('Video download started')).toBeVisible();
});

test('DFY review sites list with the connect notice and Clone Site', async ({ page }) => {
  await signedInPage(page, 'dfy-sites');
  await page.goto('/done-for-you/review-sites');
  const cards = page.getByRole('list', { name: 'Done-for-you review sites' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('button', { name: 'Clone Site' })).toBeVisible();
  await expect(cards.first().getByText(/to get your affiliate link/)).toBeVisible();
  await expect(cards.first().getByRole('img', { name: /review site$/ })).toBeVisible();
  await cards.first().getByRole('button', { name: 'Clone Site' }).click();
  await expect(page).toHaveURL(/\/site-editor\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Site Editor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Publish' })).toBeVisible();
  await page.goto('/my-affiliates');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Cloned');
});

test('The Missing Piece shows the folder tree and plays a video', async ({ page }) => {
  await signedInPage(page, 'missing');
  await page.goto('/the-missing-piece');
  await expect(page.getByRole('heading', { name: 'The Missing Piece' })).toBeVisible();
  // The tree holds the narrated walkthroughs rendered at start (scripts/walkthroughs.ts).
  await page.getByRole('button', { name: 'Traffic', exact: true }).click();
  await page.getByRole('button', { name: '1 Share Your Videos and Earn', exact: true }).click();
  const video = page.getByLabel('1 Share Your Videos and Earn', { exact: true });
  await expect(video).toHaveAttribute('src', /1%20Share%20Your%20Videos%20and%20Earn\.mp4$/);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.duration > 2), {
      timeout: 15_000,
    })
    .toBe(true);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
});
