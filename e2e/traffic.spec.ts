import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  // The closed network cannot reach the real services; answer their share pages locally.
  await context.route(/^https:\/\/(www\.reddit\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>share page</p>' }),
  );
});

test('traffic sources stay locked until a valid URL unlocks them; a target opens with the URL', async ({
  page,
}) => {
  await signedInPage(page, 'traffic');
  await page.goto('/traffic-sources');
  await expect(page.getByRole('heading', { name: 'Traffic Sources' })).toBeVisible();
  const targets = page.getByRole('list', { name: 'Traffic sources' }).getByRole('listitem');
  expect(await targets.count()).toBeGreaterThanOrEqual(85);

  await page.getByRole('button', { name: 'Share on Reddit' }).click();
  await expect(page.getByText('Please unlock traffic sources first')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock with URL' }).click();
  await expect(page.getByText('Please enter a URL', { exact: true })).toBeVisible();
  await page.getByLabel('Your URL').fill('not a url');
  await page.getByRole('button', { name: 'Unlock with URL' }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();

  const url = 'https://shop.example.com/offer?ref=42';
  await page.getByLabel('Your URL').fill(url);
  await page.getByRole('button', { name: 'Unlock with URL' }).click();
  await expect(page.getByText(`Sharing: ${url}`)).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Share on Reddit' }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/www\.reddit\.com\/submit\?/);
  // The network gets the tracked short link, which answers with the URL and Reddit's campaign key.
  const shared = new URL(popup.url()).searchParams.get('url') ?? '';
  expect(shared).toMatch(/\/go\/[0-9A-Za-z]{10}$/);
  const redirect = await page.request.get(shared, { maxRedirects: 0 });
  expect(redirect.headers().location).toMatch(
    /^https:\/\/shop\.example\.com\/offer\?ref=42#cam=t_reddit_[0-9A-Za-z]{10}$/,
  );
});

test('an image upload unlocks traffic sources and shares the uploaded file', async ({ page, request }) => {
  await signedInPage(page, 'traffic-upload');
  await page.goto('/traffic-sources');
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(/Unlocked by your image upload/)).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Share on LinkedIn' }).click(),
  ]);
  await popup.waitForLoadState();
  const shared = new URL(popup.url()).searchParams.get('url') ?? '';
  expect(shared).toMatch(/\/api\/traffic\/files\/[0-9a-f-]{36}\/file\.png$/);
  const file = await request.get(shared);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
});
