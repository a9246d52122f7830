import { readFile } from 'node:fs/promises';
import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 32 item 3: the captions are burned into the picture and also a download of their own, as the
// SubRip the render wrote and as WebVTT converted from it, from the video's page.

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[0]?.slug ?? ''}`;

test('a rendered video offers its captions as SRT and VTT downloads', async ({ page }) => {
  test.setTimeout(480_000);
  await signedInPage(page, 'captions');
  const videoUrl = await renderVideoFrom(page, demoUrl, 420_000);
  const videoId = videoUrl.split('/').pop() ?? '';
  for (const [format, head] of [
    ['SRT', /^1\n00:00:0\d,\d{3} --> 00:00:\d{2},\d{3}\n\S/],
    ['VTT', /^WEBVTT\n\n00:00:0\d\.\d{3} --> 00:00:\d{2}\.\d{3}\n\S/],
  ] as const) {
    const downloadP = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download captions (${format})` }).click();
    const download = await downloadP;
    expect(download.suggestedFilename()).toBe(`video-${videoId}.${format.toLowerCase()}`);
    expect(await readFile(await download.path(), 'utf8')).toMatch(head);
  }
  await expect(page.getByText('Captions download started').first()).toBeVisible();
});
