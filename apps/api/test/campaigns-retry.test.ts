import { randomUUID } from 'node:crypto';
import { type CampaignDto, campaignSchema } from '@adreel/contracts';
import { createChangeNotices } from '@adreel/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const rhythm = {
  times: ['12:00'],
  weekdays: [],
  startDate: new Date().toISOString().slice(0, 10),
  timeZone: 'UTC',
};

const send = (user: SignedInUser, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api/campaigns${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

async function ok(res: Awaited<ReturnType<typeof send>>, status = 200): Promise<CampaignDto> {
  expect(res.statusCode, res.body).toBe(status);
  return campaignSchema.parse(res.json());
}

async function channelOf(userId: string) {
  const c = await h.t.db.channel.create({
    data: {
      userId,
      platform: 'youtube',
      accountId: randomUUID(),
      accountName: 'Tube',
      accessTokenEnc: 'v1:x',
      scopes: [],
    },
  });
  return c.id;
}

describe('campaign items: written scripts, retries and what can no longer change', () => {
  it('takes the user’s own written scripts, refuses someone else’s, and retries a page that failed', async () => {
    const user = await signUpAndIn(h, 'retry');
    const other = await signUpAndIn(h, 'other');
    const channel = await channelOf(user.userId);
    const mine = await createLampScript(h.t.db, user.userId);
    const theirs = await createLampScript(h.t.db, other.userId);

    const refused = await send(user, 'POST', '', {
      name: 'x',
      scriptIds: [theirs.id],
      channelIds: [channel],
      rhythm,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('One of the chosen scripts is not yours');

    const c = await ok(
      await send(user, 'POST', '', {
        name: 'Mixed',
        scriptIds: [mine.id],
        productUrls: ['https://shop.example/gone'],
        channelIds: [channel],
        rhythm,
      }),
      201,
    );
    // The written script is ready at once (no job); the URL is being written.
    expect(c.items.map((i) => i.state)).toEqual(['writing', 'ready']);
    expect((await h.waitingJobs('scripts')).length).toBe(1);

    const url = c.items[0];
    await h.t.db.script.update({
      where: { id: url?.scriptId ?? '' },
      data: { status: 'failed', message: 'The product page answered 404 Not Found.' },
    });
    const retried = await ok(await send(user, 'POST', `/${c.id}/items/${url?.id}/retry`));
    expect(retried.items[0]?.state).toBe('writing');
    expect(retried.items[0]?.scriptId).not.toBe(url?.scriptId);
    expect((await h.waitingJobs('scripts')).length).toBe(2);
    // Retrying something that did not fail is refused.
    const again = await send(user, 'POST', `/${c.id}/items/${c.items[1]?.id}/retry`);
    expect(again.statusCode).toBe(409);

    // Launch renders only what is written; the script still being written holds the launch back.
    expect((await send(user, 'POST', `/${c.id}/launch`)).statusCode).toBe(409);
    await h.t.db.script.update({
      where: { id: retried.items[0]?.scriptId ?? '' },
      data: { status: 'completed', progress: 100, content: LAMP_SCRIPT },
    });
    const launched = await ok(await send(user, 'POST', `/${c.id}/launch`));
    expect(launched.items.map((i) => i.state)).toEqual(['rendering', 'rendering']);
    // Once rendering, its script and look can no longer change; nothing is left to launch.
    const edit = await send(user, 'PATCH', `/${c.id}/items/${c.items[1]?.id}`, {
      settings: { format: '1:1' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await send(user, 'POST', `/${c.id}/launch`)).statusCode).toBe(400);

    // A render that failed goes back to rendering on retry, with a new video.
    const failedVideo = launched.items[1]?.videoId ?? '';
    await h.t.db.video.update({
      where: { id: failedVideo },
      data: { status: 'failed', message: 'Render crashed' },
    });
    const view = await ok(await send(user, 'GET', `/${c.id}`));
    expect(view.items[1]).toMatchObject({ state: 'failed', message: 'Render crashed', retryable: true });
    const rerun = await ok(await send(user, 'POST', `/${c.id}/items/${c.items[1]?.id}/retry`));
    expect(rerun.items[1]?.state).toBe('rendering');
    expect(rerun.items[1]?.videoId).not.toBe(failedVideo);
  });

  it('places a finished video’s posts when the worker’s notice arrives, with nobody looking', async () => {
    const user = await signUpAndIn(h, 'notice');
    const channel = await channelOf(user.userId);
    const script = await createLampScript(h.t.db, user.userId);
    const c = await ok(
      await send(user, 'POST', '', { name: 'Quiet', scriptIds: [script.id], channelIds: [channel], rhythm }),
      201,
    );
    const launched = await ok(await send(user, 'POST', `/${c.id}/launch`));
    const videoId = launched.items[0]?.videoId ?? '';
    await h.t.db.video.update({
      where: { id: videoId },
      data: {
        status: 'completed',
        progress: 100,
        outputKey: `videos/${videoId}/video.mp4`,
        durationS: 12,
        sizeBytes: 2e6,
      },
    });
    // What the render job sends when it finishes (no page view, no GET).
    await createChangeNotices(h.redis, h.queuePrefix).video(videoId);
    // The post is written before the item's "scheduled" commits: wait for both, not the first.
    const placed = async () => ({
      posts: await h.t.db.post.count({ where: { campaignId: c.id } }),
      status: (await h.t.db.campaignItem.findFirstOrThrow({ where: { campaignId: c.id } })).status,
    });
    const until = Date.now() + 15_000;
    let seen = await placed();
    while ((seen.posts === 0 || seen.status !== 'scheduled') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      seen = await placed();
    }
    expect(seen).toEqual({ posts: 1, status: 'scheduled' });
  });
});
