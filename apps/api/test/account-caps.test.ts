import { randomUUID } from 'node:crypto';
import {
  accountUsageResponseSchema,
  campaignSchema,
  createTranslationsResponseSchema,
  postsResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, createLampScript, LAMP_SCRIPT, lampProduct } from './fixtures.ts';
import { createHarness, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Low caps, so each is reached in a few requests (issue 31 item 3).
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    QUOTA_PENDING_POSTS: '3',
    QUOTA_RUNNING_CAMPAIGNS: '1',
    QUOTA_TRANSLATIONS_PER_VIDEO: '2',
    QUOTA_DAILY_TRANSLATIONS: '3',
    QUOTA_DAILY_SCRIPTS: '6',
  });
});
afterAll(async () => {
  await h.close();
});

const send = (user: SignedInUser, url: string, payload?: object) =>
  h.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, message: RegExp | string) {
  expect(res.statusCode, res.body).toBe(status);
  const said = res.json().message as string;
  if (typeof message === 'string') expect(said).toBe(message);
  else expect(said).toMatch(message);
}

const channel = (userId: string, platform: 'youtube' | 'tiktok') => createChannel(h.t.db, userId, platform);

/** A finished English lamp video of the user, with the script it was made from. */
async function finishedVideo(userId: string) {
  const script = await createLampScript(h.t.db, userId);
  return h.t.db.video.create({
    data: {
      userId,
      scriptId: script.id,
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
      product: lampProduct('https://shop.example/lamp'),
      url: 'https://shop.example/lamp',
      outputKey: 'videos/x/video.mp4',
      durationS: 20,
    },
  });
}

describe('scheduled posts waiting', () => {
  async function poster() {
    const user = await signUpAndIn(h, 'poster');
    const video = await finishedVideo(user.userId);
    const channels = [await channel(user.userId, 'youtube'), await channel(user.userId, 'tiktok')];
    const publish = (n: number) =>
      send(user, '/posts', {
        videoId: video.id,
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        posts: channels.slice(0, n).map((c) => ({
          channelId: c.id,
          caption: 'A calm lamp',
          title: c.platform === 'youtube' ? 'Lamp' : null,
        })),
      });
    /** Rows, tracked links and queued jobs of the user's posts: each post has one of each. */
    const stored = async () => {
      const posts = await h.t.db.post.findMany({ where: { userId: user.userId }, select: { id: true } });
      const ids = new Set(posts.map((p) => p.id));
      const jobs = (await h.waitingJobs('publishing')).filter((j) => ids.has(j.data.postId as string));
      const links = await h.t.db.trackedLink.count({ where: { userId: user.userId, sourceKind: 'post' } });
      return { posts: posts.length, links, jobs: jobs.length };
    };
    return { user, publish, stored };
  }

  it('refuses posts past the cap with a 429 that says the limit, storing nothing of them', async () => {
    const { user, publish, stored } = await poster();
    expect((await publish(2)).statusCode).toBe(201);
    expectRefused(
      await publish(2),
      429,
      'You have 2 scheduled posts waiting and this would add 2; one account may have at most 3. Choose fewer channels, cancel some posts or wait until they publish.',
    );
    expect(await stored()).toEqual({ posts: 2, links: 2, jobs: 2 });

    const [third] = postsResponseSchema.parse((await publish(1)).json()).posts;
    expectRefused(
      await publish(1),
      429,
      'You have 3 scheduled posts waiting; that is the most one account may have. Cancel some or wait until they publish.',
    );
    expect(await stored()).toEqual({ posts: 3, links: 3, jobs: 3 });

    // A cancelled post waits no more: its place is free again.
    expect((await send(user, `/posts/${third?.id}/cancel`)).statusCode).toBe(200);
    expect((await publish(1)).statusCode).toBe(201);

    // Retrying a failed post schedules it again, so it is capped too.
    await h.t.db.post.update({ where: { id: third?.id ?? '' }, data: { status: 'failed' } });
    expectRefused(await send(user, `/posts/${third?.id}/retry`), 429, /3 scheduled posts waiting/);
    const row = await h.t.db.post.findUniqueOrThrow({ where: { id: third?.id ?? '' } });
    expect(row.status).toBe('failed');
  });

  it('lets parallel requests fill the cap exactly, never past it', async () => {
    const { publish, stored } = await poster();
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish(1)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await stored()).toEqual({ posts: 3, links: 3, jobs: 3 });
  });

  it('takes at most 10 channels in one request (400)', async () => {
    const user = await signUpAndIn(h, 'many-channels');
    const video = await finishedVideo(user.userId);
    const res = await send(user, '/posts', {
      videoId: video.id,
      scheduledAt: null,
      posts: Array.from({ length: 11 }, () => ({ channelId: randomUUID(), caption: 'A calm lamp' })),
    });
    expectRefused(res, 400, /Choose at most 10 channels at once/);
    expect(await h.t.db.post.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('campaigns running at once', () => {
  it('refuses to launch one more than the cap before any render starts; a finished one makes room', async () => {
    const user = await signUpAndIn(h, 'campaigner');
    const channelIds = [(await channel(user.userId, 'youtube')).id];
    const draft = async (name: string) => {
      const res = await send(user, '/campaigns', {
        name,
        productUrls: [`https://shop.example/${name}`],
        channelIds,
        rhythm: {
          times: ['09:00'],
          weekdays: [],
          startDate: new Date().toISOString().slice(0, 10),
          timeZone: 'UTC',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const campaign = campaignSchema.parse(res.json());
      await h.t.db.script.update({
        where: { id: campaign.items[0]?.scriptId ?? '' },
        data: { status: 'completed', progress: 100, content: LAMP_SCRIPT },
      });
      return campaign;
    };
    const launch = (id: string) => send(user, `/campaigns/${id}/launch`);
    const videos = () => h.t.db.video.count({ where: { userId: user.userId } });

    const first = await draft('first');
    expect((await launch(first.id)).statusCode).toBe(200);
    const second = await draft('second');
    expectRefused(
      await launch(second.id),
      429,
      'You have 1 campaign running; that is the most one account may run at once. Launch this one when another has finished posting.',
    );
    expect(await videos()).toBe(1);
    expect(await h.t.db.campaign.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: 'draft',
    });

    // The first one's only video failed: it is done, and the second may run. Its items go on running
    // whatever the cap (a retry of the running one is never refused).
    await h.t.db.video.updateMany({ where: { userId: user.userId }, data: { status: 'failed' } });
    expect((await launch(second.id)).statusCode).toBe(200);
    expect(await videos()).toBe(2);

    // Two drafts launched at once while none runs: one starts, the other is refused.
    await h.t.db.video.updateMany({ where: { userId: user.userId }, data: { status: 'failed' } });
    const [a, b] = [await draft('third'), await draft('fourth')];
    const answers = await Promise.all([launch(a.id), launch(b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await videos()).toBe(3);
  });
});

describe('translations', () => {
  const translate = (user: SignedInUser, videoId: string, languages: string[]) =>
    send(user, `/videos/${videoId}/translations`, { languages });
  const rowsOf = (videoId: string) =>
    h.t.db.script.findMany({ where: { translatedFromVideoId: videoId }, orderBy: { language: 'asc' } });

  it('reuses a language asked for again, caps languages per video and translations per day', async () => {
    const user = await signUpAndIn(h, 'translator');
    const video = await finishedVideo(user.userId);
    const first = createTranslationsResponseSchema.parse((await translate(user, video.id, ['es'])).json());
    // The reproduction: the same request again and again makes no new scripts.
    for (let i = 0; i < 5; i++) {
      const again = createTranslationsResponseSchema.parse((await translate(user, video.id, ['es'])).json());
      expect(again.translations).toEqual(first.translations);
    }
    const both = await translate(user, video.id, ['es', 'de']);
    expect(both.statusCode).toBe(201);
    expect(
      createTranslationsResponseSchema.parse(both.json()).translations.map((t) => [t.language, t.status]),
    ).toEqual([
      ['es', 'completed'],
      ['de', 'completed'],
    ]);
    expect((await rowsOf(video.id)).map((r) => r.language)).toEqual(['de', 'es']);

    expectRefused(
      await translate(user, video.id, ['fr']),
      429,
      'This video already has 2 translations; one video may be made in at most 2 other languages. Open one of those instead.',
    );
    expect(await rowsOf(video.id)).toHaveLength(2);

    // A failed language is written again in place of its failed row.
    const de = (await rowsOf(video.id)).find((r) => r.language === 'de');
    await h.t.db.script.update({
      where: { id: de?.id ?? '' },
      data: { status: 'failed', content: undefined },
    });
    const retried = createTranslationsResponseSchema.parse((await translate(user, video.id, ['de'])).json());
    expect(retried.translations[0]).toMatchObject({ language: 'de', status: 'completed' });
    expect(retried.translations[0]?.scriptId).not.toBe(de?.id);
    expect((await rowsOf(video.id)).map((r) => [r.language, r.status])).toEqual([
      ['de', 'completed'],
      ['es', 'completed'],
    ]);

    // Two written today (es, de): two more would pass the daily three; one fits, then none.
    const other = await finishedVideo(user.userId);
    expectRefused(
      await translate(user, other.id, ['es', 'de']),
      429,
      /^You have reached your limit of 3 translations in 24 hours\. You can translate again in about 24 hours \(at \d\d:\d\d UTC\)\.$/,
    );
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect((await translate(user, other.id, ['es'])).statusCode).toBe(201);
    expectRefused(await translate(user, other.id, ['de']), 429, /limit of 3 translations/);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('parallel requests for one language make one script', async () => {
    const user = await signUpAndIn(h, 'translator-burst');
    const video = await finishedVideo(user.userId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => translate(user, video.id, ['pl'])));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(
      answers.map((r) => createTranslationsResponseSchema.parse(r.json()).translations[0]?.scriptId),
    );
    expect(ids.size).toBe(1);
    expect(await rowsOf(video.id)).toHaveLength(1);
  });
});

describe('scripts per day', () => {
  const generate = (user: SignedInUser, n: number) =>
    send(user, '/videos/generate-script', { url: `https://shop.example/p${n}` });
  const stored = async (userId: string) => {
    const rows = await h.t.db.script.findMany({ where: { userId }, select: { id: true } });
    const ids = new Set(rows.map((r) => r.id));
    const jobs = (await h.waitingJobs('scripts')).filter((j) => ids.has(j.data.scriptId as string));
    return { scripts: rows.length, jobs: jobs.length };
  };

  it('refuses the script past the daily cap, saying when the next may start', async () => {
    const user = await signUpAndIn(h, 'writer');
    for (let n = 0; n < 6; n++) expect((await generate(user, n)).statusCode).toBe(201);
    expectRefused(
      await generate(user, 6),
      429,
      /^You have reached your limit of 6 scripts in 24 hours\. You can write another in about 24 hours \(at \d\d:\d\d UTC\)\.$/,
    );
    expect(await stored(user.userId)).toEqual({ scripts: 6, jobs: 6 });
    // Settings show the caps and what the account has used of them.
    const usage = accountUsageResponseSchema.parse((await getAs(h, user, '/api/account/usage')).json());
    expect(usage).toMatchObject({
      scriptsToday: 6,
      dailyScriptLimit: 6,
      translationsToday: 0,
      dailyTranslationLimit: 3,
      scheduledPosts: 0,
      scheduledPostLimit: 3,
      runningCampaignLimit: 1,
      translationsPerVideoLimit: 2,
    });
  });

  it('refuses a campaign whose scripts would pass the cap, making no campaign and no script', async () => {
    const user = await signUpAndIn(h, 'writer-campaign');
    for (let n = 0; n < 5; n++) expect((await generate(user, n)).statusCode).toBe(201);
    const res = await send(user, '/campaigns', {
      name: 'Too many',
      productUrls: ['https://shop.example/a', 'https://shop.example/b'],
      channelIds: [(await channel(user.userId, 'tiktok')).id],
      rhythm: {
        times: ['09:00'],
        weekdays: [],
        startDate: new Date().toISOString().slice(0, 10),
        timeZone: 'UTC',
      },
    });
    expectRefused(res, 429, /limit of 6 scripts in 24 hours/);
    expect(await h.t.db.campaign.count({ where: { userId: user.userId } })).toBe(0);
    expect(await stored(user.userId)).toEqual({ scripts: 5, jobs: 5 });
  });

  it('lets parallel requests fill the cap exactly', async () => {
    const user = await signUpAndIn(h, 'writer-burst');
    const answers = await Promise.all(Array.from({ length: 9 }, (_, n) => generate(user, n)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await stored(user.userId)).toEqual({ scripts: 6, jobs: 6 });
  });
});
