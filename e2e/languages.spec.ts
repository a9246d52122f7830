import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

const run = promisify(execFile);
// The demo shop's German product page (<html lang="de">, 34,99 €).
const germanUrl = `${DEMO_SHOP_ORIGIN}/products/alignright-haltungskorrektor`;

test('a German product page becomes, offline and with one click, a German video', async ({ page }) => {
  test.setTimeout(420_000);
  await signedInPage(page, 'languages');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(germanUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });

  // The picker defaults to the product's language and says why; every language is offered.
  const picker = page.getByLabel('Language');
  await expect(picker).toHaveValue('de');
  await expect(page.getByTestId('language-reason')).toHaveText('German — from the product page');
  await expect(picker.locator('option')).toHaveCount(8);
  // The script is German, the price in German format.
  await expect(page.getByText('Und das alles für nur 34,99 €.').first()).toBeVisible();
  // Only voices that speak German: the offline espeak-ng voice, labelled as offline.
  const voices = page.getByRole('group', { name: 'Voice' });
  await voices.scrollIntoViewIfNeeded();
  await expect(voices.getByRole('radio')).toHaveCount(1);
  await expect(voices.getByRole('radio', { name: /^German/ })).toBeChecked();
  await expect(voices.getByText('Offline voice', { exact: true })).toHaveCount(1);

  // One click.
  await page.getByRole('button', { name: 'Create Video' }).click();
  const viewLink = page.getByRole('link', { name: 'View Generated Video' });
  await expect(viewLink).toBeVisible({ timeout: 360_000 });
  const preview = page.getByTestId('preview-video');
  const src = (await preview.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/video\.mp4\?/);

  // The captions are burned in; the file the platforms get carries only picture and sound (issue 32:
  // no subtitle track). The captions' German text is checked in packages/media's language-render test.
  const mp4 = await page.request.get(src);
  expect(mp4.status()).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-languages-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await mp4.body());
    const probe = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
    ]);
    expect(probe.stdout.trim().split(/\r?\n/)).toEqual(['video', 'audio']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // My Videos knows the video's language.
  const videoId = (await viewLink.getAttribute('href'))?.split('/').pop() ?? '';
  const mine = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const res = await fetch('/api/videos/my-videos?language=de', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { id: string; language?: string }[];
  });
  expect(mine.map((v) => [v.id, v.language])).toEqual([[videoId, 'de']]);
});
