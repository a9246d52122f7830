import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

// Issue 33 item 4: a small campaign in demo mode (two demo products) is written, rendered and
// scheduled, then paused, resumed, cancelled (every pending post in one step) and deleted, each
// through the app's own buttons and dialogs; on a 375 px phone its pages never scroll sideways.

const product = (i: number) => `${DEMO_SHOP_ORIGIN}/products/${demoProducts[i]?.slug ?? ''}`;

async function fitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('campaign steering: pause, resume, cancel all pending posts in one step, delete; fits 375 px', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signedInPage(page, 'steer');
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: 'Connect YouTube', exact: true })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);

  await page.goto('/campaigns/new');
  await page.getByLabel('Campaign name').fill('Steer week');
  await page.getByLabel('Product URLs (one per line)').fill([product(0), product(1)].join('\n'));
  await page.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  await page.getByLabel('Times of day').fill('9:00, 18:00');
  await page.getByLabel('Format').selectOption({ label: 'Square 1:1' });
  await page.getByRole('button', { name: 'Write the scripts' }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+$/);
  const campaignUrl = page.url();

  // Items are titled by the product's name, never by a URL.
  await expect(page.locator('[data-state="ready"]')).toHaveCount(2, { timeout: 180_000 });
  const titles = page.getByRole('list', { name: 'Campaign items' }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(2);
  for (const title of await titles.allTextContents()) expect(title).not.toMatch(/https?:|\//);

  await page.getByRole('button', { name: 'Render 2 videos' }).click();
  await expect(page.locator('[data-state="rendering"]').first()).toBeVisible();
  await expect(page.locator('[data-state="scheduled"]')).toHaveCount(2, { timeout: 480_000 });
  // The campaign's clicks and earnings are on its page.
  const figures = page.getByRole('definition');
  await expect(page.getByLabel('Clicks and earnings of this campaign')).toContainText('Clicks');
  await expect(figures).toHaveCount(3);

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText(/^Paused\. No script or video starts while it is paused/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Paused since / })).toContainText(
    'its 2 scheduled posts wait',
  );
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);

  // A phone: the paused campaign with its posts, and the list, never scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await fitsPhone(page);
  await page.goto('/campaigns');
  await expect(page.getByRole('link', { name: /Steer week/ })).toBeVisible();
  await fitsPhone(page);
  await page.goto(campaignUrl);
  await expect(page.getByRole('heading', { name: 'Steer week' })).toBeVisible();

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(/^Resumed\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // Cancel asks in the app's own dialog, then cancels every pending post in one step.
  await page.getByRole('button', { name: 'Cancel campaign' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await expect(ask).toContainText('all 2 scheduled posts are cancelled in one step');
  await ask.getByRole('button', { name: 'Cancel campaign' }).click();
  await expect(
    page.getByText('Cancelled. 2 scheduled posts were cancelled.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('[data-state="cancelled"]')).toHaveCount(2);
  await expect(page.locator('[data-state="cancelled"]').filter({ hasText: 'cancelled ·' })).toHaveCount(2);
  await fitsPhone(page);

  await page.getByRole('button', { name: 'Delete campaign' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this campaign?' });
  await expect(confirm).toContainText('its videos and scripts stay yours');
  await confirm.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByText(/^Deleted “Steer week” and 2 posts not published\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /Steer week/ })).toHaveCount(0);
});
