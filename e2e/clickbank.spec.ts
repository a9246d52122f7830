import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { CLICKBANK_STAND_IN_ORIGIN } from './support/env.ts';

// Issue 34 item 3: in demo mode a new user connects ClickBank (its stand-in, a process of its own),
// makes a video for a ClickBank product, a buyer follows the video's link (our click id goes out as
// ClickBank's tid and comes back upper-cased), buys on the vendor page, the stand-in sends an INS sale
// encrypted with the account's secret key, and Performance shows it under the video and under ClickBank
// beside a Digistore24 sale.

// Two shared cores under several suites: the API, the stand-in and the worker answer slowly at times.
const expect = baseExpect.configure({ timeout: 60_000 });

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

test('a ClickBank INS sale shows under the video and under ClickBank beside Digistore24', async ({
  page,
  browser,
}) => {
  // A render on two shared cores: up to ten minutes when other suites render too.
  test.setTimeout(1_080_000);
  const nickname = `cb${randomBytes(4).toString('hex')}`;
  await signedInPage(page, 'clickbank');

  // The stand-in shows the account's API key, as ClickBank's API Management page does.
  const standIn = await page.context().newPage();
  await standIn.goto(`${CLICKBANK_STAND_IN_ORIGIN}/account/${nickname}`);
  await expect(standIn.getByRole('note')).toHaveText(/ClickBank stand-in/);
  const apiKey = (await standIn.getByTestId('api-key').textContent())?.trim() ?? '';
  expect(apiKey).toMatch(/^API-[A-Z0-9]{32}$/);

  // Settings → ClickBank: connect with the nickname and the key; a wrong key is refused first.
  await page.goto('/settings#clickbank');
  const card = page.getByRole('region', { name: 'ClickBank', exact: true });
  await expect(card.getByText(/Demo mode: a ClickBank stand-in answers instead of ClickBank/)).toBeVisible();
  await card.getByLabel('ClickBank nickname').fill(nickname);
  await card.getByLabel('ClickBank API key').fill('API-WRONGKEY0000000000');
  await card.getByRole('button', { name: 'Connect ClickBank' }).click();
  await expect(page.getByText('ClickBank refused this API key for that nickname.')).toBeVisible();
  await card.getByLabel('ClickBank API key').fill(apiKey);
  await card.getByRole('button', { name: 'Connect ClickBank' }).click();
  // (The success toast lasts two seconds; the connected card stays.)
  await expect(card.getByText(`Connected as ${nickname}.`)).toBeVisible();
  const insUrl = await card.getByLabel('Instant Notification URL', { exact: true }).inputValue();
  const secret = await card.getByLabel('Secret key', { exact: true }).inputValue();
  expect(insUrl).toMatch(/\/clickbank\/ins\/[A-Za-z0-9_-]{32}$/);
  expect(secret).toMatch(/^[A-Z0-9]{16}$/);

  // ...and pastes them into ClickBank's INS settings (the stand-in's account page), version 8.0.
  await standIn.getByLabel('Instant Notification URL', { exact: true }).fill(insUrl);
  await standIn.getByLabel('Secret key', { exact: true }).fill(secret);
  await standIn.getByRole('button', { name: 'Save INS settings' }).click();
  await standIn.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(standIn.getByTestId('message')).toHaveText(/^HTTP 200 OK: test/);

  // Offers → ClickBank: the stand-in's products; Make video writes the script from the catalog entry.
  await page.goto('/offers');
  await page.getByRole('button', { name: 'ClickBank', exact: true }).click();
  await expect(page).toHaveURL(/marketplace=clickbank/);
  await expect(page.getByRole('heading', { name: 'Keto Meal Plan 28' })).toBeVisible();
  await page.getByRole('link', { name: 'Make video: Keto Meal Plan 28' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Create Video' }).click();
  const view = page.getByRole('link', { name: 'View Generated Video' });
  await expect(view).toBeVisible({ timeout: 720_000 });
  await view.click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]+$/);
  const videoLink = page.getByRole('link', { name: 'Affiliate (Money-Making) Link' });
  const goUrl = (await videoLink.getAttribute('href')) ?? '';
  expect(goUrl).toMatch(/\/go\/[0-9A-Za-z]{10}$/);

  // A buyer follows the video's link: the HopLink carries the click id as tid to the vendor's page.
  const buyer = await browser.newContext({ userAgent: CHROME });
  const shop = await buyer.newPage();
  await shop.goto(goUrl);
  await expect(shop).toHaveURL(
    // (The browser keeps the /go redirect's #cam= fragment across the HopLink's redirect.)
    new RegExp(
      `^${CLICKBANK_STAND_IN_ORIGIN}/vendor/ketomeal/\\?hop=${nickname}&tid=[A-Z0-9]{24}(#cam=v_\\w+)?$`,
    ),
  );
  await expect(shop.getByRole('note')).toHaveText(/ClickBank stand-in/);
  await shop.getByRole('button', { name: 'Buy now (stand-in test purchase)' }).click();
  // The stand-in's encrypted INS was answered 200 only once the sale was stored.
  await expect(shop.getByTestId('ins-result')).toHaveText('HTTP 200 OK: recorded');
  await buyer.close();

  await page.goto('/settings#clickbank');
  await expect(card.getByText(/^Last notification received /)).toBeVisible();

  // Performance: a Digistore24 (sandbox) sale on the same video's link, beside the ClickBank sale.
  await page.goto('/performance');
  await page.getByLabel('Tracked link or campaign key').fill(goUrl);
  await page.getByRole('button', { name: 'Simulate sale' }).click();
  await expect(page.getByText(/^Sale SBX[0-9A-F]{10} recorded$/)).toBeVisible();
  const markets = page.getByTestId('marketplace-row');
  await expect(markets).toHaveCount(2);
  await expect(markets.filter({ hasText: 'ClickBank' })).toContainText('USD');
  await expect(markets.filter({ hasText: 'Digistore24' })).toContainText('EUR');

  await page.getByLabel('Marketplace', { exact: true }).selectOption('clickbank');
  const row = page.getByTestId('performance-row').filter({ hasText: 'Keto Meal Plan' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('1'); // sales
  await expect(row.getByRole('cell').nth(3)).toHaveText(/28\.20/); // earnings
  const sold = page.getByTestId('recent-sale').first();
  await expect(sold).toContainText('ClickBank');
  await expect(sold).toContainText('$28.20');
  await expect(sold.getByTestId('recent-sale-click')).toContainText(/^Clicked .+ before/);
});
