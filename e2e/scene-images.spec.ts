import { demoProducts } from '@adreel/demo-shop/products';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

/** An <img> that really loaded (the thumbnail came from our API, through the app's CSP). */
const loaded = (img: Locator) =>
  expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

/** No serious or critical WCAG A/AA violation (label-in-name included), as the a11y suite asks of every page. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('iframe')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('review shows scene images as thumbnails; pick another for scene 2; create uses it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInPage(page, 'scene-images');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });

  // Thumbnails are images served by our API, not raw addresses.
  const first = page.getByRole('img', { name: /^Scene 1 shows product shot \d$/ });
  const second = page.getByRole('img', { name: /^Scene 2 shows product shot \d$/ });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await loaded(first);
  await loaded(second);
  expect(await first.getAttribute('src')).toMatch(/^\/api\/media\/scene-images\/thumbnail\.jpg\?/);
  await expect(page.getByText(/Product image \d: http/)).toHaveCount(0);
  const before = await second.getAttribute('alt');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Consecutive scenes never show the same image.
  expect(await first.getAttribute('alt')).not.toBe(before?.replace('Scene 2', 'Scene 1'));

  const storyboard = page.getByRole('region', { name: 'Storyboard' });
  const still2 = storyboard.getByRole('img', { name: 'Scene 2 preview' });
  await expect(still2).toBeVisible({ timeout: 60_000 });
  const stillBefore = await still2.getAttribute('src');

  // On a phone the card and the picker fit the screen (no sideways scrolling).
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Change image for scene 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the image for scene 2' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('picker-375.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(dialog.getByText('Pexels is not configured')).toBeVisible();
  const choices = dialog.getByRole('button', { name: /^Product image \d/ });
  await expect(choices.first()).toBeVisible();
  // The current image is marked; the neighbours' images are offered but cannot be picked.
  await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /\(shown in scene 1\)$/ })).toBeDisabled();
  const free = dialog.locator('button[aria-pressed="false"]:not([disabled])').first();
  const label = (await free.getAttribute('aria-label')) ?? '';
  const position = label.match(/^Product image (\d)$/)?.[1];
  expect(position).toBeTruthy();
  await free.click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The scene shows the picked image, and the storyboard is drawn again with it.
  const picked = page.getByRole('img', { name: `Scene 2 shows product shot ${position}` });
  await expect(picked).toBeVisible();
  await loaded(picked);
  await picked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('review-after-pick.png') });
  expect(`Scene 2 shows product shot ${position}`).not.toBe(before);
  await expect.poll(() => still2.getAttribute('src'), { timeout: 60_000 }).not.toBe(stillBefore);

  // Create sends the scene with the chosen image's reference.
  const create = page.waitForRequest((r) => r.url().endsWith('/api/videos/create') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create Video' }).click();
  const body = (await create).postDataJSON() as {
    content: { reelScript: { scenes: { visual: { background: string } }[] } };
  };
  expect(body.content.reelScript.scenes[1]?.visual.background).toMatch(
    new RegExp(`^Product image ${position}: ${DEMO_SHOP_ORIGIN.replace(/[.]/g, '\\.')}/`),
  );
  await expect(page).toHaveURL(/\/video-generation$/);
});
