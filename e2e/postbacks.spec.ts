import { expect, request, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { E2E_URL } from './support/env.ts';

const PLACEHOLDERS =
  'cid={cid}&campaignkey={campaignkey}&amount={amount_affiliate}&currency={currency}&product_id={product_id}&transaction_id={transaction_id}&type={transaction_type}&country={country}&affiliate={affiliate_name}';

/** The URL as Digistore24 calls it: every placeholder filled. */
function filled(url: string, values: Record<string, string>): string {
  return url.replace(/\{([a-z_]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

test('Settings: an affiliate copies the S2S postback URL, tests it, sees it received, and rotates its token', async ({
  page,
}) => {
  await signedInPage(page, 'postback');
  await page.goto('/settings#integrations');
  const card = page.getByRole('region', { name: 'Digistore24 sales for affiliates (S2S postback)' });
  await expect(card.getByText('Account → S2S Postback')).toBeVisible();

  const field = card.getByLabel('S2S postback URL');
  await expect(field).toHaveValue(/\/digistore\/postback\/[A-Za-z0-9_-]{32}\?token=[A-Za-z0-9_-]{24}&/);
  const url = await field.inputValue();
  expect(url.endsWith(PLACEHOLDERS)).toBe(true);
  await card.getByRole('button', { name: 'Copy postback URL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await expect(card.getByText('No postback received yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Send a test postback' }).click();
  await expect(page.getByText('Test postback received')).toBeVisible();
  await expect(card.getByText(/^Last postback received: .+ \(test\)$/)).toBeVisible();

  // Digistore24 calls the pasted URL with its placeholders filled: answered OK, shown as received.
  const outside = await request.newContext({ baseURL: E2E_URL });
  const sale = filled(url, {
    amount_affiliate: '27.50',
    currency: 'EUR',
    transaction_id: 'E2E1',
    transaction_type: 'payment',
  });
  const answer = await outside.get(sale);
  expect([answer.status(), await answer.text()]).toEqual([200, 'OK']);
  await page.reload();
  await expect(card.getByText(/^Last postback received: .+[^)]$/)).toBeVisible();

  // A rotated token: the key stays, the old URL is refused, the new one shown works.
  await card.getByRole('button', { name: 'Rotate token' }).click();
  await expect(page.getByText('New token made: paste the new URL into Digistore24')).toBeVisible();
  await expect(field).not.toHaveValue(url);
  const rotated = await field.inputValue();
  expect(new URL(rotated).pathname).toBe(new URL(url).pathname);
  expect((await outside.get(filled(url, { transaction_id: 'E2E2', amount_affiliate: '1' }))).status()).toBe(
    403,
  );
  expect(
    (await outside.get(filled(rotated, { transaction_id: 'E2E2', amount_affiliate: '1' }))).status(),
  ).toBe(200);
  await outside.dispose();
});
