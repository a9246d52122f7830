import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, STAND_INS_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 32 items 1 and 7: in demo mode a new user connects the Upload-Post stand-in's profile with one
// click, sees what each platform's routes do, tests the connection, and publishes a demo video to
// TikTok, YouTube and Instagram through it — each post ends published with its link.

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[0]?.slug ?? ''}`;
const ACCOUNT = 'adreel-demo via Upload-Post';

test('connect the Upload-Post stand-in and publish one video to all three platforms through it', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signedInPage(page, 'upload-post');

  await page.goto('/settings');
  const channels = page.getByRole('region', { name: 'Channels' });
  const card = channels.getByRole('region', { name: /Upload-Post/ });
  await expect(card.getByText('Stand-in for Upload-Post — nothing is posted for real')).toBeVisible();
  // Readiness per platform: the routes and what each does with posts.
  await expect(
    channels.getByText(/Until TikTok audits the app, every post is private \(“Only me”\)/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Connect the stand-in profile' }).click();
  await expect(
    page.getByText('adreel-demo connected through Upload-Post for TikTok, YouTube, Instagram.'),
  ).toBeVisible();
  // The caps are the profile's: every post through it in the last 24 hours counts, whoever sent it.
  await expect(
    card.getByText(/^adreel-demo · TikTok: \d+ of 15 posts left in the last 24 hours/),
  ).toBeVisible();
  await expect(
    card.getByText(/^adreel-demo · YouTube: \d+ of 10 posts left in the last 24 hours/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Test connection to Upload-Post' }).click();
  await expect(card.getByRole('status').filter({ hasText: /Upload-Post accepted the key/ })).toBeVisible();
  await expect(channels.getByText(ACCOUNT)).toHaveCount(3);

  // One finished video to publish.
  await renderVideoFrom(page, demoUrl, 420_000);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  for (const platform of ['TikTok', 'YouTube', 'Instagram'])
    await dialog.getByRole('checkbox', { name: `${platform} · ${ACCOUNT}` }).check();
  // Upload-Post's approved TikTok app may post publicly; the cap left today is shown with the account.
  await dialog.getByLabel(`Who can see it on ${ACCOUNT}`).selectOption('PUBLIC_TO_EVERYONE');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Publishing to 3 channels now')).toBeVisible();

  const rows = page.getByTestId('post-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('post-status')).toHaveText(['published', 'published', 'published'], {
    timeout: 120_000,
  });
  for (const platform of ['TikTok', 'YouTube', 'Instagram']) {
    const link = page.getByRole('link', { name: `View on ${platform}` });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^${STAND_INS_ORIGIN}/upload-post/p/${platform.toLowerCase()}/`),
    );
  }
  await page.goto((await page.getByRole('link', { name: 'View on YouTube' }).getAttribute('href')) ?? '');
  await expect(page.getByText('Stand-in for Upload-Post — nothing is posted for real')).toBeVisible();

  // The Publish dialog shows each Upload-Post channel's posts left in the profile's 24 hours.
  await page.goBack();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Publish video' });
  for (const [platform, cap] of [
    ['TikTok', 15],
    ['YouTube', 10],
    ['Instagram', 50],
  ] as const)
    await expect(
      again.getByRole('checkbox', {
        name: new RegExp(`^${platform} · ${ACCOUNT}\\s*\\d+ of ${cap} posts left in 24 h`),
      }),
    ).toBeVisible();

  // Scheduled "theirs": handed to Upload-Post at once, shown as such, and cancelled there.
  await again.getByRole('checkbox', { name: new RegExp(`^TikTok · ${ACCOUNT}`) }).check();
  await expect(again.getByText('Upload-Post channels: who publishes at that time')).toHaveCount(0);
  await again.getByRole('radio', { name: 'Schedule' }).check();
  await again.getByRole('radio', { name: /^Upload-Post publishes it at that time/ }).check();
  await again.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled 1 post')).toBeVisible();
  const handed = page.getByTestId('post-row').filter({ hasText: 'scheduled at Upload-Post' });
  await expect(handed).toHaveCount(1, { timeout: 60_000 });
  await expect(handed.getByText(/even while AdReel is off/)).toBeVisible();
  await handed.getByRole('button', { name: 'Cancel at Upload-Post' }).click();
  await expect(page.getByText('Post cancelled')).toBeVisible();
  await expect(page.getByTestId('post-status').filter({ hasText: 'cancelled' })).toHaveCount(1);

  // Views per post: the worker reads Upload-Post's analytics for the three posts (every minute in this
  // suite) and Performance shows the funnel with the stand-in's numbers, labelled as such.
  await page.goto('/performance');
  const funnel = page.getByRole('table', { name: 'Funnel by posts' });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The funnel appears once the page's numbers have loaded and a post has some; until then
        // (or while the page still loads) this round counts as none and the poll asks again.
        const shown = await funnel
          .getByTestId('funnel-row')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        if (!shown) return 0;
        // A post's first read may still be 0 views (read right after publishing): wait for views.
        const cells = await funnel
          .getByTestId('funnel-row')
          .filter({ hasText: 'Stand-in numbers' })
          .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
        return cells.filter((text) => /^[1-9]/.test(text)).length;
      },
      { timeout: 240_000, intervals: [5_000, 10_000] },
    )
    .toBe(3);
  for (const platform of ['TikTok', 'YouTube', 'Instagram']) {
    const row = funnel
      .getByTestId('funnel-row')
      .filter({ hasText: new RegExp(`^${platform} · `) })
      .filter({ hasText: 'Stand-in numbers' });
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^[1-9][\d,]*\s*Stand-in numbers$/);
  }
});
