import { demoProducts } from '@adreel/demo-shop/products';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, STAND_INS_ORIGIN } from './support/env.ts';
import { renderVideoFrom } from './support/video.ts';

// Issue 24 items 4-5: publish a finished video to the stand-in channels now, schedule another post,
// and move a scheduled post on the Calendar by dragging it to another hour.

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[0]?.slug ?? ''}`;
const pad = (n: number) => String(n).padStart(2, '0');
/** The week-view slot of a local day and hour (CalendarGrid's data-slot). */
const slotOf = (d: Date, hour: number) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}T${hour}`;

/**
 * Shows the week that holds `day` (tomorrow may be next week). Waits for the grid first: checking for
 * the slot before the calendar has rendered would step a week too far.
 */
async function showWeekOf(day: Date, hour: number) {
  await expect(page.getByTestId('calendar-slot').first()).toBeVisible();
  if ((await page.locator(`[data-slot="${slotOf(day, hour)}"]`).count()) === 0) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.locator(`[data-slot="${slotOf(day, hour)}"]`)).toHaveCount(1);
}

test.describe.configure({ mode: 'serial' });
let page: Page;
let videoUrl = '';

async function connect(p: Page, platform: string) {
  await p.goto('/settings');
  await p
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: `Connect ${platform}`, exact: true })
    .click();
  await p.getByRole('button', { name: 'Allow' }).click();
  await expect(p).toHaveURL(/\/settings\?channel=connected/);
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(480_000);
  page = await browser.newPage();
  await signedInPage(page, 'posts');
  await connect(page, 'TikTok');
  await connect(page, 'YouTube');
  // One finished video to publish.
  videoUrl = await renderVideoFrom(page, demoUrl);
});
test.afterAll(async () => {
  await page.close();
});

test('publish a finished video now to TikTok and YouTube: both end published with their links', async () => {
  test.setTimeout(120_000);
  await page.goto(videoUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  await dialog.getByRole('checkbox', { name: /TikTok · Demo Creator/ }).check();
  await dialog.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  // The writer filled each platform's text from the script, within its limit.
  await expect(dialog.getByLabel('TikTok caption')).not.toHaveValue('');
  await expect(dialog.getByLabel('YouTube title')).not.toHaveValue('');
  await expect(dialog.getByText(/\/ 2200 characters with hashtags/)).toBeVisible();
  await expect(dialog.getByText(/\/ 5000 characters with hashtags and your tracked link/)).toBeVisible();
  await expect(dialog.getByLabel('Who can see it on Demo Creator')).toHaveValue('SELF_ONLY');

  // A caption over TikTok's limit is refused before anything is sent.
  await dialog.getByLabel('TikTok caption').fill('x'.repeat(2300));
  await expect(dialog.getByText(/TikTok captions hold at most 2200 characters/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await dialog.getByLabel('TikTok caption').fill('Meet the lamp that calms your evenings.');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Publishing to 2 channels now')).toBeVisible();

  const rows = page.getByTestId('post-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('post-status')).toHaveText(['published', 'published'], { timeout: 90_000 });
  const tiktok = page.getByRole('link', { name: 'View on TikTok' });
  await expect(tiktok).toHaveAttribute(
    'href',
    new RegExp(`^${STAND_INS_ORIGIN}/tiktok/@demo_creator/video/`),
  );
  await expect(page.getByRole('link', { name: 'View on YouTube' })).toBeVisible();
  // The post's page on the stand-in shows in the browser that connected the account; it is "Only me".
  await page.goto((await tiktok.getAttribute('href')) ?? '');
  await expect(page.getByText('Meet the lamp that calms your evenings.')).toBeVisible();
});

test('schedule a post for tomorrow in the user’s time zone; it waits on the calendar', async () => {
  await page.goto(videoUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish video' });
  await dialog.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  await dialog.getByRole('radio', { name: 'Schedule' }).check();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const field = dialog.getByLabel(`Date and time (${zone})`);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  // A time in the past is refused with a reason.
  await field.fill('2020-01-01T10:00');
  await expect(dialog.getByText('That time has passed; pick a time in the future')).toBeVisible();
  await field.fill(`${day}T10:00`);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled 1 post')).toBeVisible();
  await expect(page.getByTestId('post-status').filter({ hasText: 'scheduled' })).toHaveCount(1);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await showWeekOf(tomorrow, 10);
  const slot = page.locator(`[data-slot="${slotOf(tomorrow, 10)}"]`);
  await expect(slot.getByTestId('calendar-post')).toHaveCount(1);
  await expect(slot.getByTestId('calendar-post')).toContainText('YouTube · Demo Channel');
});

test('drag the scheduled post to 15:00 on the calendar: it moves, and stays moved after a reload', async () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  // Tall enough that the 10:00 and 15:00 slots are both on screen: no scrolling during the drag.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/calendar');
  await showWeekOf(tomorrow, 10);
  const chip = page.locator(`[data-slot="${slotOf(tomorrow, 10)}"]`).getByTestId('calendar-post');
  const target = page.locator(`[data-slot="${slotOf(tomorrow, 15)}"]`);
  await chip.dragTo(target);
  await expect(page.getByText('Post moved')).toBeVisible();
  await expect(target.getByTestId('calendar-post')).toHaveCount(1);
  await expect(target.getByTestId('calendar-post')).toContainText(/15:00|3:00/);

  await page.reload();
  await showWeekOf(tomorrow, 15);
  await expect(
    page.locator(`[data-slot="${slotOf(tomorrow, 15)}"]`).getByTestId('calendar-post'),
  ).toHaveCount(1);
  await expect(
    page.locator(`[data-slot="${slotOf(tomorrow, 10)}"]`).getByTestId('calendar-post'),
  ).toHaveCount(0);

  // The keyboard's way: open the post, "Move to…" another time.
  await page
    .locator(`[data-slot="${slotOf(tomorrow, 15)}"]`)
    .getByTestId('calendar-post')
    .click();
  await page.getByRole('dialog', { name: 'Post' }).getByRole('button', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog', { name: 'Move post' });
  const day = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  await move.getByLabel(/New date and time/).fill(`${day}T18:30`);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.locator(`[data-slot="${slotOf(tomorrow, 18)}"]`).getByTestId('calendar-post'),
  ).toHaveCount(1);
});

test('on a phone the calendar is a list by day', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/calendar');
  await expect(page.getByTestId('calendar-grid')).toBeHidden();
  await expect(page.getByTestId('calendar-list')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
