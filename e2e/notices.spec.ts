import { demoProducts } from '@adreel/demo-shop/products';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 33 item 5: the shell's usage meter counts the render, and publishing a post to the YouTube
// stand-in leaves a notice in the bell that links to the post; at 1366 and at 375 px.

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[0]?.slug ?? ''}`;

test.describe.configure({ mode: 'serial' });
let page: Page;
let videoUrl = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(480_000);
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signedInPage(page, 'notices');
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: 'Connect YouTube', exact: true })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);
  videoUrl = await renderVideoFrom(page, demoUrl);
});
test.afterAll(async () => {
  await page.close();
});

test('the usage meter shows the render used today against the daily cap', async () => {
  await page.goto('/videos');
  const button = page.getByRole('button', { name: /^Renders 1\/\d+/ });
  await expect(button).toBeVisible();
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Usage' });
  const renders = panel.getByRole('progressbar', { name: 'Renders today' });
  await expect(renders).toHaveAttribute('aria-valuenow', '1');
  await expect(renders).toHaveAttribute('aria-valuetext', /^1 \/ \d+/);
  await expect(panel.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuetext', / MB/);
  await expect(panel.getByRole('progressbar', { name: 'Scheduled posts' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a published post rings the bell once, and its notice opens the post', async () => {
  test.setTimeout(150_000);
  await page.goto(videoUrl);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  await dialog.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  const row = page.getByTestId('post-row');
  await expect(row.getByTestId('post-status')).toHaveText('published', { timeout: 90_000 });
  const postId = await row.getAttribute('data-post-id');

  // The bell looks again every half minute; a reload shows the notice at once.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('notice-count')).toHaveText('1');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('link', { name: /Posted to YouTube/ });
  await expect(notice).toContainText('is live on the YouTube demo stand-in');
  await page.goto('/offers');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Posted to YouTube/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/video/[0-9a-f-]+#post-${postId}$`));
  await expect(page.locator(`[id="post-${postId}"]`)).toBeVisible();
  // Opening it marked it read.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('at 375 px the meter and the bell sit in the header without sideways scrolling', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/offers');
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: /^Renders 1\/\d+/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notice')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
