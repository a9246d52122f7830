import {
  createVariantsResponseSchema,
  myVideosResponseSchema,
  performanceResponseSchema,
  type ScriptContent,
  trackedLinkCode,
  videoDetailsResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, IPHONE_AGENT, LAMP_SCRIPT, utcToday } from './fixtures.ts';
import { createHarness, createVideoFrom, getAs, type Harness, signUpAndIn } from './harness.ts';

const PRODUCT = 'https://shop.example/products/lamp';
const hook = (voiceover: string) => ({
  duration: 3,
  visual: { background: 'A warm lamp on a desk', animation: 'zoomIn' },
  audio: { voiceover, musicMood: 'calm' },
});
const WITH_HOOKS: ScriptContent = { ...LAMP_SCRIPT, hooks: [hook('Why read in the dark?')] };

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('every video carries its own tracked link', () => {
  it('a video made from a product URL gets a /go/ link at creation, used by its card, details and shares', async () => {
    const user = await signUpAndIn(h);
    const id = await createVideoFrom(h, user, PRODUCT);

    // Made with the row, before the render starts: the worker prints /go/{linkCode} on the end card.
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id } });
    expect(row.linkCode).toMatch(/^[0-9A-Za-z]{10}$/);
    const link = await h.t.db.trackedLink.findUniqueOrThrow({ where: { code: row.linkCode ?? '' } });
    expect(link).toMatchObject({ sourceKind: 'video', sourceId: id, targetUrl: PRODUCT });

    const [card] = myVideosResponseSchema.parse((await getAs(h, user, '/api/videos/my-videos')).json());
    expect(card).toMatchObject({ affiliate_link: null, affiliate_link_missing: 'not_from_offer' });
    expect(card?.tracked_link).toBe(`${h.deps.env.PUBLIC_URL}/go/${row.linkCode}`);
    const details = videoDetailsResponseSchema.parse(
      (await getAs(h, user, `/api/videos/${id}/details`)).json(),
    );
    expect(details.tracked_link).toBe(card?.tracked_link);
    expect(new URL(details.sharing.facebook).searchParams.get('u')).toBe(card?.tracked_link);
    expect(details.sharing.instagram).toBe(card?.tracked_link);

    // A scan of the end card's QR is a click like any other, with its device, for this video.
    const go = await h.app.inject({
      method: 'GET',
      url: `/go/${row.linkCode}`,
      headers: { 'user-agent': IPHONE_AGENT },
      remoteAddress: '198.51.100.44',
    });
    expect(go.statusCode).toBe(302);
    expect(String(go.headers.location).startsWith(PRODUCT)).toBe(true);
    await h.app.services.links.clicks.flush();
    const perf = performanceResponseSchema.parse(
      (await getAs(h, user, `/api/performance?from=${utcToday()}&to=${utcToday()}&videoId=${id}`)).json(),
    );
    expect(perf.rows).toEqual([expect.objectContaining({ kind: 'video', sourceId: id, clicks: 1 })]);
    const click = await h.t.db.click.findFirstOrThrow({ where: { linkId: link.id } });
    expect(click.device).toBe('mobile');
  });

  it('each hook variant gets its own link (h_ campaign key), every one at creation', async () => {
    const user = await signUpAndIn(h);
    const script = await createLampScript(h.t.db, user.userId, { url: PRODUCT, content: WITH_HOOKS });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/videos/variants',
      headers: user.auth,
      payload: { scriptId: script.id, content: WITH_HOOKS, hooks: [1] },
    });
    expect(res.statusCode).toBe(201);
    const { videos } = createVariantsResponseSchema.parse(res.json());
    const rows = await h.t.db.video.findMany({ where: { id: { in: videos.map((v) => v.id) } } });
    const codes = rows.map((r) => r.linkCode);
    expect(new Set(codes).size).toBe(videos.length);
    const links = await h.t.db.trackedLink.findMany({ where: { code: { in: codes as string[] } } });
    expect(links.every((l) => l.sourceKind === 'variant' && l.campaignKey === `h_${l.code}`)).toBe(true);
    const cards = myVideosResponseSchema.parse((await getAs(h, user, '/api/videos/my-videos')).json());
    for (const r of rows) {
      const card = cards.find((c) => c.id === r.id);
      expect(trackedLinkCode(card?.tracked_link ?? '')).toBe(r.linkCode);
    }
  });
});
