import { composeResponseSchema, POST_TEXT_LIMITS, postSchema, postsResponseSchema } from '@adreel/contracts';
import { PLATFORM_LIMITS, PLATFORMS } from '@adreel/publish';
import { postMediaUrl } from '@adreel/publish/media-link';
import { parseEncryptionKey } from '@adreel/secret-box';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const HOUR = 3_600_000;
const inHours = (n: number) => new Date(Date.now() + n * HOUR).toISOString();

async function setup(user: SignedInUser) {
  const video = await h.t.db.video.create({
    data: {
      userId: user.userId,
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
      product: { name: 'Calm Lamp' },
      url: 'https://shop.example/lamp',
      outputKey: 'videos/x/video.mp4',
      durationS: 20,
    },
  });
  const channel = (platform: string, accountName: string, status = 'connected') =>
    h.t.db.channel.create({
      data: {
        userId: user.userId,
        platform,
        accountId: accountName,
        accountName,
        accessTokenEnc: 'x',
        scopes: [],
        status,
      },
    });
  return {
    video,
    tiktok: await channel('tiktok', 'Demo Creator'),
    youtube: await channel('youtube', 'Demo Channel'),
    broken: await channel('instagram', 'demo.reels', 'reconnect_needed'),
  };
}

const post = (user: SignedInUser, payload: unknown) =>
  h.app.inject({ method: 'POST', url: '/api/posts', headers: user.auth, payload: payload as object });

it('the contracts’ text limits are the publish package’s', () => {
  for (const p of PLATFORMS) {
    const { captionMax, titleMax, hashtagsMax, linksInCaption } = PLATFORM_LIMITS[p];
    expect(POST_TEXT_LIMITS[p]).toEqual({ captionMax, titleMax, hashtagsMax, linksInCaption });
  }
});

describe('posts', () => {
  it('compose drafts from the script; publish makes one post per channel, each with its own tracked link, queued', async () => {
    const user = await signUpAndIn(h);
    const { video, tiktok, youtube } = await setup(user);
    const compose = composeResponseSchema.parse(
      (await getAs(h, user, `/api/posts/compose?videoId=${video.id}`)).json(),
    );
    expect(compose.channels.map((c) => c.name)).toEqual(['Demo Creator', 'Demo Channel', 'demo.reels']);
    expect(compose.drafts.youtube.title).toContain('Calm Lamp');
    expect(compose.drafts.tiktok.caption.length).toBeGreaterThan(10);

    const res = await post(user, {
      videoId: video.id,
      scheduledAt: null,
      posts: [
        { channelId: tiktok.id, ...compose.drafts.tiktok, privacy: 'SELF_ONLY' },
        { channelId: youtube.id, ...compose.drafts.youtube },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { posts } = postsResponseSchema.parse(res.json());
    expect(posts.map((p) => [p.platform, p.status])).toEqual([
      ['tiktok', 'scheduled'],
      ['youtube', 'scheduled'],
    ]);
    const links = await h.t.db.trackedLink.findMany({ where: { userId: user.userId, sourceKind: 'post' } });
    expect(links).toHaveLength(2);
    for (const p of posts) {
      const link = links.find((l) => l.sourceId.endsWith(`/${p.id}`));
      expect(link?.sourceId).toBe(`${p.platform}/${p.channelId}/${p.id}`);
      expect(link?.campaignKey).toMatch(new RegExp(`^o_${p.platform}_`));
      expect(link?.targetUrl).toBe('https://shop.example/lamp');
      expect(p.trackedLink).toBe(`${h.deps.env.PUBLIC_URL}/go/${link?.code}`);
    }
    const jobs = await h.waitingJobs('publishing');
    expect(jobs.map((j) => j.data.postId).sort()).toEqual(posts.map((p) => p.id).sort());
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const user = await signUpAndIn(h);
    const { video, tiktok, broken } = await setup(user);
    const base = { videoId: video.id, scheduledAt: null };
    const one = (extra: object) => ({
      ...base,
      posts: [{ channelId: tiktok.id, caption: 'Hi', hashtags: [], ...extra }],
    });
    const cases: [object, number, RegExp][] = [
      [one({ caption: 'a\u0000b' }), 400, /control characters/],
      [one({ caption: 'a\u0007b' }), 400, /control characters/],
      [one({ caption: 'x'.repeat(2201) }), 400, /TikTok captions hold at most 2200/],
      [{ ...one({}), scheduledAt: inHours(-2) }, 400, /passed/],
      [{ ...one({}), scheduledAt: inHours(24 * 400) }, 400, /365 days/],
      [{ ...one({}), scheduledAt: 'tomorrow' }, 400, /valid date/],
      [
        { ...base, posts: [{ channelId: broken.id, caption: 'Hi', hashtags: [] }] },
        400,
        /Reconnect demo.reels/,
      ],
      [
        { ...base, posts: [{ channelId: crypto.randomUUID(), caption: 'Hi', hashtags: [] }] },
        404,
        /Channel not found/,
      ],
      [{ ...one({}), videoId: crypto.randomUUID() }, 404, /Video not found/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(user, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    // A video TikTok would refuse (over 10 minutes): the dialog is told why, and posting is refused.
    const long = await h.t.db.video.update({ where: { id: video.id }, data: { durationS: 700 } });
    const compose = composeResponseSchema.parse(
      (await getAs(h, user, `/api/posts/compose?videoId=${long.id}`)).json(),
    );
    expect(compose.videoProblems.tiktok).toEqual([
      'TikTok takes videos up to 10 min; this one is 11 min 40 s. Shorten it by 1 min 40 s.',
    ]);
    expect(compose.videoProblems.youtube).toEqual([]);
    const refused = await post(user, one({}));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Demo Creator: TikTok takes videos up to 10 min/);
    // Someone else's video and channel are not found.
    const other = await signUpAndIn(h, 'other');
    expect((await post(other, one({}))).statusCode).toBe(404);
    expect(await h.t.db.post.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('edits, moves and cancels a scheduled post, but not one that started; retries a failed one', async () => {
    const user = await signUpAndIn(h);
    const { video, tiktok } = await setup(user);
    const created = await post(user, {
      videoId: video.id,
      scheduledAt: inHours(5),
      posts: [{ channelId: tiktok.id, caption: 'First', hashtags: ['lamp'] }],
    });
    const id = created.json().posts[0].id as string;
    const patch = (payload: object) =>
      h.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: user.auth, payload });

    const moved = await patch({ scheduledAt: inHours(30), caption: 'Second' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(postSchema.parse(moved.json())).toMatchObject({ caption: 'Second', hashtags: ['lamp'] });
    const listed = postsResponseSchema.parse(
      (
        await getAs(
          h,
          user,
          `/api/posts?from=${encodeURIComponent(inHours(24))}&to=${encodeURIComponent(inHours(48))}`,
        )
      ).json(),
    );
    expect(listed.posts.map((p) => p.id)).toEqual([id]);
    expect((await patch({ scheduledAt: inHours(-3) })).statusCode).toBe(400);

    // The worker took it: edits and cancels are refused, the post untouched.
    await h.t.db.post.update({ where: { id }, data: { status: 'uploading' } });
    const late = await patch({ caption: 'Third' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already started/);
    const cancel = () => h.app.inject({ method: 'POST', url: `/api/posts/${id}/cancel`, headers: user.auth });
    expect((await cancel()).statusCode).toBe(409);
    expect((await h.t.db.post.findUniqueOrThrow({ where: { id } })).caption).toBe('Second');

    await h.t.db.post.update({
      where: { id },
      data: { status: 'failed', failureReason: 'TikTok refused the post' },
    });
    const retry = await h.app.inject({ method: 'POST', url: `/api/posts/${id}/retry`, headers: user.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'scheduled', message: null });
    expect((await cancel()).json().status).toBe('cancelled');

    const other = await signUpAndIn(h, 'other');
    expect((await getAs(h, other, `/api/posts/${id}`)).statusCode).toBe(404);
  });

  it('serves a post in flight’s video only behind a valid signed link (Instagram’s video_url)', async () => {
    const user = await signUpAndIn(h);
    const { video, tiktok } = await setup(user);
    await h.deps.storage.put(video.outputKey ?? '', Buffer.from('0000ftypisom-video-bytes'), 'video/mp4');
    const created = await post(user, {
      videoId: video.id,
      scheduledAt: null,
      posts: [{ channelId: tiktok.id, caption: 'Hi', hashtags: [] }],
    });
    const id = created.json().posts[0].id as string;
    const key = parseEncryptionKey(h.deps.env.ENCRYPTION_KEY);
    const url = (postId: string) => {
      const u = new URL(postMediaUrl('http://x/api', key, postId));
      return u.pathname + u.search;
    };
    // Not yet in flight: nothing to fetch.
    expect((await h.app.inject({ method: 'GET', url: url(id) })).statusCode).toBe(404);
    await h.t.db.post.update({ where: { id }, data: { status: 'uploading' } });
    const ok = await h.app.inject({ method: 'GET', url: url(id) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('video/mp4');
    expect(ok.body).toContain('ftypisom');
    // A post that recorded the file it sends (the link-in-bio copy, issue 32) is served that file.
    const copyKey = `videos/${video.id}/video.link-in-bio.en.mp4`;
    await h.deps.storage.put(copyKey, Buffer.from('0000ftypisom-link-in-bio-bytes'), 'video/mp4');
    await h.t.db.post.update({ where: { id }, data: { mediaKey: copyKey } });
    expect((await h.app.inject({ method: 'GET', url: url(id) })).body).toContain('link-in-bio-bytes');
    const forged = url(id).replace(/sig=[^&]+/, 'sig=forged');
    expect((await h.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/api/posts/${id}/video.mp4` })).statusCode).toBe(404);
  });

  it('a sale through a post’s link shows on Performance under that platform and post', async () => {
    const user = await signUpAndIn(h);
    const { video, tiktok } = await setup(user);
    const created = await post(user, {
      videoId: video.id,
      scheduledAt: null,
      posts: [{ channelId: tiktok.id, caption: 'Hi', hashtags: [] }],
    });
    const id = created.json().posts[0].id as string;
    const row = await h.t.db.post.findUniqueOrThrow({ where: { id } });
    const link = await h.t.db.trackedLink.findUniqueOrThrow({ where: { id: row.trackedLinkId ?? '' } });
    await h.t.db.sale.create({
      data: {
        userId: user.userId,
        orderId: 'ORDER-1',
        event: 'sale',
        linkId: link.id,
        campaignKey: link.campaignKey,
        amount: 50,
        earnings: 12.5,
        currency: 'EUR',
        at: new Date(),
        payload: {},
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    const res = await getAs(h, user, `/api/performance?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { kind: string; sourceId: string; label: string; earnings: number }[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        sourceId: `tiktok/${tiktok.id}/${id}`,
        label: 'TikTok · Demo Creator: Calm Lamp',
        earnings: 12.5,
      }),
    );
  });
});
