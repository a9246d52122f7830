import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;
const RENDER_MS = 360_000;

/** On the review page: create the video and wait until its render is done; returns the new video's id. */
async function createAndRender(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create Video' }).click();
  const viewLink = page.getByRole('link', { name: 'View Generated Video' });
  await expect(viewLink).toBeVisible({ timeout: RENDER_MS });
  return (await viewLink.getAttribute('href'))?.split('/').pop() ?? '';
}

test('a finished video made in Spanish and Polish: pick languages, review each, My Videos groups them', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signedInPage(page, 'translations');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  const originalId = await createAndRender(page);
  await page.getByRole('link', { name: 'View Generated Video' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${originalId}$`));

  // Pick languages: every supported one but the video's own (English) is offered.
  await page.getByRole('button', { name: 'Make it in another language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make it in another language' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(7);
  await expect(dialog.getByRole('checkbox', { name: /^English/ })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: /^Spanish/ }).check();
  await dialog.getByRole('checkbox', { name: /^Polish/ }).check();
  await dialog.getByRole('button', { name: 'Translate' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  // The review page for each translation: Spanish first, in Spanish, then rendered.
  await page.getByRole('button', { name: 'Review Spanish script' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/);
  await expect(page.getByLabel('Language')).toHaveValue('es');
  await expect(page.getByText(/Toca el enlace y consigue/).first()).toBeVisible();
  await createAndRender(page);

  // Back to the original (in the app, so the translations made there are still listed): Polish.
  await page.getByRole('link', { name: 'View Generated Video' }).click();
  await page.getByRole('link', { name: 'Back to My Videos' }).click();
  const family = page.getByTestId('translation-group');
  await expect(family).toHaveCount(1);
  await family.getByTestId('translation-tile').first().getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${originalId}$`));
  await page.getByRole('button', { name: 'Review Polish script' }).click();
  await expect(page.getByLabel('Language')).toHaveValue('pl');
  await expect(page.getByText(/Kliknij w link i zamów już dziś/).first()).toBeVisible();
  await createAndRender(page);

  // My Videos: one row holding the original and both translations, not three separate cards.
  await page.goto('/videos');
  const row = page.getByRole('article', { name: /The same ad in 3 languages: English, Spanish, Polish/ });
  await expect(row).toBeVisible();
  const tiles = row.getByTestId('translation-tile');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.nth(0)).toContainText('English (original)');
  await expect(tiles.nth(1)).toContainText('Spanish');
  await expect(tiles.nth(2)).toContainText('Polish');
  await expect(page.getByTestId('video-card')).toHaveCount(0);
  await expect(row.getByRole('img', { name: /poster$/ })).toHaveCount(3, { timeout: RENDER_MS });
});
