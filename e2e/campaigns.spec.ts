import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

// Issue 24 item 6: a small campaign — two demo products and one page that does not exist. The broken
// one shows its fetch error and is dropped, the two others are reviewed, rendered (square, the
// cheapest frame) and placed on the rhythm as posts to the stand-in YouTube channel.

const product = (i: number) => `${DEMO_SHOP_ORIGIN}/products/${demoProducts[i]?.slug ?? ''}`;
const broken = `${DEMO_SHOP_ORIGIN}/products/no-such-product-here`;

test('campaign: write, review (drop a broken page, edit a script), render and schedule on a rhythm', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signedInPage(page, 'campaign');
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: 'Connect YouTube', exact: true })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);

  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await page.getByLabel('Campaign name').fill('Demo week');
  await page.getByLabel('Product URLs (one per line)').fill([product(0), product(1), broken].join('\n'));
  await expect(page.getByText('3 of at most 20 items')).toBeVisible();
  await page.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  await page.getByLabel('Times of day').fill('9:00, 18:00');
  await expect(page.getByText(/^2 per day at 09:00 and 18:00 from /)).toBeVisible();
  await page.getByLabel('Format').selectOption({ label: 'Square 1:1' });
  await page.getByRole('button', { name: 'Write the scripts' }).click();

  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Demo week' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Campaign items' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // The two real pages are written; the missing one fails with the fetch error and can be retried or dropped.
  await expect(page.locator('[data-state="ready"]')).toHaveCount(2, { timeout: 120_000 });
  const failed = page.locator('[data-state="failed"]');
  await expect(failed).toHaveCount(1, { timeout: 120_000 });
  await expect(failed.getByRole('button', { name: /^Retry / })).toBeVisible();
  await failed.getByRole('button', { name: /^Drop / }).click();
  await expect(page.locator('[data-state="dropped"]')).toHaveCount(1);

  // Review: one scene's text edited and saved.
  const first = page.locator('[data-state="ready"]').first();
  await first.getByRole('button', { name: /^Edit the script of / }).click();
  await first.getByLabel('Scene 1').fill('Meet the calmest lamp of the week.');
  await first.getByRole('button', { name: 'Save script' }).click();
  await expect(page.getByText('Meet the calmest lamp of the week.')).toBeVisible();

  await page.getByRole('button', { name: 'Render 2 videos' }).click();
  await expect(page.getByText('Rendering started.')).toBeVisible();
  await expect(page.locator('[data-state="rendering"]')).toHaveCount(2);
  // Each finished video is placed in the rhythm's next free slot, one post on the YouTube channel.
  await expect(page.locator('[data-state="scheduled"]')).toHaveCount(2, { timeout: 480_000 });
  const posts = page.locator('[data-state="scheduled"]').getByText('YouTube · Demo Channel');
  await expect(posts).toHaveCount(2);

  // The list shows the campaign with its counts.
  await page.goto('/campaigns');
  await expect(page.getByRole('link', { name: /Demo week.*2 scheduled · 1 dropped/ })).toBeVisible();
});
