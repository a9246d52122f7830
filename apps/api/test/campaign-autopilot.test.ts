import {
  autopilotViewSchema,
  type CampaignDto,
  campaignSchema,
  moreLikeThisResultSchema,
  type ScriptContent,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRequest, finishVideos, twiceDaily } from './campaign-support.ts';
import { createChannel, createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Campaign autopilot (issue 35): a script's hooks become competing variants at launch, decided slots
// are placed through the post path (or skipped with a reason), pins and exclusions are owner-scoped,
// and "Make more like this" adds challengers in the winner's style.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const LAMP_HOOKS_FOR_TESTS = [
  'Still reading in the dark?',
  'The calmest lamp you will see today.',
  'Tired of harsh light?',
];
const scene = (voiceover: string) => ({
  duration: 3,
  visual: { background: 'A warm lamp on a desk' },
  audio: { voiceover, musicMood: 'calm' },
});
const WITH_HOOKS: ScriptContent = {
  ...LAMP_SCRIPT,
  hooks: LAMP_HOOKS_FOR_TESTS.map(scene),
};
const rhythm = twiceDaily('UTC');
const send = (user: SignedInUser, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  campaignRequest(h, user, method, url, payload);

async function autopilotCampaign(user: SignedInUser): Promise<CampaignDto> {
  const channel = await createChannel(h.t.db, user.userId, 'youtube');
  const script = await createLampScript(h.t.db, user.userId, { content: WITH_HOOKS });
  const created = await send(user, 'POST', '', {
    name: 'Lamp autopilot',
    scriptIds: [script.id],
    channelIds: [channel.id],
    rhythm,
    autopilot: { goal: 'clicks', minExposureViews: 200, retireBelow: 0.05 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = campaignSchema.parse(created.json());
  const launched = await send(user, 'POST', `/${id}/launch`);
  expect(launched.statusCode, launched.body).toBe(200);
  return campaignSchema.parse(launched.json());
}

describe('campaign autopilot', () => {
  it('renders the hooks as variants, says "not enough data" first, places decided slots and skips a deleted variant', async () => {
    const user = await signUpAndIn(h, 'autopilot');
    const c = await autopilotCampaign(user);
    expect(c.autopilot).toBe(true);
    expect(c.items).toHaveLength(4);
    const videos = await h.t.db.video.findMany({
      where: { id: { in: c.items.map((i) => i.videoId ?? '') } },
    });
    expect(new Set(videos.map((v) => v.variantGroupId)).size).toBe(1);
    await finishVideos(
      h.t.db,
      c.items.map((i) => i.videoId),
    );

    // Rendered arms are in rotation, not placed on the rhythm one post each.
    const view = campaignSchema.parse((await send(user, 'GET', `/${c.id}`)).json());
    expect(view.items.map((i) => i.state)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
    expect(await h.t.db.post.count({ where: { campaignId: c.id } })).toBe(0);
    const first = autopilotViewSchema.parse((await send(user, 'GET', `/${c.id}/autopilot`)).json());
    expect(first.enabled).toBe(true);
    expect(first.settings).toEqual({ goal: 'clicks', minExposureViews: 200, retireBelow: 0.05 });
    expect(first.verdict.message).toMatch(/^Not enough data yet/);
    expect(first.arms.map((a) => [a.label, a.state])).toEqual([
      ['A', 'exploring'],
      ['B', 'exploring'],
      ['C', 'exploring'],
      ['D', 'exploring'],
    ]);

    // The worker decided two slots: B's posts are placed at its time; C's video is deleted meanwhile.
    const [, b, cItem] = c.items;
    const slotAt = new Date(Date.now() + 3_600_000);
    const snapshot = { goal: 'clicks', verdict: first.verdict, arms: first.arms };
    for (const [item, at] of [
      [b, slotAt],
      [cItem, new Date(slotAt.getTime() + 60_000)],
    ] as const) {
      await h.t.db.autopilotDecision.create({
        data: {
          campaignId: c.id,
          slotAt: at,
          itemId: item?.id ?? null,
          videoId: item?.videoId ?? null,
          armLabel: item === b ? 'B' : 'C',
          reason: 'new-arm',
          message: `Tue 18:00:00 → variant ${item === b ? 'B' : 'C'}: 0 views so far (new).`,
          arms: snapshot,
        },
      });
    }
    await h.t.db.video.delete({ where: { id: cItem?.videoId ?? '' } });
    expect(await h.app.services.campaigns.campaigns.placeDecided({ campaignId: c.id })).toBe(1);
    const posts = await h.t.db.post.findMany({ where: { campaignId: c.id } });
    expect(posts.map((p) => [p.videoId, p.scheduledAt.getTime()])).toEqual([[b?.videoId, slotAt.getTime()]]);
    const log = autopilotViewSchema.parse((await send(user, 'GET', `/${c.id}/autopilot`)).json()).decisions;
    expect(log.map((d) => [d.label, d.status])).toEqual([
      ['C', 'skipped'],
      ['B', 'placed'],
    ]);
    expect(log[0]?.message).toMatch(/skipped: variant C was deleted or dropped before its slot\.$/);
    // Placing again changes nothing.
    expect(await h.app.services.campaigns.campaigns.placeDecided({ campaignId: c.id })).toBe(0);
  });

  it('places a running campaign’s slot on the sweep while a paused campaign holds a hundred older ones', async () => {
    const user = await signUpAndIn(h, 'autopilot-sweep');
    const [paused, running] = [await autopilotCampaign(user), await autopilotCampaign(user)];
    await finishVideos(
      h.t.db,
      [...paused.items, ...running.items].map((i) => i.videoId),
    );
    await h.t.db.campaign.update({ where: { id: paused.id }, data: { pausedAt: new Date() } });
    const [arm] = paused.items;
    const [, b] = running.items;
    const decided = (campaignId: string, item: typeof b, slotAt: Date) => ({
      campaignId,
      slotAt,
      itemId: item?.id ?? null,
      videoId: item?.videoId ?? null,
      armLabel: 'B',
      reason: 'thompson',
      message: 'Tue 18:00:00 → variant B (Thompson sampling).',
      arms: {},
    });
    const base = Date.now() + 3_600_000;
    await h.t.db.autopilotDecision.createMany({
      data: Array.from({ length: 100 }, (_, n) => decided(paused.id, arm, new Date(base + n * 1000))),
    });
    await h.t.db.autopilotDecision.create({ data: decided(running.id, b, new Date(base + 3_600_000)) });
    expect(await h.app.services.campaigns.campaigns.placeDecided()).toBe(1);
    const log = await h.t.db.autopilotDecision.groupBy({
      by: ['campaignId', 'status'],
      where: { campaignId: { in: [paused.id, running.id] } },
      _count: { _all: true },
    });
    expect(log.map((r) => [r.campaignId, r.status, r._count._all]).sort()).toEqual(
      [
        [paused.id, 'decided', 100],
        [running.id, 'placed', 1],
      ].sort(),
    );
  });

  it('pins and excludes only the owner’s variants, and refuses junk', async () => {
    const user = await signUpAndIn(h, 'autopilot-pin');
    const stranger = await signUpAndIn(h, 'autopilot-stranger');
    const c = await autopilotCampaign(user);
    const [a, b] = c.items;
    const pin = await send(user, 'POST', `/${c.id}/autopilot/arms/${a?.id}`, { action: 'pin' });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(autopilotViewSchema.parse(pin.json()).pinnedItemId).toBe(a?.id);
    const exclude = autopilotViewSchema.parse(
      (await send(user, 'POST', `/${c.id}/autopilot/arms/${a?.id}`, { action: 'exclude' })).json(),
    );
    expect(exclude.pinnedItemId).toBeNull();
    expect(exclude.excludedItemIds).toEqual([a?.id]);
    expect(
      (await send(stranger, 'POST', `/${c.id}/autopilot/arms/${b?.id}`, { action: 'pin' })).statusCode,
    ).toBe(404);
    expect((await send(stranger, 'GET', `/${c.id}/autopilot`)).statusCode).toBe(404);
    const other = await send(user, 'POST', `/${c.id}/autopilot/arms/00000000-0000-4000-8000-000000000000`, {
      action: 'pin',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await send(user, 'POST', `/${c.id}/autopilot/arms/${b?.id}`, { action: 'boost' })).statusCode,
    ).toBe(400);
    const bad = await send(user, 'PUT', `/${c.id}/autopilot`, { enabled: true, retireBelow: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/between 0 and 0\.5/);
    const off = await send(user, 'PUT', `/${c.id}/autopilot`, { enabled: false });
    expect(autopilotViewSchema.parse(off.json()).enabled).toBe(false);
  });

  it('makes more like the winner: fresh openings rendered as challengers, never the used ones', async () => {
    const user = await signUpAndIn(h, 'autopilot-more');
    const c = await autopilotCampaign(user);
    const winner = c.items[1];
    const early = await send(user, 'POST', `/${c.id}/items/${winner?.id}/more-like-this`, { count: 3 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Variant B has no finished video to make more of yet.');
    await finishVideos(
      h.t.db,
      c.items.map((i) => i.videoId),
    );
    const res = await send(user, 'POST', `/${c.id}/items/${winner?.id}/more-like-this`, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const result = moreLikeThisResultSchema.parse(res.json());
    expect(result.message).toMatch(/^3 challengers in the style of variant B are rendering: E, F, G\./);
    expect(result.campaign.items).toHaveLength(7);
    const made = await h.t.db.video.findMany({
      where: { id: { in: result.campaign.items.slice(4).map((i) => i.videoId ?? '') } },
    });
    const openings = made.map(
      (v) => (v.content as ScriptContent).reelScript.scenes[0]?.audio.voiceover ?? '',
    );
    const used = [LAMP_SCRIPT.reelScript.scenes[0]?.audio.voiceover, ...LAMP_HOOKS_FOR_TESTS];
    expect(new Set(openings).size).toBe(3);
    for (const line of openings) expect(used).not.toContain(line);
    expect(
      (await send(user, 'POST', `/${c.id}/items/${winner?.id}/more-like-this`, { count: 9 })).statusCode,
    ).toBe(400);
    // With room for one more variant, one comes, and the message says the campaign was full, not the writer.
    await h.t.db.campaignItem.createMany({
      data: Array.from({ length: 12 }, (_, n) => ({ campaignId: c.id, position: 7 + n, status: 'dropped' })),
    });
    const full = await send(user, 'POST', `/${c.id}/items/${winner?.id}/more-like-this`, { count: 3 });
    expect(full.statusCode, full.body).toBe(200);
    expect(moreLikeThisResultSchema.parse(full.json()).message).toMatch(
      /^1 challenger in the style of variant B is rendering: T\. The campaign had room for only 1 more variant \(at most 20\)\./,
    );
  });
});
