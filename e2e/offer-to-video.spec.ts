import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

// Issue 33 items 1 and 7: marketplace offers are easy to choose (search, filters, sort over the whole
// catalog, kept in the address) and each becomes a video written from its catalog entry; five offers
// picked by commission run as a campaign that writes, renders and schedules all five.

async function connectMarketplace(page: Page, affiliateId: string) {
  await page.goto('/offers');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/digistore\/approve\//);
  await page.getByLabel('Affiliate ID (user name)').fill(affiliateId);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByText('84 offers found')).toBeVisible();
}

const cards = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading') });

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('sort, search and filter the catalog; Make video writes the offer’s script and renders it', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await signedInPage(page, 'offer-video');
    await connectMarketplace(page, 'offervid1');

    await page.getByLabel('Sort by').selectOption({ label: 'Highest commission' });
    await expect(page).toHaveURL(/sort=commission/);
    await expect(cards(page).first().getByText('Commission: 75%')).toBeVisible();

    await page.getByLabel('Search offers').fill('sleep');
    await expect(page).toHaveURL(/q=sleep/);
    await expect(page.getByRole('heading', { name: 'Sleep Deep Method' })).toBeVisible();
    await expect(page.getByText('84 offers found')).toHaveCount(0);
    await page.getByLabel('Category').selectOption('Health & Fitness');
    await expect(page).toHaveURL(/category=Health/);
    // Reload keeps the search, filter and sort.
    await page.reload();
    await expect(page.getByLabel('Search offers')).toHaveValue('sleep');
    await expect(page.getByLabel('Category')).toHaveValue('Health & Fitness');
    await expect(page.getByLabel('Sort by')).toHaveValue('commission');
    await expect(page.getByRole('heading', { name: 'Sleep Deep Method' })).toBeVisible();

    await page.getByLabel('Search offers').fill('no such offer zz');
    await expect(page.getByText(/^No offers match “no such offer zz” in Health & Fitness/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page.getByText('84 offers found')).toBeVisible();
    await expect(page.getByLabel('Search offers')).toHaveValue('');

    // Make video: the script is written from the offer's catalog entry, then rendered.
    await page.getByLabel('Search offers').fill('Sleep Deep Method');
    await expect(page.getByText('1 offer found')).toBeVisible();
    await page.getByRole('link', { name: 'Make video: Sleep Deep Method' }).click();
    await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 90_000 });
    await expect(page.getByText(/Sleep Deep Method/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByRole('link', { name: 'View Generated Video' })).toBeVisible({ timeout: 360_000 });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('pick five offers by commission and run a campaign that writes, renders and schedules all five', async ({
    page,
  }) => {
    test.setTimeout(1_200_000);
    await signedInPage(page, 'offer-campaign');
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Channels' })
      .getByRole('button', { name: 'Connect YouTube', exact: true })
      .click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/settings\?channel=connected/);
    await connectMarketplace(page, 'offercamp1');

    await page.getByLabel('Sort by').selectOption('commission');
    await expect(cards(page).first().getByText('Commission: 75%')).toBeVisible();
    const picks = cards(page).getByRole('checkbox', { name: /^Pick .* for a campaign$/ });
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      await picks.nth(i).check();
      names.push((await cards(page).nth(i).getByRole('heading').first().textContent()) ?? '');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Campaign from 5 offers' }).click();

    await expect(page).toHaveURL(/\/campaigns\/new\?offers=/);
    await expect(page.getByText('5 of at most 20 items')).toBeVisible();
    await page.getByLabel('Campaign name').fill('Best commissions');
    await page.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
    await page.getByLabel('Format').selectOption({ label: 'Square 1:1' });
    await page.getByRole('button', { name: 'Write the scripts' }).click();

    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+$/);
    await expect(page.locator('[data-state="ready"]')).toHaveCount(5, { timeout: 180_000 });
    await expect(page.locator('[data-state="failed"]')).toHaveCount(0);
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await page.getByRole('button', { name: 'Render 5 videos' }).click();
    await expect(page.locator('[data-state="scheduled"]')).toHaveCount(5, { timeout: 960_000 });
  });
});
