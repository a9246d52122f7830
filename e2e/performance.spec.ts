import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { signedInPage } from './support/app.ts';
import { E2E_ENV } from './support/env.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const OFFER = 'https://shop.example.com/offer?ref=7';

test('a click on a tracked link and a sandbox sale show up on the Performance page', async ({
  page,
  context,
  browser,
}) => {
  // Settings, Traffic Sources, a second browser and Performance: a long walk on two shared cores.
  test.setTimeout(180_000);
  // The closed network cannot reach the real share page or the shop; answer them locally.
  await context.route(/^https:\/\/www\.reddit\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>share page</p>' }),
  );
  await signedInPage(page, 'performance');

  // Settings → Integrations: the IPN address to paste into Digistore24, and the passphrase.
  await page.goto('/settings#integrations');
  await expect(page.getByLabel('IPN URL')).toHaveValue(/\/digistore\/ipn\/[A-Za-z0-9_-]{24}$/);
  await page.getByLabel('IPN passphrase').fill('my ipn passphrase');
  await page.getByRole('button', { name: 'Save passphrase' }).click();
  await expect(page.getByText('IPN passphrase saved')).toBeVisible();
  await expect(page.getByText(/A passphrase is saved/)).toBeVisible();

  // Traffic Sources shares the affiliate link as a tracked short link per network.
  await page.goto('/traffic-sources');
  await page.getByLabel('Your URL').fill(OFFER);
  await page.getByRole('button', { name: 'Unlock with URL' }).click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Share on Reddit' }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/www\.reddit\.com\/submit\?/);
  const tracked = new URL(popup.url()).searchParams.get('url') ?? '';
  expect(tracked).toMatch(/\/go\/[0-9A-Za-z]{10}$/);
  await popup.close();

  // A visitor on a phone clicks it in a Reddit post and lands on the offer with Reddit's campaign key.
  // (Playwright routes only the first request of a redirect, so the 302 is fetched from the app and
  // its target answered locally.)
  const visitor = await browser.newContext({ userAgent: PHONE });
  let landedOn = '';
  await visitor.route(/^https:\/\/www\.reddit\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${tracked}">A great offer</a>` }),
  );
  await visitor.route(/\/go\/[0-9A-Za-z]{10}$/, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    landedOn = answer.headers().location ?? '';
    await route.fulfill({ contentType: 'text/html', body: '<h1>The offer</h1>' });
  });
  const visit = await visitor.newPage();
  await visit.goto('https://www.reddit.com/r/deals');
  await visit.getByRole('link', { name: 'A great offer' }).click();
  await expect(visit.getByRole('heading', { name: 'The offer' })).toBeVisible();
  expect(landedOn).toMatch(/^https:\/\/shop\.example\.com\/offer\?ref=7#cam=t_reddit_[0-9A-Za-z]{10}$/);
  await visitor.close();

  // Performance, from the sidebar: the sandbox marketplace sells on that link.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Performance', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
  await page.getByLabel('Tracked link or campaign key').fill(tracked);
  await page.getByRole('button', { name: 'Simulate sale' }).click();
  await expect(page.getByText(/^Sale SBX[0-9A-F]{10} recorded$/)).toBeVisible();

  const row = page.getByTestId('performance-row').filter({ hasText: 'Traffic: Reddit' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(0)).toHaveText('1'); // clicks
  await expect(row.getByRole('cell').nth(2)).toHaveText('1'); // sales
  await expect(row.getByRole('cell').nth(3)).toHaveText(/27\.50/); // earnings
  await expect(page.getByTestId('total-Clicks')).toHaveText('1');
  await expect(page.getByTestId('total-Conversion rate')).toHaveText('100%');
  // Issue 34 item 5: the money per marketplace, in its own currency; choosing ClickBank leaves no sale.
  const market = page.getByTestId('marketplace-row');
  await expect(market).toHaveCount(1);
  await expect(market).toContainText('Digistore24');
  await expect(market.getByRole('cell').nth(0)).toHaveText('EUR');
  await page.getByLabel('Marketplace', { exact: true }).selectOption('clickbank');
  await expect(page.getByTestId('total-Sales')).toHaveText('0');
  await expect(page.getByTestId('total-Clicks')).toHaveText('1'); // clicks are not narrowed
  await page.getByLabel('Marketplace', { exact: true }).selectOption('all');
  await expect(page.getByTestId('total-Sales')).toHaveText('1');
  // The sale came back with the click's id: the row and the sale say who bought, from where, how soon.
  // (The referrer is whatever the Reddit page's click sent: reddit.com, or none.)
  await expect(row.getByTestId('performance-buyers')).toHaveText(/^mobile · (reddit\.com|direct)$/);
  await expect(row.getByRole('cell').nth(6)).toHaveText(/^\d+ s$|^\d+ min$/); // time to sale
  const sold = page.getByTestId('recent-sale').first();
  await expect(sold).toContainText('Traffic: Reddit');
  await expect(sold.getByTestId('recent-sale-click')).toContainText(
    /before, on mobile, (from reddit\.com|with no referrer)/,
  );
  const chart = page.getByRole('img', { name: /Clicks and sales per day: 1 clicks and 1 sales/ });
  await expect(chart).toBeVisible();
  // The chart's axes say what they count (issue 26).
  for (const axis of ['Day (UTC)', 'Clicks', 'Sales'])
    await expect(chart.locator('.recharts-label').filter({ hasText: axis })).toHaveCount(1);

  // On a phone the By source table says it scrolls: a labelled, focusable region, a hint and a fading edge.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const table = page.getByRole('region', {
    name: 'Performance by source, highest earnings first (scrolls sideways)',
  });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('tabindex', '0');
  await expect(page.getByText('Scroll sideways for more columns →')).toBeVisible();
  await expect(page.getByTestId('scroll-shadow')).toBeVisible();
  await table.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect(page.getByTestId('scroll-shadow')).toHaveCount(0);
  if (desktop) await page.setViewportSize(desktop);

  // CSV export of the table.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^adreel-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[1]).toMatch(/^Traffic: Reddit,traffic,1,1,1,0,27\.50,100\.00%,27\.50$/);

  // A refund takes the sale and its earnings back.
  await page.getByRole('button', { name: 'Simulate refund' }).click();
  await expect(page.getByText(/^Order SBX[0-9A-F]{10} refunded$/)).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('0(−1)');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/0\.00/);

  // A period that ends yesterday holds none of today's clicks; a preset brings them back.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('To', { exact: true }).fill(yesterday);
  await expect(page.getByText('No clicks or sales in this period')).toBeVisible();
  // An empty period says why Export CSV is off.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
    'Nothing to export yet: this period has no clicks or sales.',
  );
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByText('Nothing to export yet')).toHaveCount(0);

  // A bad period is explained beside the fields and never sent; the last figures stay (issue 26).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/performance') asked.push(r.url());
  });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(day(1));
  await expect(page.getByText('The start must not be after the end')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(row).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(day(-400));
  await expect(page.getByText('Choose at most 366 days')).toBeVisible();
  await expect(page.getByText('The start must not be after the end')).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual([]);
  // A good period again is asked for at once.
  await page.getByLabel('From', { exact: true }).fill(day(-7));
  await expect(page.getByText('Choose at most 366 days')).toHaveCount(0);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect(row).toBeVisible();
});

/**
 * Two published YouTube posts of one video on a stand-in channel, as the worker leaves them: each with
 * its tracked link, the first with numbers read from the stand-in (2,000 views today), the second never
 * read. (Posting and the worker's fetch-post-stats job have their own tests; this is what the page shows.)
 */
async function publishedPosts(email: string) {
  const db = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT id FROM "User" WHERE email = $1', [email]);
    const userId = rows[0]?.id as string;
    const [videoId, channelId] = [randomUUID(), randomUUID()];
    await db.query(
      `INSERT INTO "Video" (id, "userId", status, progress, content, product, "updatedAt")
       VALUES ($1, $2, 'completed', 100, '{}', '{"name":"Funnel Lamp"}', now())`,
      [videoId, userId],
    );
    await db.query(
      `INSERT INTO "Channel" (id, "userId", platform, "accountId", "accountName", "accessTokenEnc", scopes, "updatedAt")
       VALUES ($1, $2, 'youtube', $3, 'Demo Channel', 'v1:x', '{}', now())`,
      [channelId, userId, randomUUID()],
    );
    const codes: string[] = [];
    for (const read of [true, false]) {
      const postId = randomUUID();
      const linkId = randomUUID();
      const code = randomBytes(8)
        .toString('base64')
        .replace(/[^0-9A-Za-z]/g, 'x')
        .slice(0, 10);
      await db.query(
        `INSERT INTO "TrackedLink" (id, code, "userId", "targetUrl", "sourceKind", "sourceId", "campaignKey")
         VALUES ($1, $2, $3, $4, 'post', $5, $6)`,
        [linkId, code, userId, OFFER, `youtube/${channelId}/${postId}`, `o_youtube_${code}`],
      );
      await db.query(
        `INSERT INTO "Post" (id, "userId", "videoId", "channelId", platform, caption, hashtags, "scheduledAt",
           status, "platformPostId", "trackedLinkId", "publishedAt", "updatedAt")
         VALUES ($1, $2, $3, $4, 'youtube', 'Meet the lamp', '{}', now(), 'published', $5, $6, now(), now())`,
        [postId, userId, videoId, channelId, `yt-${code}`, linkId],
      );
      if (read)
        await db.query(
          `INSERT INTO "PostStatsDaily" ("postId", day, views, likes, comments, shares, "standIn", "fetchedAt")
           VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 2000, 150, 20, 5, true, now())`,
          [postId],
        );
      codes.push(code);
    }
    return codes;
  } finally {
    await db.end();
  }
}

test('a post’s views, clicks and sales show as a funnel per post, video and channel', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signedInPage(page, 'funnel');
  const [read = '', unread = ''] = await publishedPosts(user.email);
  // One person clicks the read post's link on a phone and the sandbox marketplace sells through it,
  // and another clicks the unread post's link.
  for (const code of [read, unread]) {
    const click = await page.request.get(`/go/${code}`, {
      maxRedirects: 0,
      headers: { 'user-agent': PHONE },
    });
    expect(click.status()).toBe(302);
  }
  await page.goto('/performance');
  await page.getByLabel('Tracked link or campaign key').fill(new URL(`/go/${read}`, page.url()).href);
  await page.getByRole('button', { name: 'Simulate sale' }).click();
  await expect(page.getByText(/^Sale SBX[0-9A-F]{10} recorded$/)).toBeVisible();

  const funnel = page.getByRole('table', { name: 'Funnel by posts' });
  const post = funnel.getByTestId('funnel-row').filter({ hasText: 'YouTube · Demo Channel: Funnel Lamp' });
  await expect(post).toHaveCount(2);
  const readRow = post.filter({ hasText: 'Stand-in numbers' });
  const cells = readRow.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^2,000\s*Stand-in numbers$/); // views, labelled as the stand-in's
  await expect(cells.nth(1)).toHaveText('1'); // clicks
  await expect(cells.nth(2)).toHaveText('1'); // sales
  await expect(cells.nth(3)).toHaveText(/27\.50/); // earnings
  await expect(cells.nth(4)).toHaveText('0.5'); // clicks per 1,000 views
  await expect(cells.nth(5)).toHaveText(/13\.75/); // earnings per 1,000 views
  // The post never read: its views are unknown, not zero.
  const unreadCells = post.filter({ hasNotText: 'Stand-in numbers' }).getByRole('cell');
  await expect(unreadCells.nth(0)).toHaveText('—');
  await expect(unreadCells.nth(1)).toHaveText('1');
  await expect(unreadCells.nth(4)).toHaveText('—');
  await expect(unreadCells.nth(5)).toHaveText('—');

  // The same funnel per video and per channel: both posts' links, the read post's views.
  for (const [button, name] of [
    ['Videos', 'Funnel Lamp'],
    ['Channels', 'YouTube · Demo Channel'],
  ] as const) {
    // Scoped to the funnel's choice: the What works card has its own "Channels" button.
    await page
      .getByRole('group', { name: 'Show the funnel by' })
      .getByRole('button', { name: button, exact: true })
      .click();
    const row = page.getByTestId('funnel-row').filter({ hasText: name });
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^2,000/);
    await expect(row.getByRole('cell').nth(1)).toHaveText('2'); // clicks
    await expect(row.getByRole('cell').nth(2)).toHaveText('1'); // sales
    await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // clicks per 1,000 views
    await expect(row.getByRole('cell').nth(5)).toHaveText(/13\.75/);
  }
});
