import {
  accountUsageResponseSchema,
  createVariantsResponseSchema,
  myVideosResponseSchema,
  performanceResponseSchema,
  type ScriptContent,
  VIDEO_QUEUED_MESSAGE,
} from '@adreel/contracts';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

const hook = (voiceover: string) => ({
  duration: 3,
  visual: { background: 'A warm lamp on a desk', animation: 'zoomIn' },
  audio: { voiceover, musicMood: 'calm' },
});
const WITH_HOOKS: ScriptContent = {
  ...LAMP_SCRIPT,
  hooks: [
    hook('Why read in the dark?'),
    hook('The best lamp you will see today.'),
    hook('Tired of eye strain?'),
  ],
};
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

function script(userId: string) {
  return createLampScript(h.t.db, userId, { content: WITH_HOOKS });
}

const variants = (user: SignedInUser, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/videos/variants',
    headers: user.auth,
    payload: payload as object,
  });

describe('POST /videos/variants', () => {
  it('creates one grouped video per version, first scene replaced, each a render start and a job', async () => {
    const user = await signUpAndIn(h);
    const s = await script(user.userId);
    const res = await variants(user, { scriptId: s.id, content: WITH_HOOKS, hooks: [1, 3], template: 'ugc' });
    expect(res.statusCode).toBe(201);
    const body = createVariantsResponseSchema.parse(res.json());
    expect(body.videos.map((v) => v.variantLabel)).toEqual(['A', 'B', 'C']);
    expect(body.videos.every((v) => v.status === 'processing')).toBe(true);

    const rows = await h.t.db.video.findMany({
      where: { userId: user.userId },
      orderBy: { variantLabel: 'asc' },
    });
    expect(rows.map((r) => r.variantGroupId)).toEqual([
      body.variantGroupId,
      body.variantGroupId,
      body.variantGroupId,
    ]);
    const firstLines = rows.map((r) => (r.content as ScriptContent).reelScript.scenes[0]?.audio.voiceover);
    expect(firstLines).toEqual(['Meet the lamp.', 'Why read in the dark?', 'Tired of eye strain?']);
    for (const r of rows) {
      const content = r.content as ScriptContent;
      expect(content.reelScript.scenes[1]).toEqual(LAMP_SCRIPT.reelScript.scenes[1]);
      expect(content.hooks).toBeUndefined();
      expect(r.template).toBe('ugc');
    }
    expect(await h.t.db.renderStart.count({ where: { userId: user.userId } })).toBe(3);
    const jobs = (await h.waitingJobs('renders')).filter((j) => rows.some((r) => r.id === j.data.videoId));
    expect(jobs).toHaveLength(3);

    const list = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: user.auth });
    const cards = myVideosResponseSchema.parse(list.json());
    expect(cards.map((c) => c.variant?.label).sort()).toEqual(['A', 'B', 'C']);
    expect(new Set(cards.map((c) => c.variant?.groupId))).toEqual(new Set([body.variantGroupId]));
  });

  it('can leave the original out; plain create stays ungrouped', async () => {
    const user = await signUpAndIn(h);
    const s = await script(user.userId);
    const res = await variants(user, {
      scriptId: s.id,
      content: WITH_HOOKS,
      hooks: [2, 1],
      includeOriginal: false,
    });
    expect(res.statusCode).toBe(201);
    const body = createVariantsResponseSchema.parse(res.json());
    expect(body.videos.map((v) => v.variantLabel)).toEqual(['A', 'B']);
    const a = await h.t.db.video.findUniqueOrThrow({ where: { id: body.videos[0]!.id } });
    expect((a.content as ScriptContent).reelScript.scenes[0]?.audio.voiceover).toBe(
      'The best lamp you will see today.',
    );
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/videos/create',
      headers: user.auth,
      payload: { scriptId: s.id, content: LAMP_SCRIPT },
    });
    expect(plain.statusCode).toBe(201);
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id: plain.json().id } });
    expect(row.variantGroupId).toBeNull();
    expect(row.variantLabel).toBeNull();
  });

  it('answers 400 with a clear message for bad hook choices and control characters', async () => {
    const user = await signUpAndIn(h);
    const s = await script(user.userId);
    const cases: [unknown, string][] = [
      [{ hooks: [] }, 'Choose at least one hook'],
      [{ hooks: [1, 1] }, 'only once'],
      [{ hooks: [4] }, 'Hooks are numbers 1 to 3'],
      [{ hooks: [0] }, 'Hooks are numbers 1 to 3'],
      [{ hooks: ['1'] }, 'Hooks are numbers 1 to 3'],
      [{ hooks: 'all' }, 'hooks must be a list'],
      [{ hooks: [1], includeOriginal: false }, 'at least two versions'],
      [
        { hooks: [3], content: { ...WITH_HOOKS, hooks: WITH_HOOKS.hooks?.slice(0, 2) } },
        'Hook 3 does not exist',
      ],
      [{ hooks: [1], content: { ...WITH_HOOKS, hooks: [hook('Bad\u0000line')] } }, 'control characters'],
    ];
    for (const [override, message] of cases) {
      const res = await variants(user, { scriptId: s.id, content: WITH_HOOKS, ...(override as object) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await h.t.db.video.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('answers 404 for someone else’s script or a malformed id', async () => {
    const owner = await signUpAndIn(h);
    const other = await signUpAndIn(h);
    const s = await script(owner.userId);
    const theirs = await variants(other, { scriptId: s.id, content: WITH_HOOKS, hooks: [1] });
    expect(theirs.statusCode).toBe(404);
    const bad = await variants(other, { scriptId: 'not-a-uuid', content: WITH_HOOKS, hooks: [1] });
    expect(bad.statusCode).toBe(404);
    expect(await h.t.db.video.count({ where: { userId: { in: [owner.userId, other.userId] } } })).toBe(0);
  });

  it('queues the variants beyond the concurrent limit instead of refusing, and starts them as slots free', async () => {
    const user = await signUpAndIn(h);
    const s = await script(user.userId);
    // Default limit: 3 renders at once. The review page's default (original + 3 hooks) is four videos.
    const four = await variants(user, { scriptId: s.id, content: WITH_HOOKS, hooks: [1, 2, 3] });
    expect(four.statusCode).toBe(201);
    const body = createVariantsResponseSchema.parse(four.json());
    expect(body.videos.map((v) => [v.variantLabel, v.status])).toEqual([
      ['A', 'processing'],
      ['B', 'processing'],
      ['C', 'processing'],
      ['D', 'queued'],
    ]);
    expect(body.videos[3]?.message).toBe(VIDEO_QUEUED_MESSAGE);
    // Every version is a start against the daily limit; only the three with a slot have a job.
    expect(await h.t.db.renderStart.count({ where: { userId: user.userId } })).toBe(4);
    const ids = body.videos.map((v) => v.id);
    const jobsFor = async () =>
      (await h.waitingJobs('renders')).map((j) => String(j.data.videoId)).filter((id) => ids.includes(id));
    expect((await jobsFor()).sort()).toEqual(ids.slice(0, 3).sort());
    const status = await h.app.inject({ method: 'GET', url: `/api/videos/${ids[3]}`, headers: user.auth });
    expect(status.json()).toMatchObject({ status: 'queued', message: VIDEO_QUEUED_MESSAGE });
    expect(
      accountUsageResponseSchema.parse(
        (await h.app.inject({ method: 'GET', url: '/api/account/usage', headers: user.auth })).json(),
      ),
    ).toMatchObject({ rendersRunning: 3, rendersQueued: 1, rendersToday: 4 });

    // A render that ends (here: deleted while rendering) hands its slot to the waiting one.
    const del = await h.app.inject({ method: 'DELETE', url: `/api/videos/${ids[0]}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    const d = await h.t.db.video.findUniqueOrThrow({ where: { id: ids[3] } });
    expect(d.status).toBe('processing');
    expect(await jobsFor()).toContain(ids[3]);

    // A later create waits behind the running ones too (no slot is free).
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/videos/create',
      headers: user.auth,
      payload: { scriptId: s.id, content: LAMP_SCRIPT },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ status: 'queued', message: VIDEO_QUEUED_MESSAGE });
  });
});

describe('Performance: variants side by side', () => {
  it('compares each variant’s own h_ tracked link clicks', async () => {
    const user = await signUpAndIn(h);
    const s = await script(user.userId);
    const res = await variants(user, { scriptId: s.id, content: WITH_HOOKS, hooks: [1] });
    const body = createVariantsResponseSchema.parse(res.json());
    const [a, b] = body.videos;
    const target = 'https://www.digistore24.com/redir/4242/ann/';
    const requests = [a!, b!].map((v) => ({
      kind: 'variant' as const,
      sourceId: `${v.id}/${v.variantLabel}`,
      targetUrl: target,
    }));
    const links = await h.app.services.links.links.linksFor(user.userId, requests);
    const linkA = links.get(h.app.services.links.links.keyOf(requests[0]!))!;
    const linkB = links.get(h.app.services.links.links.keyOf(requests[1]!))!;
    expect(linkA.campaignKey).toMatch(/^h_/);
    const go = (code: string, ip: string) =>
      h.app.inject({
        method: 'GET',
        url: `/go/${code}`,
        headers: { 'user-agent': CHROME },
        remoteAddress: ip,
      });
    expect((await go(linkB.code, '203.0.113.1')).statusCode).toBe(302);
    await go(linkB.code, '203.0.113.2');
    await go(linkA.code, '203.0.113.3');
    await h.app.services.links.clicks.flush();

    const report = await h.app.inject({
      method: 'GET',
      url: `/api/performance?from=${today()}&to=${today()}`,
      headers: user.auth,
    });
    expect(report.statusCode).toBe(200);
    const groups = performanceResponseSchema.parse(report.json()).variantGroups ?? [];
    const group = groups.find((g) => g.groupId === body.variantGroupId);
    expect(group?.variants.map((v) => [v.label, v.clicks, v.hook])).toEqual([
      ['A', 1, 'Meet the lamp.'],
      ['B', 2, 'Why read in the dark?'],
    ]);

    // One video's report narrows to that video's group.
    const only = await h.app.inject({
      method: 'GET',
      url: `/api/performance?from=${today()}&to=${today()}&videoId=${b!.id}`,
      headers: user.auth,
    });
    const onlyGroups = performanceResponseSchema.parse(only.json()).variantGroups ?? [];
    expect(onlyGroups.map((g) => g.groupId)).toEqual([body.variantGroupId]);
  });
});

describe('My Videos links of variants', () => {
  it('gives each variant its own tracked link with an h_ campaign key', async () => {
    const user = await signUpAndIn(h);
    await h.t.db.offer.create({
      data: {
        entryId: 'var-1',
        name: 'Lamp offer',
        descriptionHtml: '<p>x</p>',
        affiliateLink: 'https://www.digistore24.com/redir/880001/AFFILIATE',
      },
    });
    await saveConnection(h.t.db, digistoreAccountKey(user.userId), {
      affiliateId: 'vee123',
      credentialsEnc: null,
      connectedAt: new Date(),
    });
    const url = 'https://www.digistore24.com/redir/880001/someone';
    const s = await createLampScript(h.t.db, user.userId, { content: WITH_HOOKS, url });
    expect((await variants(user, { scriptId: s.id, content: WITH_HOOKS, hooks: [2] })).statusCode).toBe(201);
    const list = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: user.auth });
    const cards = myVideosResponseSchema.parse(list.json());
    const links = cards.map((c) => c.affiliate_link);
    expect(links.every((l) => l?.includes('/go/'))).toBe(true);
    expect(new Set(links).size).toBe(2);
    for (const link of links) {
      const go = await h.app.inject({ method: 'GET', url: new URL(link ?? '').pathname });
      expect(go.statusCode).toBe(302);
      expect(String(go.headers.location)).toMatch(
        /\/redir\/880001\/vee123\/h_[0-9A-Za-z]{10}\?cid=[A-Za-z0-9_-]{22}$/,
      );
    }
  });
});
