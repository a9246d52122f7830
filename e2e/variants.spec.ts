import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;
const EDITED_HOOK = 'Still waiting for a sign? This is it.';

/** A new user's script for the demo product, on the review page; returns the Hook variants section. */
async function reviewWithHooks(page: Page, tag: string) {
  await signedInPage(page, tag);
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  const section = page.getByRole('heading', { name: 'Hook variants' }).locator('xpath=..');
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('review shows 3 hooks → create 2 variants → My Videos groups them, each renders', async ({ page }) => {
  test.setTimeout(480_000);
  // The writer proposed three alternative hooks beside the original first scene.
  const section = await reviewWithHooks(page, 'variants');
  await expect(section.getByTestId('hook-variant')).toHaveCount(4);
  const texts = await Promise.all(
    [1, 2, 3].map((n) => section.getByRole('textbox', { name: `Hook ${n} text` }).inputValue()),
  );
  expect(new Set(texts).size).toBe(3);
  await expect(section.getByRole('button', { name: 'Create 4 variants' })).toBeEnabled();

  // Keep the original and hook 1 (edited): two variants.
  await section.getByRole('checkbox', { name: 'Hook 2' }).uncheck();
  await section.getByRole('checkbox', { name: 'Hook 3' }).uncheck();
  await section.getByRole('textbox', { name: 'Hook 1 text' }).fill(EDITED_HOOK);
  await section.getByRole('button', { name: 'Create 2 variants' }).click();

  await expect(page).toHaveURL(/\/videos$/, { timeout: 30_000 });
  const group = page.getByRole('article', { name: 'Variants A/B' });
  await expect(group).toBeVisible();
  const tiles = group.getByTestId('variant-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toContainText('Variant A');
  await expect(tiles.nth(1)).toContainText('Variant B');
  await expect(tiles.nth(1)).toContainText(EDITED_HOOK);
  // One group, not two separate cards.
  await expect(page.getByTestId('video-card')).toHaveCount(0);

  // Both render (the second mostly from the first's cached scenes) and show their posters.
  await expect(group.getByRole('img', { name: /^Variant [AB] poster$/ })).toHaveCount(2, {
    timeout: 420_000,
  });
});

test('the default four variants pass the limit of three renders at once: the fourth waits, then starts', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const section = await reviewWithHooks(page, 'variants-queue');
  // Original + 3 hooks, as the page ticks them: four videos against a limit of three at once.
  await section.getByRole('button', { name: 'Create 4 variants' }).click();

  await expect(page).toHaveURL(/\/videos$/, { timeout: 30_000 });
  const tiles = page.getByRole('article', { name: 'Variants A/B/C/D' }).getByTestId('variant-tile');
  await expect(tiles).toHaveCount(4);
  const d = tiles.nth(3);
  await expect(d).toContainText('Variant D');
  await expect(d.getByTestId('video-status')).toHaveText('queued');
  await expect(d).toContainText('Queued — waiting for a free render slot');
  // No refusal anywhere on the way.
  await expect(page.getByText(/at most 3 videos at once|Too Many Requests/)).toHaveCount(0);
  // When one of the first three ends, D takes its slot by itself (the list keeps polling).
  await expect(d.getByTestId('video-status')).not.toHaveText('queued', { timeout: 420_000 });
});
