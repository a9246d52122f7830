import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, STAND_INS_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 32 item 2, "Done when": the stand-ins run as a new developer's apps do — TikTok unaudited,
// the Google project unverified — and what a post ends as says what the platform really did. A
// Direct Post to a public TikTok account is refused with the two ways out; a YouTube upload asked
// "public" is published but locked to private, and the post says so instead of claiming "public".

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[1]?.slug ?? demoProducts[0]?.slug ?? ''}`;

async function connectAs(page: Page, platform: string, account: RegExp) {
  await page.goto('/settings');
  const channels = page.getByRole('region', { name: 'Channels' });
  const connect = channels.getByRole('button', {
    name: new RegExp(`^Connect (another )?${platform}( account)?$`),
  });
  await connect.first().click();
  await expect(page).toHaveURL(new RegExp(`^${STAND_INS_ORIGIN}/${platform.toLowerCase()}/`));
  await page.getByRole('radio', { name: account }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);
}

test('unaudited TikTok to a public account and unverified YouTube "public" both end in the truthful state', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signedInPage(page, 'rules');
  await connectAs(page, 'TikTok', /Second Creator .*public account/);
  await connectAs(page, 'YouTube', /Demo Channel/);
  // Settings says up front what each platform will do with posts from these apps.
  const channels = page.getByRole('region', { name: 'Channels' });
  await expect(channels.getByText(/Until TikTok audits the app, every post is private/)).toBeVisible();
  await expect(channels.getByText(/every upload is locked to private/)).toBeVisible();

  await renderVideoFrom(page, demoUrl, 420_000);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  await dialog.getByRole('checkbox', { name: /TikTok · Second Creator/ }).check();
  await dialog.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  // While the app is unaudited TikTok offers "Only me" and nothing else, public account or not.
  const privacy = dialog.getByLabel('Who can see it on Second Creator');
  await expect(privacy).toHaveValue('SELF_ONLY');
  await expect(privacy.locator('option')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Publishing to 2 channels now')).toBeVisible();

  const tiktok = page.getByTestId('post-row').filter({ hasText: 'TikTok · Second Creator' });
  const youtube = page.getByTestId('post-row').filter({ hasText: 'YouTube · Demo Channel' });
  await expect(tiktok.getByTestId('post-status')).toHaveText('failed', { timeout: 120_000 });
  await expect(tiktok.getByTestId('post-message')).toHaveText(
    /only lets an app that has not passed its audit post to private accounts.*Make your TikTok account private, or post through Upload-Post/,
  );
  await expect(tiktok.getByRole('link', { name: 'View on TikTok' })).toHaveCount(0);

  await expect(youtube.getByTestId('post-status')).toHaveText('published', { timeout: 120_000 });
  await expect(youtube.getByTestId('post-message')).toHaveText(
    /YouTube made this video private, not public: uploads are locked to private while this Google project is not verified/,
  );
  // The stand-in's own page for the upload agrees: it is private there.
  const href = (await youtube.getByRole('link', { name: 'View on YouTube' }).getAttribute('href')) ?? '';
  expect(href.startsWith(`${STAND_INS_ORIGIN}/youtube`)).toBe(true);
  await page.goto(href);
  await expect(page.getByText(/visible to: private/)).toBeVisible();
});
