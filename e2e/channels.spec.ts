import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { STAND_INS_ORIGIN } from './support/env.ts';

// Settings → Channels in demo mode: each platform's sign-in is the product's own stand-in (its own
// process and port, STAND_INS_ORIGIN/{platform}), labelled as such, so a new user can connect all
// three without an account.

async function openChannels(page: Page) {
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'Channels' });
  await expect(region).toBeVisible();
  return region;
}

async function connectThroughStandIn(page: Page, platform: string, decision: 'Allow' | 'Deny' = 'Allow') {
  const region = await openChannels(page);
  await region.getByRole('button', { name: `Connect ${platform}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${STAND_INS_ORIGIN}/${platform.toLowerCase()}/`));
  await expect(page.getByRole('note')).toHaveText(`Stand-in for ${platform} — nothing is posted for real`);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/settings\?channel=/);
  return page.getByRole('region', { name: 'Channels' });
}

test('connect the TikTok, YouTube and Instagram stand-ins from Settings, then disconnect one', async ({
  page,
}) => {
  await signedInPage(page, 'channels');
  const region = await openChannels(page);
  for (const name of ['TikTok', 'YouTube', 'Instagram']) {
    await expect(
      region.getByText(`Stand-in for ${name} — nothing is posted for real`, { exact: true }),
    ).toBeVisible();
  }
  await expect(region).toContainText('private (“Only me”)');
  await expect(region).toContainText('public HTTPS address');

  const accounts: [string, string][] = [
    ['TikTok', 'Demo Creator'],
    ['YouTube', 'Demo Channel'],
    ['Instagram', 'demo.reels'],
  ];
  for (const [platform, account] of accounts) {
    const after = await connectThroughStandIn(page, platform);
    await expect(after.getByRole('status').filter({ hasText: `${platform} connected.` })).toBeVisible();
    await expect(after.getByRole('list', { name: `${platform} accounts` })).toContainText(account);
  }
  await expect(page.getByRole('button', { name: 'Connect another TikTok account' })).toBeVisible();

  // The stand-in's own page lists the demo accounts this browser allowed and what they "posted"
  // (nothing yet); another browser sees none of them.
  const postsLink = page.getByRole('link', { name: /See what the YouTube stand-in/ });
  const href = (await postsLink.getAttribute('href')) ?? '';
  expect(href.startsWith(`${STAND_INS_ORIGIN}/youtube`)).toBe(true);
  const standIn = await page.context().newPage();
  await standIn.goto(href);
  await expect(standIn.getByRole('note')).toHaveText('Stand-in for YouTube — nothing is posted for real');
  await expect(standIn.getByRole('heading', { name: /Demo Channel/ })).toBeVisible();
  await standIn.close();
  const stranger = await page.context().browser()?.newPage();
  if (stranger) {
    await stranger.goto(href);
    await expect(stranger.getByRole('note')).toHaveText('Stand-in for YouTube — nothing is posted for real');
    await expect(stranger.getByRole('heading', { name: /Demo Channel/ })).toHaveCount(0);
    await stranger.close();
  }

  const insta = page.getByRole('list', { name: 'Instagram accounts' });
  await insta.getByRole('button', { name: 'Disconnect demo.reels' }).click();
  await insta.getByRole('button', { name: 'Confirm disconnecting demo.reels' }).click();
  await expect(page.getByText(/demo\.reels disconnected\. Instagram offers no revoke/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Instagram', exact: true })).toBeVisible();
});

test('denying on the stand-in comes back as a clear message and connects nothing', async ({ page }) => {
  await signedInPage(page, 'channels-deny');
  const region = await connectThroughStandIn(page, 'YouTube', 'Deny');
  await expect(region.getByRole('alert')).toContainText(
    'You did not allow AdReel on YouTube. Nothing was connected.',
  );
  await expect(region.getByRole('list', { name: 'YouTube accounts' })).toHaveCount(0);
  await region.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
