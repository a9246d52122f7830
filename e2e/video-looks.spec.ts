import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[1]?.slug ?? demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

test('review → pick template, caption style and format → storyboard → render in that format', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signedInPage(page, 'looks');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });

  // Every template is offered with a thumbnail the server drew.
  const templates = page.getByRole('group', { name: 'Template' });
  await expect(templates.getByRole('radio')).toHaveCount(5);
  const thumb = templates.locator('img').first();
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  // The default storyboard: one 9:16 still per scene.
  const storyboard = page.getByRole('region', { name: 'Storyboard' });
  const stills = storyboard.getByRole('img', { name: /^Scene \d+ preview$/ });
  const scenes = await storyboard.getByRole('listitem').count();
  expect(scenes).toBeGreaterThan(0);
  await expect(stills).toHaveCount(scenes, { timeout: 60_000 });
  const firstBefore = await stills.first().getAttribute('src');

  // The radios are visually hidden inside their cards: the user clicks the card.
  const choose = async (group: string, name: RegExp) => {
    const fieldset = page.getByRole('group', { name: group });
    await fieldset
      .locator('label')
      .filter({ has: page.getByRole('radio', { name }) })
      .click();
    await expect(fieldset.getByRole('radio', { name })).toBeChecked();
  };
  await choose('Template', /UGC/);
  await choose('Caption style', /Boxed/);
  await choose('Format', /Square 1:1/);
  await expect(storyboard).toHaveAttribute('aria-busy', 'false', {
    timeout: 60_000,
  });
  // Redrawn in the new look: different pixels, square stills.
  await expect.poll(() => stills.first().getAttribute('src'), { timeout: 60_000 }).not.toBe(firstBefore);
  await expect
    .poll(() =>
      stills
        .first()
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)),
    )
    .toBeCloseTo(1, 2);

  await page.getByRole('button', { name: 'Create Video' }).click();
  await expect(page).toHaveURL(/\/video-generation$/);
  const viewLink = page.getByRole('link', { name: 'View Generated Video' });
  await expect(viewLink).toBeVisible({ timeout: 360_000 });
  const preview = page.getByTestId('preview-video');
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await preview.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    1080, 1080,
  ]);
});
