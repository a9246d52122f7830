import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { connectStandInYouTube, signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

// Issue 35 items 2–4, done-when: in demo mode (fast clock: a slot every 8 s; a stand-in audience
// clicking from hidden per-variant rates) a new user starts an autopilot campaign whose script's four
// openings compete. The page says "not enough data" first, then names a winner with its probability,
// the decision log sends most slots to it, and "Make more like this" adds three challengers.

const product = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[2]?.slug ?? ''}`;

test('autopilot: four variants compete, a winner emerges, most slots go to it, more like it are added', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signedInPage(page, 'autopilot');
  await connectStandInYouTube(page);

  await page.goto('/campaigns/new');
  await page.getByLabel('Campaign name').fill('Autopilot week');
  await page.getByLabel('Product URLs (one per line)').fill(product);
  await page.getByRole('checkbox', { name: /YouTube · Demo Channel/ }).check();
  await page.getByLabel('Format').selectOption({ label: 'Square 1:1' });
  await page.getByRole('checkbox', { name: /Let the variants compete/ }).check();
  await expect(page.getByLabel('Goal')).toHaveValue('earnings');
  await page.getByRole('button', { name: 'Write the scripts' }).click();

  // Writing starts in the request; on a busy machine that takes a while.
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+$/, { timeout: 60_000 });
  await expect(page.locator('[data-state="ready"]')).toHaveCount(1, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Render 1 video' }).click();
  await expect(page.getByText('Rendering started.')).toBeVisible({ timeout: 60_000 });

  // The script's own opening and its three hooks become variants A–D, each its own item.
  // The items themselves, not the post rows each item card lists inside it.
  const items = page.locator('ul[aria-label="Campaign items"] > li');
  await expect(items).toHaveCount(4, { timeout: 30_000 });
  const panel = page.getByRole('region', { name: /Autopilot on/ });
  await expect(panel.getByText(/Stand-in numbers/)).toBeVisible();
  await expect(panel.getByText('Fast clock (demo): a slot every 8 s')).toBeVisible();
  const verdict = panel.getByRole('status', { name: 'Autopilot verdict' });
  // Honest first: no ranking before the data can tell.
  await expect(verdict).toHaveText(/^Not enough data yet/);
  await expect(page.locator('[data-state="scheduled"]')).toHaveCount(4, { timeout: 480_000 });

  // The first slots explore every variant, then Thompson sampling finds the hidden winner.
  const log = panel.getByRole('list', { name: 'Decision log' });
  await expect(log.getByRole('listitem').first()).toHaveText(/ → variant [A-D]: /, { timeout: 60_000 });
  await expect(verdict).toHaveAttribute('data-verdict', 'winner', { timeout: 420_000 });
  await expect(verdict).toHaveText(/^Variant [A-D] is the winner: P\(best\) (0\.[89]\d|1\.00) on clicks/);
  // Early on a variant can lead by chance and be overtaken: what is checked is that whichever variant
  // the verdict names as the winner gets most of the newest slots (read together, in one poll).
  const winnerNow = async () =>
    (await verdict.textContent())?.match(/Variant ([A-D]) is the winner/)?.[1] ?? '';
  await expect
    .poll(
      async () => {
        const leader = await winnerNow();
        const labels = await log
          .getByRole('listitem')
          .evaluateAll((lis) => lis.slice(0, 10).map((li) => li.getAttribute('data-decision-label')));
        return leader && labels.length === 10 ? labels.filter((l) => l === leader).length : 0;
      },
      { timeout: 240_000, intervals: [4_000] },
    )
    .toBeGreaterThanOrEqual(6);
  const winner = await winnerNow();
  await expect(panel.locator(`tr[data-arm="${winner}"]`)).toHaveAttribute('data-arm-state', 'leading');
  await expect(log.getByRole('listitem').first()).toHaveText(/P\(best\) \d\.\d\d, [\d,]+ views so far/);

  // Make more like this: three new openings in the winner's style, rendered as challengers E–G.
  await panel.getByRole('button', { name: `Make more like variant ${winner}` }).click();
  await expect(
    page.getByText(/3 challengers in the style of variant [A-D] are rendering: E, F, G\./),
  ).toBeVisible();
  await expect(items).toHaveCount(7, { timeout: 60_000 });
  for (const label of ['E', 'F', 'G']) await expect(panel.locator(`tr[data-arm="${label}"]`)).toBeVisible();
});
