import { demoProducts } from '@adreel/demo-shop/products';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 32 item 4: a new user publishes a video to the TikTok stand-in, picks a link-in-bio handle in
// Settings, and on a phone-sized screen their page at /u/{handle} shows the post's offer; its button
// lands on the offer.

const product = demoProducts[0];
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${product?.slug ?? ''}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe.configure({ mode: 'serial' });
let page: Page;
let handle = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(480_000);
  page = await browser.newPage();
  const user = await signedInPage(page, 'bio');
  handle = `bio_${user.email.replace(/[^a-z0-9]/g, '').slice(-20)}`;
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: 'Connect TikTok', exact: true })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);
  const videoUrl = await renderVideoFrom(page, demoUrl);
  await page.goto(videoUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  await dialog.getByRole('checkbox', { name: /TikTok · Demo Creator/ }).check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('post-status')).toHaveText(['published'], { timeout: 90_000 });
});
test.afterAll(async () => {
  await page.close();
});

test('a new user sets a handle in Settings; the page URL is shown with a copy button', async () => {
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('No handle yet, so there is no page.')).toBeVisible();
  // A handle that breaks the rule is refused before anything is sent.
  await account.getByLabel('Handle', { exact: true }).fill('no');
  await account.getByRole('button', { name: 'Save handle' }).click();
  await expect(account.getByLabel('Handle', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(account.getByText(/3–30 characters: lowercase letters, digits, _ and -/)).toBeVisible();
  await account.getByLabel('Handle', { exact: true }).fill(handle.toUpperCase());
  await account.getByRole('button', { name: 'Save handle' }).click();
  await expect(page.getByText('Your link-in-bio page is live')).toBeVisible();
  await expect(account.getByLabel('Your link-in-bio page', { exact: true })).toHaveValue(
    new RegExp(`/u/${handle}$`),
  );
  await expect(account.getByRole('button', { name: 'Copy your link-in-bio page address' })).toBeVisible();
});

test('on a 375 px phone the page lists the published post’s offer and its button lands on the offer', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  const res = await page.goto(`/u/${handle}`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`@${handle}`);
  const offers = page.getByRole('listitem');
  await expect(offers).toHaveCount(1);
  await expect(offers).toContainText('From my TikTok video');
  await expect(offers.getByRole('heading', { level: 2 })).toContainText(product?.name ?? '');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await offers.getByRole('link', { name: /^Get / }).click();
  await expect(page).toHaveURL(new RegExp(`^${escapeRe(demoUrl)}`));

  // Somebody else's or nobody's handle: a plain 404 page.
  const missing = await page.goto('/u/nobody_has_this_handle');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
