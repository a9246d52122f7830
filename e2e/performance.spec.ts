import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

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
