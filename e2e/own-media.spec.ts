import { crc32, deflateSync } from 'node:zlib';
import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;
const CYAN = [0x00, 0xb4, 0xff] as const;

/** A real PNG: a cyan square on a white margin (the render trims the margin and shows the product). */
function cyanPng(size = 240, margin = 12): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = x >= margin && y >= margin && x < size - margin && y < size - margin;
      row.set(inside ? CYAN : [255, 255, 255], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An <img> that really loaded (the thumbnail came from our API, through the app's CSP). */
const loaded = (img: Locator) =>
  expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

/** The share of the preview video's pixels near cyan at `atS` seconds (drawn to a canvas). */
function cyanShareAt(page: Page, atS: number): Promise<number> {
  return page.getByTestId('preview-video').evaluate(
    (video: HTMLVideoElement, [t, rgb]) =>
      new Promise<number>((resolve, reject) => {
        video.pause();
        video.addEventListener(
          'seeked',
          () => {
            const canvas = document.createElement('canvas');
            canvas.width = 270;
            canvas.height = 480;
            const ctx = canvas.getContext('2d');
            if (!ctx) return reject(new Error('no canvas'));
            ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
            const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
            let near = 0;
            for (let i = 0; i < data.length; i += 4) {
              const d =
                Math.abs(data[i]! - rgb[0]) +
                Math.abs(data[i + 1]! - rgb[1]) +
                Math.abs(data[i + 2]! - rgb[2]);
              if (d < 70) near++;
            }
            resolve(near / (canvas.width * canvas.height));
          },
          { once: true },
        );
        video.currentTime = t;
      }),
    [atS, CYAN] as const,
  );
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('upload your own image on the review page, render, the video shows it; the library at 375 px', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInPage(page, 'own-media');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Change image for scene 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the image for scene 1' });
  await expect(dialog.getByRole('heading', { name: 'From your library' })).toBeVisible();
  const file = dialog.getByLabel('Image or clip file (JPEG, PNG, WebP or MP4, up to 40 MB)');

  // A file that is not what its name says is refused with the reason, and nothing is picked.
  await file.setInputFiles({
    name: 'product.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not an image</html>'),
  });
  await expect(page.getByText('This file is not a JPEG, PNG, WebP or MP4.')).toBeVisible();
  await expect(dialog).toBeVisible();

  // A real image: uploaded into the library and chosen for the scene at once.
  await file.setInputFiles({ name: 'vendor-kit.png', mimeType: 'image/png', buffer: cyanPng() });
  await expect(page.getByText('Image added to your media')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const thumb = page.getByRole('img', { name: 'Scene 1 shows your image “vendor-kit.png”' });
  await expect(thumb).toBeVisible();
  await loaded(thumb);
  expect(await thumb.getAttribute('src')).toMatch(/^\/api\/media\/library\/[\w-]+\/thumbnail\.jpg\?/);
  await page.screenshot({ path: test.info().outputPath('review-own-image.png') });

  // Create sends the scene naming the library item; the render shows it.
  const create = page.waitForRequest((r) => r.url().endsWith('/api/videos/create') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create Video' }).click();
  const body = (await create).postDataJSON() as {
    content: { reelScript: { scenes: { visual: { background: string } }[] } };
  };
  expect(body.content.reelScript.scenes[0]?.visual.background).toMatch(
    /^Your media: adreel-media:[0-9a-f-]{36}/,
  );
  await expect(page).toHaveURL(/\/video-generation$/);
  await expect(page.getByRole('link', { name: 'View Generated Video' })).toBeVisible({ timeout: 360_000 });
  const preview = page.getByTestId('preview-video');
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  // Scene 1's frame is largely the uploaded cyan product; a frame near the end (the end card) is not.
  expect(await cyanShareAt(page, 1.2)).toBeGreaterThan(0.08);
  await page.screenshot({ path: test.info().outputPath('rendered-own-image.png') });

  // The video's page lists scene 1 with the uploaded picture.
  await page.getByRole('link', { name: 'View Generated Video' }).click();
  const sceneThumb = page.getByRole('img', { name: 'Scene 1 shows your image “vendor-kit.png”' });
  await expect(sceneThumb).toBeVisible({ timeout: 30_000 });
  await loaded(sceneThumb);

  // The library page at phone width: the item with its thumbnail and size, no sideways scroll; delete asks once.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Your media', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your media' });
  const preview375 = list.getByRole('img', { name: 'Preview of vendor-kit.png' });
  await expect(preview375).toBeVisible();
  await loaded(preview375);
  await expect(list.getByText('Image · 240 × 240')).toBeVisible();
  await expect(page.getByText(/^1 file, \d+ KB of your storage$/)).toBeVisible();
  await noSidewaysScroll(page, 375);
  await page.screenshot({ path: test.info().outputPath('media-375.png'), fullPage: true });

  // Over 40 MB is refused in the browser before sending, with the reason.
  await page
    .getByLabel('Image or clip file (JPEG, PNG, WebP or MP4, up to 40 MB)')
    .setInputFiles({ name: 'huge.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(40 * 1024 * 1024 + 1) });
  await expect(page.getByText(/^Over 40 MB/)).toBeVisible();

  await list.getByRole('button', { name: 'Delete vendor-kit.png' }).click();
  await list.getByRole('button', { name: 'Delete vendor-kit.png now' }).click();
  await expect(page.getByText('Deleted vendor-kit.png')).toBeVisible();
  await expect(page.getByText(/^Nothing here yet/)).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByText(/^Nothing here yet/)).toBeVisible();
  await noSidewaysScroll(page, 1366);
});
