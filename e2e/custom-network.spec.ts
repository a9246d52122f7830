import { expect, request, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, E2E_URL } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 34 item 4: a network that reports sales by S2S postback. A new user connects JVZoo (preset),
// makes a video for a JVZoo product link, a buyer follows the video's link (our click id goes out as
// JVZoo's `tid`), JVZoo calls the pasted postback URL with its macros filled, and Performance shows the
// sale under the video and under that network. In demo mode the JVZoo link is the demo shop's stand-in
// (`/networks/jvzoo/c/{affiliate}/{product}`), which sends the buyer on to the product page as JVZoo would.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const JVZOO_LINK = `${DEMO_SHOP_ORIGIN}/networks/jvzoo/c/4411/keto-kitchen-ebook`;

test('a JVZoo-preset postback records the sale under the video and under that network', async ({ page }) => {
  // Rendering a video dominates; two shared cores under load took 7 minutes.
  test.setTimeout(720_000);
  await signedInPage(page, 'network');

  // Settings → Integrations → Other networks: JVZoo is the first preset, named after itself.
  await page.goto('/settings#integrations');
  const card = page.getByRole('region', { name: 'Other networks (S2S postback)' });
  // The Settings page asks for a score of things at once; a busy machine answers slowly.
  await expect(card.getByText('No network connected yet.')).toBeVisible({ timeout: 60_000 });
  const form = card.getByRole('form', { name: 'Connect a network' });
  await expect(form.getByLabel('Network')).toHaveValue('jvzoo');
  await expect(form.getByLabel('Name')).toHaveValue('JVZoo');
  await form.getByText('Sub-id parameter, macros and link hosts').click();
  await expect(form.getByLabel('Sub-id parameter')).toHaveValue('tid');
  await expect(form.getByLabel('Click id macro')).toHaveValue('{tid}');
  await form.getByRole('button', { name: 'Connect network' }).click();
  await expect(page.getByText('JVZoo connected: paste its postback URL into the network')).toBeVisible({
    timeout: 30_000,
  });

  const jvzoo = card.getByRole('article', { name: 'JVZoo' });
  await expect(jvzoo.getByText(/Links to jvzoo\.com carry your click id as/)).toBeVisible();
  await expect(jvzoo.getByText(/Demo links through .+\/networks\/jvzoo work the same way/)).toBeVisible();
  const field = jvzoo.getByRole('textbox', { name: 'Postback URL for JVZoo' });
  await expect(field).toHaveValue(
    /\/postback\/[A-Za-z0-9_-]{32}\?token=[A-Za-z0-9_-]{24}&cid=\{tid\}&transaction_id=\{transaction_id\}&amount=\{affiliate_amount\}&type=\{transaction_type\}$/,
  );
  const postbackUrl = await field.inputValue();
  await expect(jvzoo.getByText('No postback received yet.')).toBeVisible();

  // A video for the JVZoo product link; its tracked link goes to that link.
  await renderVideoFrom(page, JVZOO_LINK);
  const goUrl = (await page.getByTestId('video-tracked-link').textContent())?.trim() ?? '';
  expect(goUrl).toMatch(/\/go\/[0-9A-Za-z]{10}$/);

  // A buyer follows it: the redirect carries a fresh click id as JVZoo's tid, and lands on the product.
  const outside = await request.newContext({ baseURL: E2E_URL, extraHTTPHeaders: { 'user-agent': CHROME } });
  const hop = await outside.get(goUrl, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  const location = new URL(hop.headers().location ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(JVZOO_LINK);
  const tid = location.searchParams.get('tid') ?? '';
  expect(tid).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const landed = await outside.get(location.href);
  expect(landed.url()).toBe(`${DEMO_SHOP_ORIGIN}/products/keto-kitchen-ebook`);

  // The buyer's click is on the Performance page (clicks are written in batches) before the buyer pays.
  await page.goto('/performance');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('total-Clicks')).toHaveText('1', { timeout: 20_000 });
  }).toPass({ timeout: 150_000 });

  // JVZoo calls the pasted URL with its macros filled.
  const filled = postbackUrl
    .replace('{tid}', encodeURIComponent(tid))
    .replace('{transaction_id}', 'JVZ-E2E-1')
    .replace('{affiliate_amount}', '24.50')
    .replace('{transaction_type}', 'SALE');
  const answer = await outside.get(filled);
  expect([answer.status(), await answer.text()]).toEqual([200, 'OK']);
  // The same call again is refused and counts nothing.
  const replay = await outside.get(filled);
  expect(replay.status()).toBe(409);
  await outside.dispose();

  await page.goto('/settings#integrations');
  await expect(jvzoo.getByText(/^Last postback received: /)).toBeVisible({ timeout: 60_000 });

  // Performance: the sale under the video, and under the network's marketplace.
  await page.goto('/performance');
  await page.getByLabel('Marketplace', { exact: true }).selectOption({ label: 'Other network' });
  const row = page.getByTestId('performance-row').filter({ hasText: 'Keto Kitchen' });
  await expect(row).toHaveCount(1, { timeout: 60_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1'); // sales
  await expect(row.getByRole('cell').nth(3)).toHaveText(/24\.50/); // earnings
  const sold = page.getByTestId('recent-sale').first();
  await expect(sold).toContainText(/JVZoo/);
  await expect(sold).toContainText('$24.50');
  await expect(sold.getByTestId('recent-sale-click')).toContainText(/^Clicked .+ before/);
  await page.getByLabel('Marketplace', { exact: true }).selectOption({ label: 'ClickBank' });
  await expect(page.getByTestId('recent-sale')).toHaveCount(0);
});
