import { demoProducts } from '@adreel/demo-shop/products';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, E2E_ENV } from './support/env.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

/** The voice the API stored on the video row (the status answer does not carry it). */
async function storedVoice(videoId: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ voice: string }>('SELECT voice FROM "Video" WHERE id = $1', [
      videoId,
    ]);
    return rows[0]?.voice;
  } finally {
    await client.end();
  }
}

test('review → hear a voice preview → pick that voice → the video is created with it', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInPage(page, 'voices');
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });

  // Without a speech key the server offers the offline voices only, each labelled as such.
  const voices = page.getByRole('group', { name: 'Voice' });
  await voices.scrollIntoViewIfNeeded();
  await expect(voices.getByRole('radio')).toHaveCount(4);
  await expect(voices.getByText('Offline voice', { exact: true })).toHaveCount(4);
  await expect(voices.getByText('AI voice', { exact: true })).toHaveCount(0);
  await expect(voices.getByRole('radio', { name: /^SLT/ })).toBeChecked();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('fieldset:has(input[name="voice"])')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  // At 375 px the cards stack and nothing spills sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await voices.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The play button fetches the real preview clip (made by flite on first use) and plays it.
  const clip = page.waitForResponse((r) => r.url().includes('/api/videos/voices/flite%3Arms/preview'), {
    timeout: 60_000,
  });
  await voices.getByRole('button', { name: 'Play preview of RMS' }).click();
  const response = await clip;
  // <audio> asks with `Range: bytes=0-`, so a full answer may come as 206.
  expect([200, 206]).toContain(response.status());
  expect(response.headers()['content-type']).toBe('audio/mpeg');
  // Busy until sound starts, then playing; the clip (about 6 s) ends by itself.
  // A locator by name: it matches only while the button says "Stop", so aria-busy=false means playing.
  await expect(voices.getByRole('button', { name: 'Stop preview of RMS' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(voices.getByRole('button', { name: 'Play preview of RMS' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('The voice preview could not be played')).toHaveCount(0);

  // Another voice's clip can be stopped while it plays.
  await voices.getByRole('button', { name: 'Play preview of SLT' }).click();
  const stopSlt = voices.getByRole('button', { name: 'Stop preview of SLT' });
  await expect(stopSlt).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await stopSlt.click();
  await expect(voices.getByRole('button', { name: 'Play preview of SLT' })).toBeVisible();

  // The radios are visually hidden inside their cards: the user clicks the card.
  await voices
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^RMS/ }) })
    .click();
  await expect(voices.getByRole('radio', { name: /^RMS/ })).toBeChecked();

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/videos/create') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Video' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ voice: 'flite:rms' });
  await expect(page).toHaveURL(/\/video-generation$/);
  const { id } = (await res.json()) as { id: string };
  expect(await storedVoice(id)).toBe('flite:rms');
});
