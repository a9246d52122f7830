import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { E2E_URL } from './support/env.ts';
import { waitForWalkthroughs } from './support/walkthroughs.ts';

// Parts of these screens show the training walkthroughs, prepared after the product starts.
test.beforeAll(waitForWalkthroughs);

test('connect through the sandbox, page the offers, copy a link, use the Promolink modal, disconnect', async ({
  page,
}) => {
  await signedInPage(page, 'offers');
  const affiliateId = `aff${randomBytes(5).toString('hex')}`;

  // Not connected: the explanation panel, Connect Now and the tutorial video.
  await expect(page.getByRole('heading', { name: 'Connect your marketplace account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Now' })).toBeVisible();
  await expect(page.getByLabel('From offer to video')).toBeVisible();

  // Connect → the (sandbox) marketplace's approval page on the app origin.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/digistore\/approve\//);
  await expect(page.getByRole('heading', { name: 'Digistore24 Sandbox — Connect AdReel?' })).toBeVisible();
  await page.getByLabel('Affiliate ID (user name)').fill(affiliateId);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back through /digistore/callback to /offers, connected.
  await expect(page.getByText('Successfully connected to the marketplace!')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByText(`Affiliate ID: ${affiliateId.slice(0, 8)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByText('Tap1: Select an Offer', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('84 offers found')).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(30);
  // Relative catalog images load from the app origin.
  const firstImage = page.locator('article img').first();
  await expect(firstImage).toHaveAttribute('src', new RegExp(`^${E2E_URL}/offer-images/\\d+\\.jpg$`));
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Page 2 through the pagination.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Copy Affiliate Link: the clipboard holds the tracked short link, which answers with the promolink
  // carrying the user's ID and a campaign key; the share dialog opens.
  const copy = page.getByRole('button', { name: /Copy Affiliate Link/ }).first();
  await expect(copy).toContainText(affiliateId.slice(0, 8));
  await copy.click();
  const share = page.getByRole('dialog', { name: 'Share your affiliate link' });
  await expect(share).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/go\/[0-9A-Za-z]{10}$/);
  const redirect = await page.request.get(copied, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toContain(affiliateId);
  expect(redirect.headers().location).toMatch(/p_[0-9A-Za-z]{10}/);
  expect(redirect.headers().location).not.toMatch(/AFFILIATE|CAMPAIGNKEY/);
  await expect(share.getByRole('button', { name: 'Share on Facebook' })).toBeVisible();

  // The Promolink modal: the link and a Copy whose confirmation lasts 2 seconds.
  await share.getByRole('button', { name: 'Promolink' }).click();
  const promolink = page.getByRole('dialog', { name: 'Promolink' });
  await expect(promolink.getByLabel('Your promolink')).toHaveValue(copied);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await promolink.getByRole('button', { name: 'Copy' }).click();
  const confirmedAt = Date.now();
  await expect(promolink.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
  await page.waitForTimeout(1200);
  await expect(promolink.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(promolink.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(1900);
  await page.keyboard.press('Escape');
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // View Offer opens the promolink with the ID applied in a new tab.
  await expect(page.getByRole('link', { name: /View Offer/ }).first()).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /View Offer/ }).first()).toHaveAttribute(
    'href',
    new RegExp(affiliateId),
  );

  // Disconnect: back to not connected.
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Disconnected from the marketplace')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Now' })).toBeVisible();
  await expect(page.getByText(/Affiliate ID:/)).toBeHidden();
  // No offer cards remain; the tutorial walkthrough beside Connect Now is the only article.
  await expect(page.getByText(/\d+ offers found/)).toBeHidden();
  await expect(page.locator('article img[src*="/offer-images/"]')).toHaveCount(0);
});

test('the callback without a state returns to /offers; a cancelled request connects nothing', async ({
  page,
}) => {
  await signedInPage(page, 'offers-cb');
  await page.goto('/digistore/callback?token=abc');
  await expect(page.getByText('Missing state parameter. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);

  await page.getByRole('button', { name: 'Connect Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/digistore\/approve\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Failed to connect to the marketplace: /)).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('button', { name: 'Connect Now' })).toBeVisible();
});
