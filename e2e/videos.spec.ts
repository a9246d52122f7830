import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { waitForWalkthroughs } from './support/walkthroughs.ts';

// Parts of these screens show the training walkthroughs, prepared after the product starts.
test.beforeAll(waitForWalkthroughs);

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

test('/video-generation without a video id goes home', async ({ page }) => {
  await signedInPage(page, 'videos-guard');
  await page.goto('/video-generation');
  await expect(page).not.toHaveURL(/\/video-generation$/);
  await expect(page.getByRole('heading', { name: 'Generating Your Video' })).toHaveCount(0);
});

test('demo URL → script → Create Video → rendered, playing, shared, downloaded → My Videos → details → delete', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signedInPage(page, 'videos');
  await page.goto('/videos');
  await expect(page.getByRole('heading', { name: 'My Videos' })).toBeVisible();
  await expect(page.getByText("You haven't created any videos yet.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Video' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch Tutorial' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Tutorial' }).getByLabel('Share, go viral, earn'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close tutorial' }).click();
  await page.getByRole('button', { name: 'Create New Video' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The real flow: product URL → script review → Create Video.
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Create Video' }).click();
  await expect(page.getByText('Video generation started!')).toBeVisible();
  await expect(page).toHaveURL(/\/video-generation$/);
  await expect(page.getByRole('heading', { name: 'Generating Your Video' })).toBeVisible();
  const stages = page.getByRole('list', { name: 'Video generation stages' }).getByRole('listitem');
  await expect(stages).toHaveText([
    /Preparing Assets/,
    /Generating Voiceovers/,
    /Downloading Backgrounds/,
    /Creating Text Overlays/,
    /Compositing Video/,
    /Finalizing/,
  ]);
  // At most one stage is under way at a time (none once done: a render from a warm cache can finish
  // before this line runs, so the count is read once, not awaited).
  expect(await page.locator('[data-state="active"]').count()).toBeLessThanOrEqual(1);

  const viewLink = page.getByRole('link', { name: 'View Generated Video' });
  await expect(viewLink).toBeVisible({ timeout: 360_000 });
  await expect(page.getByText('Video generated successfully!')).toBeVisible();
  await expect(page.getByTestId('video-status')).toHaveText('completed');
  await expect(page.getByTestId('video-percent')).toHaveText('100%');
  await expect(stages.and(page.locator('[data-state="done"]'))).toHaveCount(6);
  const videoId = (await viewLink.getAttribute('href'))?.split('/').pop() ?? '';
  expect(videoId).toMatch(/^[0-9a-f-]{36}$/);

  // The 9:16 preview plays (signed media link, range requests).
  const preview = page.getByTestId('preview-video');
  await expect(preview).toHaveAttribute('src', /\/api\/media\/videos\/.+\/video\.mp4\?exp=\d+&sig=/);
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  await preview.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  const dims = await preview.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
  expect(dims).toEqual([1080, 1920]);

  // Share: Facebook opens the sharer with the video's own tracked link (issue 23: a click on it counts
  // for this video and leads to the product URL); Instagram copies that link + commentary.
  // The network is closed here: answer the sharer locally so the popup lands on its real address.
  await page.context().route('https://www.facebook.com/**', (r) => r.fulfill({ body: 'sharer' }));
  const popupP = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Share on Facebook' }).click();
  const popup = await popupP;
  await popup.waitForLoadState();
  const shared = new URL(popup.url());
  expect(shared.hostname).toBe('www.facebook.com');
  const tracked = shared.searchParams.get('u') ?? '';
  expect(tracked).toMatch(/\/go\/[0-9A-Za-z]{10}$/);
  await popup.close();
  await page.getByRole('button', { name: 'Share on Instagram' }).click();
  await expect(
    page.getByText('Video URL and commentary copied to clipboard. You can now share it on Instagram.'),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(tracked);

  // Download as video-{id}.mp4.
  const downloadP = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download video' }).click();
  const download = await downloadP;
  expect(download.suggestedFilename()).toBe(`video-${videoId}.mp4`);
  await expect(page.getByText('Video download started')).toBeVisible();

  // My Videos: the card with its captured 0.1 s poster, date, copy buttons, one player at a time.
  await page.goto('/videos');
  const card = page.getByTestId('video-card');
  await expect(card).toHaveCount(1);
  const cardVideo = card.getByTestId('card-video');
  await expect(cardVideo).toHaveAttribute('poster', /^data:image\/jpeg;base64,/, { timeout: 20_000 });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-US'));
  await expect(card.locator('time')).toHaveText(today);
  await expect(card.getByText(demoUrl)).toBeVisible();
  // A plain product link is not an affiliate link: the card says why there is none.
  await expect(card.getByRole('link', { name: 'Affiliate (Money-Making) Link' })).toHaveCount(0);
  await expect(
    card.getByText('This video was made from a product link, not a marketplace offer'),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Copy product URL' }).click();
  await expect(page.getByText('Product URL copied to clipboard')).toBeVisible();
  await card.getByRole('button', { name: 'Copy commentary' }).click();
  await expect(page.getByText('Commentary copied to clipboard')).toBeVisible();
  await expect(cardVideo).not.toHaveAttribute('controls', /.*/);
  await card.getByRole('button', { name: 'Play video' }).click();
  await expect(cardVideo).toHaveAttribute('controls', /.*/);
  await expect.poll(() => cardVideo.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

  // Details, then delete with the spec's confirmation.
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${videoId}$`));
  await expect(page.getByRole('heading', { name: 'Video Details' })).toBeVisible();
  await expect(page.getByTestId('details-video')).toBeVisible();
  await expect(page.getByText('Created on')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Website Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();
  await expect(page.getByText('Music Mood').first()).toBeVisible();
  // Each scene shows its picture and the human description, never the image's internal reference.
  await expect(page.getByRole('img', { name: /^Scene 1 shows product shot \d$/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Product image \d+:|\/images\/[^ ]+\.(?:jpg|png)/);
  await expect(page.getByRole('heading', { name: 'Suggested Music Style' })).toBeVisible();
  await expect(
    page.getByText('This video was made from a product link, not a marketplace offer'),
  ).toBeVisible();
  // Rendered offline: the flite voice and no stock clips, both said on the page.
  await expect(page.getByRole('link', { name: /^Offline voice/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^No stock footage/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Videos' })).toBeVisible();

  // The app's own dialog asks (never the browser's confirm box, issue 33).
  await page.getByRole('button', { name: 'Delete Video' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
  await expect(confirm).toContainText('Are you sure you want to delete this video?');
  await confirm.getByRole('button', { name: 'Delete Video' }).click();
  await expect(page.getByText('Video deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByText("You haven't created any videos yet.")).toBeVisible();

  // The deleted video is gone for good.
  await page.goto(`/video/${videoId}`);
  await expect(page.getByText('Failed to load video details').first()).toBeVisible();
});
