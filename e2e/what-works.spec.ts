import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createAccount, newUser, skipWelcome } from './support/app.ts';
import { E2E_ENV } from './support/env.ts';

const OFFER = 'https://www.digistore24.com/redir/4242/ann/';
const day = () => new Date().toISOString().slice(0, 10);

/**
 * Hook variants A and B of one video, each posted twice on a stand-in YouTube channel in one campaign,
 * as the worker leaves them: views read from the stand-in today, people's clicks on each post's link
 * (A: 40 in 10,000 views, plus 500 bot clicks; B: 200 in 10,000) and one sale through B, written the
 * way the redirect and the sale recorder write them (the rollup triggers do the rest).
 */
async function seedCampaign(email: string): Promise<{ campaignId: string }> {
  const db = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT id FROM "User" WHERE email = $1', [email]);
    const userId = rows[0]?.id as string;
    const [channelId, campaignId, group] = [randomUUID(), randomUUID(), randomUUID()];
    await db.query(
      `INSERT INTO "Channel" (id, "userId", platform, "accountId", "accountName", "accessTokenEnc", scopes, "updatedAt")
       VALUES ($1, $2, 'youtube', $3, 'Demo Channel', 'v1:x', '{}', now())`,
      [channelId, userId, randomUUID()],
    );
    const rhythm = { times: ['18:00'], weekdays: [], startDate: day(), timeZone: 'UTC' };
    await db.query(
      `INSERT INTO "Campaign" (id, "userId", name, rhythm, "channelIds", status, "updatedAt")
       VALUES ($1, $2, 'Lamp hooks', $3, $4, 'running', now())`,
      [campaignId, userId, JSON.stringify(rhythm), [channelId]],
    );
    const variants = [
      { label: 'A', hook: 'Still reading in the dark?', clicks: 20, bots: 250, sales: 0 },
      { label: 'B', hook: 'Your eyes deserve better.', clicks: 100, bots: 0, sales: 1 },
    ];
    for (const v of variants) {
      const videoId = randomUUID();
      const content = {
        reelScript: {
          scenes: [{ duration: 3, visual: { background: 'Lamp' }, audio: { voiceover: v.hook } }],
        },
      };
      await db.query(
        `INSERT INTO "Video" (id, "userId", status, progress, content, product, "variantGroupId", "variantLabel", "updatedAt")
         VALUES ($1, $2, 'completed', 100, $3, '{"name":"Calm Lamp"}', $4, $5, now())`,
        [videoId, userId, JSON.stringify(content), group, v.label],
      );
      await db.query(
        `INSERT INTO "CampaignItem" (id, "campaignId", "videoId", status, "updatedAt") VALUES ($1, $2, $3, 'scheduled', now())`,
        [randomUUID(), campaignId, videoId],
      );
      for (let n = 0; n < 2; n++) {
        const [postId, linkId] = [randomUUID(), randomUUID()];
        const code = randomUUID().replace(/-/g, '').slice(0, 10);
        await db.query(
          `INSERT INTO "TrackedLink" (id, code, "userId", "targetUrl", "sourceKind", "sourceId", "campaignKey")
           VALUES ($1, $2, $3, $4, 'post', $5, $6)`,
          [linkId, code, userId, OFFER, `youtube/${channelId}/${postId}`, `o_youtube_${code}`],
        );
        await db.query(
          `INSERT INTO "Post" (id, "userId", "videoId", "channelId", "campaignId", platform, caption, hashtags,
             "scheduledAt", status, "platformPostId", "trackedLinkId", "publishedAt", "updatedAt")
           VALUES ($1, $2, $3, $4, $5, 'youtube', 'Meet the lamp', '{}', now(), 'published', $6, $7, now(), now())`,
          [postId, userId, videoId, channelId, campaignId, `yt-${code}`, linkId],
        );
        await db.query(
          `INSERT INTO "PostStatsDaily" ("postId", day, views, likes, comments, shares, "standIn", "fetchedAt")
           VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 5000, 0, 0, 0, true, now())`,
          [postId],
        );
        await db.query(
          `INSERT INTO "Click" ("linkId", at, day, device, bot, "visitorHash")
           SELECT $1::uuid, now(), (now() AT TIME ZONE 'UTC')::date, 'mobile', i > $2::int, md5(random()::text)
           FROM generate_series(1, $2::int + $3::int) AS i`,
          [linkId, v.clicks, v.bots],
        );
        if (n === 0 && v.sales > 0)
          await db.query(
            `INSERT INTO "Sale" (id, "userId", "orderId", event, "linkId", amount, earnings, currency, at, payload)
             VALUES ($1, $2, $3, 'sale', $4, 100, 30, 'EUR', now(), '{}')`,
            [randomUUID(), userId, `O-${randomUUID()}`, linkId],
          );
      }
    }
    return { campaignId };
  } finally {
    await db.end();
  }
}

test('What works ranks the hook variant that gets clicks, says earnings need more data, on Performance and the campaign', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Signed in through the API (the sign-in form has its own spec): on a busy two-core machine bcrypt
  // alone can take most of the form's 15 s wait.
  const user = await createAccount(newUser('what-works'));
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: user.email, password: user.password },
    timeout: 60_000,
  });
  expect(signin.status()).toBe(200);
  const session = (await signin.json()) as { token: string; user: unknown };
  await skipWelcome(page);
  await page.addInitScript(
    ([token, who]) => {
      try {
        localStorage.setItem('token', token as string);
        localStorage.setItem('user', who as string);
      } catch {
        // an opaque-origin frame has no storage: nothing to sign in there
      }
    },
    [session.token, JSON.stringify(session.user)],
  );
  const { campaignId } = await seedCampaign(user.email);

  await page.goto('/performance');
  const card = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: /What works/ }) })
    .last();
  // The page's own figures load first; on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: /What works/ })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText('Stand-in numbers')).toBeVisible();
  await card.getByRole('button', { name: 'Hook variants' }).click();
  // One sale cannot rank money yet: the view says how much more it needs instead of a ranking.
  await expect(card.getByTestId('what-works-verdict')).toHaveText(
    /^Not enough data yet — needs about [\d,]+ more clicks\.$/,
  );
  await expect(card.getByRole('columnheader', { name: 'P(best)' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Clicks / 1,000 views' }).click();
  await expect(card.getByTestId('what-works-verdict')).toHaveText(
    /^Calm Lamp — hook B is most likely the best \(P\(best\) (9\d|100)%\)\.$/,
  );
  const rows = card.getByTestId('what-works-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Calm Lamp — hook B');
  await expect(rows.first()).toContainText('Winner');
  // B: 200 clicks in 10,000 views ≈ 20 per 1,000; A's 500 bot clicks are left out (≈ 4, not 54).
  await expect(rows.first().getByRole('cell').first()).toHaveText(/^(19|20|21)(\.\d)?$/);
  await expect(rows.last().getByRole('cell').first()).toHaveText(/^[3-5](\.\d)?$/);

  await card.getByRole('button', { name: 'Hooks' }).click();
  await expect(rows.first()).toContainText('Your eyes deserve better.');

  // The campaign's own page shows the same comparison for its posts, and holds at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/campaigns/${campaignId}`);
  const campaignCard = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: /What works/ }) })
    .last();
  await campaignCard.getByRole('button', { name: 'Hook variants' }).click();
  await campaignCard.getByRole('button', { name: 'Clicks / 1,000 views' }).click();
  await expect(campaignCard.getByTestId('what-works-row').first()).toContainText('Calm Lamp — hook B');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
