import { randomUUID } from 'node:crypto';
import { type CampaignDto, campaignSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, LAMP_SCRIPT, lampProduct } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Two renders at once, four a day: a campaign of three fits, the daily limit refuses a fourth later.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ QUOTA_CONCURRENT_RENDERS: '2', QUOTA_DAILY_RENDERS: '4' });
});
afterAll(async () => {
  await h.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const rhythm = () => ({
  times: ['09:00', '18:00'],
  weekdays: [],
  startDate: today(),
  timeZone: 'Europe/Berlin',
});

const channel = (userId: string, platform: 'youtube' | 'tiktok') => createChannel(h.t.db, userId, platform);

const send = (
  user: SignedInUser,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) =>
  h.app.inject({ method, url: `/api/campaigns${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

async function ok(res: Awaited<ReturnType<typeof send>>, status = 200): Promise<CampaignDto> {
  expect(res.statusCode, res.body).toBe(status);
  return campaignSchema.parse(res.json());
}

/** What the script job leaves behind: written, or the product page's error. */
async function finishScript(scriptId: string | null, error?: string) {
  await h.t.db.script.update({
    where: { id: scriptId ?? '' },
    data: error
      ? { status: 'failed', message: error, error: 'FETCH_FAILED' }
      : {
          status: 'completed',
          progress: 100,
          content: LAMP_SCRIPT,
          product: lampProduct('https://shop.example/p'),
        },
  });
}

describe('campaigns', () => {
  let user: SignedInUser;
  let channels: string[];
  let offerId: string;
  beforeAll(async () => {
    user = await signUpAndIn(h, 'campaign');
    channels = [(await channel(user.userId, 'youtube')).id, (await channel(user.userId, 'tiktok')).id];
    offerId = (
      await h.t.db.offer.create({
        data: {
          entryId: `e-${randomUUID()}`,
          name: 'Keto Kitchen',
          descriptionHtml: '<p>x</p>',
          affiliateLink: 'https://www.digistore24.com/redir/123/AFFILIATE/CAMPAIGNKEY',
        },
      })
    ).id;
  });

  it('writes one script per item, skips a page that failed, renders the rest and posts them on the rhythm', async () => {
    const created = await ok(
      await send(user, 'POST', '', {
        name: 'Black Friday',
        offerIds: [offerId],
        productUrls: ['https://shop.example/a', 'https://shop.example/broken', 'https://shop.example/c'],
        channelIds: channels,
        rhythm: rhythm(),
        settings: { template: 'offer' },
      }),
      201,
    );
    expect(created.items.map((i) => [i.label, i.state])).toEqual([
      ['Keto Kitchen', 'writing'],
      // Before its script names the product, an item is titled by the page's host, never the raw URL.
      ['shop.example', 'writing'],
      ['shop.example', 'writing'],
      ['shop.example', 'writing'],
    ]);
    // One generate-script job each, the offer's written from its promolink.
    expect((await h.waitingJobs('scripts')).length).toBe(4);
    const offerScript = await h.t.db.script.findUniqueOrThrow({
      where: { id: created.items[0]?.scriptId ?? '' },
    });
    expect(offerScript.sourceUrl).toContain('digistore24.com/redir/123');

    // Launching while scripts are still being written is refused with the reason.
    const early = await send(user, 'POST', `/${created.id}/launch`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/4 scripts are still being written/);

    const [a, b, broken, c] = created.items;
    await finishScript(a?.scriptId ?? null);
    await finishScript(b?.scriptId ?? null);
    await finishScript(broken?.scriptId ?? null, 'The product page answered 404 Not Found.');
    await finishScript(c?.scriptId ?? null);
    const review = await ok(await send(user, 'GET', `/${created.id}`));
    expect(review.items.map((i) => i.state)).toEqual(['ready', 'ready', 'failed', 'ready']);
    expect(review.items[2]).toMatchObject({
      message: 'The product page answered 404 Not Found.',
      retryable: true,
    });

    // Review: one scene's text edited, one item's own look; the broken one dropped.
    const edited = structuredClone(LAMP_SCRIPT);
    if (edited.reelScript.scenes[0]) edited.reelScript.scenes[0].audio.voiceover = 'A lamp for night owls.';
    await ok(
      await send(user, 'PATCH', `/${created.id}/items/${a?.id}`, {
        content: edited,
        settings: { format: '1:1' },
      }),
    );
    const dropped = await ok(await send(user, 'DELETE', `/${created.id}/items/${broken?.id}`));
    expect(dropped.items[2]?.state).toBe('dropped');

    const launched = await ok(await send(user, 'POST', `/${created.id}/launch`));
    expect(launched.state).toBe('running');
    expect(launched.items.map((i) => i.state)).toEqual(['rendering', 'rendering', 'dropped', 'rendering']);
    const videos = await h.t.db.video.findMany({
      where: { userId: user.userId },
      orderBy: { createdAt: 'asc' },
    });
    // Three renders, two at once (the concurrent quota), the third waits for a slot.
    expect(videos.map((v) => v.status).sort()).toEqual(['processing', 'processing', 'queued']);
    const first = videos.find((v) => v.id === launched.items[0]?.videoId);
    expect(first).toMatchObject({ template: 'offer', format: '1:1' });
    expect(JSON.stringify(first?.content)).toContain('A lamp for night owls.');

    // Two videos finish: each gets the next free slot of the rhythm, one post per channel.
    for (const item of [launched.items[0], launched.items[1]]) {
      await h.t.db.video.update({
        where: { id: item?.videoId ?? '' },
        data: {
          status: 'completed',
          progress: 100,
          outputKey: `videos/${item?.videoId}/video.mp4`,
          durationS: 12,
          sizeBytes: 2_000_000,
        },
      });
    }
    const placed = await ok(await send(user, 'GET', `/${created.id}`));
    expect(placed.items.map((i) => i.state)).toEqual(['scheduled', 'scheduled', 'dropped', 'rendering']);
    const posts = await h.t.db.post.findMany({
      where: { campaignId: created.id },
      orderBy: { scheduledAt: 'asc' },
    });
    expect(posts.length).toBe(4);
    expect(new Set(posts.map((p) => p.platform))).toEqual(new Set(['youtube', 'tiktok']));
    const slots = [...new Set(posts.map((p) => p.scheduledAt.toISOString()))];
    expect(slots.length).toBe(2);
    for (const s of slots) {
      const berlin = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(['09:00', '18:00']).toContain(berlin.format(new Date(s)));
    }
    expect(placed.items[0]?.posts.length).toBe(2);
    // A second look places nothing twice.
    await send(user, 'GET', '');
    expect(await h.t.db.post.count({ where: { campaignId: created.id } })).toBe(4);
  });

  it('refuses a campaign the daily render quota cannot hold, before starting any render', async () => {
    const other = await signUpAndIn(h, 'quota');
    const ch = await channel(other.userId, 'youtube');
    const urls = [
      'https://shop.example/1',
      'https://shop.example/2',
      'https://shop.example/3',
      'https://shop.example/4',
      'https://shop.example/5',
    ];
    const created = await ok(
      await send(other, 'POST', '', {
        name: 'Too big',
        productUrls: urls,
        channelIds: [ch.id],
        rhythm: rhythm(),
      }),
      201,
    );
    for (const item of created.items) await finishScript(item.scriptId);
    const refused = await send(other, 'POST', `/${created.id}/launch`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This campaign needs 5 renders, but only 4 of your 4 daily renders are left. Drop 1 item or render the rest tomorrow.',
    );
    expect(await h.t.db.video.count({ where: { userId: other.userId } })).toBe(0);
  });

  it('answers bad input with 400 and a clear message, and hides other users’ campaigns', async () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://shop.example/${i}`);
    const base = { name: 'x', channelIds: [randomUUID()], rhythm: rhythm() };
    const cases: [object, RegExp][] = [
      [{ ...base, productUrls: urls }, /at most 20 items/],
      [{ ...base, name: 'a\u0000b', productUrls: ['https://shop.example/a'] }, /control characters/],
      [{ ...base, channelIds: [], productUrls: ['https://shop.example/a'] }, /at least one channel/],
      [{ ...base, productUrls: [] }, /at least one offer/],
      [
        { ...base, productUrls: ['https://shop.example/a'], rhythm: { ...rhythm(), timeZone: 'Mars/Base' } },
        /time zone/,
      ],
      [{ ...base, productUrls: ['https://shop.example/a'] }, /not connected to your account/],
      [
        {
          ...base,
          productUrls: ['https://shop.example/a'],
          rhythm: { ...rhythm(), startDate: '2031-01-01' },
        },
        /within 365 days/,
      ],
    ];
    for (const [payload, message] of cases) {
      const stranger = await signUpAndIn(h, 'bad');
      const res = await send(stranger, 'POST', '', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknownOffer = await send(user, 'POST', '', {
      ...base,
      channelIds: channels,
      offerIds: [randomUUID()],
    });
    expect(unknownOffer.statusCode).toBe(400);
    expect(unknownOffer.json().message).toBe('One of the chosen offers is not in the marketplace');
    const mine = await h.t.db.campaign.findFirstOrThrow({
      where: { userId: user.userId },
      include: { items: true },
    });
    const stranger = await signUpAndIn(h, 'stranger');
    expect((await send(stranger, 'GET', `/${mine.id}`)).statusCode).toBe(404);
    expect((await send(stranger, 'POST', `/${mine.id}/launch`)).statusCode).toBe(404);
    expect((await send(stranger, 'DELETE', `/${mine.id}/items/${mine.items[0]?.id}`)).statusCode).toBe(404);
    expect((await send(user, 'DELETE', `/${mine.id}/items/${randomUUID()}`)).statusCode).toBe(404);
    expect((await send(user, 'GET', '/not-a-uuid')).statusCode).toBe(400);
  });
});
