import { demoProducts } from '@adreel/demo-shop/products';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

/** A 200x200 magenta square as PNG bytes, drawn by the browser itself. */
async function magentaPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 200;
    c.height = 200;
    const g = c.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = '#ff00ff';
    g.fillRect(0, 0, 200, 200);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** RGB at (x, y) of an <img>, read at its natural size. */
function pixelOf(selector: ReturnType<Page['locator']>, x: number, y: number) {
  return selector.evaluate(
    (img: HTMLImageElement, [px, py]) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d');
      if (!g) throw new Error('no 2d context');
      g.drawImage(img, 0, 0);
      return Array.from(g.getImageData(px as number, py as number, 1, 1).data.slice(0, 3));
    },
    [x, y],
  );
}

test('brand kit: set colours, font, watermark and a logo; saved across a reload; shown on the storyboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInPage(page, 'brand');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Brand kit' });
  await expect(card.getByText('Not saved yet')).toBeVisible();

  // A bad hex is caught before it is sent.
  const primary = card.getByLabel('Primary colour', { exact: true });
  await primary.fill('#12');
  await expect(card.getByText('Enter # and six hex digits')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save brand kit' })).toBeDisabled();

  await primary.fill('#0A7E3D');
  await card.getByLabel('Accent colour', { exact: true }).fill('#E11D48');
  await card.getByLabel('Font').selectOption({ label: 'DejaVu Serif' });
  await card.getByLabel('Logo watermark').selectOption({ label: 'Top left' });
  await expect(card.getByTestId('brand-preview')).toHaveCSS('background-color', 'rgb(10, 126, 61)');
  await expect(card.getByLabel('Primary colour picker')).toHaveValue('#0a7e3d');

  // The logo uploads on choosing it; the preview is the server's normalised copy.
  await card.getByLabel('Logo file (PNG or JPEG)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await magentaPng(page),
  });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const logo = card.getByRole('img', { name: 'Your logo' });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  // A file that is not a PNG or JPEG is refused with a message.
  await card.getByLabel('Logo file (PNG or JPEG)').setInputFiles({
    name: 'logo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('The logo must be a PNG or JPEG image.')).toBeVisible();

  await card.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByText('Brand kit saved. New videos will use it.')).toBeVisible();

  await page.reload();
  const again = page.getByRole('region', { name: 'Brand kit' });
  await expect(again.getByLabel('Primary colour', { exact: true })).toHaveValue('#0A7E3D');
  await expect(again.getByLabel('Accent colour', { exact: true })).toHaveValue('#E11D48');
  await expect(again.getByLabel('Font')).toHaveValue('dejavu-serif');
  await expect(again.getByLabel('Logo watermark')).toHaveValue('top-left');
  await expect(again.getByText('Not saved yet')).toHaveCount(0);
  const logoAgain = again.getByRole('img', { name: 'Your logo' });
  await expect.poll(() => logoAgain.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

  // Accessible (axe, WCAG 2.1 AA: no serious or critical finding on the page) and whole at 375 px.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(again.getByRole('button', { name: 'Save brand kit' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The storyboard on the review page carries the logo in the top-left corner.
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  const storyboard = page.getByRole('region', { name: 'Storyboard' });
  const still = storyboard.getByRole('img', { name: /^Scene \d+ preview$/ }).first();
  await expect(still).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  // 360x640: the square logo is 36 px wide, 13 px from the left, 13 px below the top band (90 px).
  const [r, g, b] = await pixelOf(still, 31, 121);
  expect(r).toBeGreaterThan(180);
  expect(b).toBeGreaterThan(180);
  expect(g).toBeLessThan(110);
});
