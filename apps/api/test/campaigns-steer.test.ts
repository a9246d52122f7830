import {
  type CampaignDto,
  campaignDeletedSchema,
  campaignSchema,
  campaignSteerResultSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRequest, finishVideos, twiceDaily } from './campaign-support.ts';
import { createChannel, createLampScript } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Steering a campaign (issue 33 item 4): pause, resume, cancel and delete, each owner-scoped and
// each a clear 409 when repeated or out of turn.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const rhythm = twiceDaily('Europe/Berlin');
const send = (user: SignedInUser, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  campaignRequest(h, user, method, url, payload);

async function view(user: SignedInUser, id: string): Promise<CampaignDto> {
  const res = await send(user, 'GET', `/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return campaignSchema.parse(res.json());
}

async function steer(user: SignedInUser, id: string, action: 'pause' | 'resume' | 'cancel') {
  const res = await send(user, 'POST', `/${id}/${action}`);
  expect(res.statusCode, res.body).toBe(200);
  return campaignSteerResultSchema.parse(res.json());
}

async function refused(user: SignedInUser, method: 'POST' | 'DELETE', url: string, status: number) {
  const res = await send(user, method, url);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().message as string;
}

const finishVideo = (videoId: string | null) => finishVideos(h.t.db, [videoId]);

/** A launched campaign of two written scripts posting to two channels: both items rendering. */
async function runningCampaign(user: SignedInUser) {
  const channels = [
    (await createChannel(h.t.db, user.userId, 'youtube')).id,
    (await createChannel(h.t.db, user.userId, 'tiktok')).id,
  ];
  const scripts = [
    await createLampScript(h.t.db, user.userId, { url: 'https://shop.example/a' }),
    await createLampScript(h.t.db, user.userId, { url: 'https://shop.example/b' }),
  ];
  const created = await send(user, 'POST', '', {
    name: 'Steer me',
    scriptIds: scripts.map((s) => s.id),
    channelIds: channels,
    rhythm,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = campaignSchema.parse(created.json());
  const launched = await send(user, 'POST', `/${id}/launch`);
  expect(launched.statusCode, launched.body).toBe(200);
  return campaignSchema.parse(launched.json());
}

describe('steering a campaign', () => {
  it('pauses (posts wait, nothing is placed), resumes (overdue posts move ahead), cancels in one step, deletes', async () => {
    const user = await signUpAndIn(h, 'steer');
    const c = await runningCampaign(user);
    const [first, second] = c.items;
    // Items are titled by the product they were written from, not by a URL.
    expect(c.items.map((i) => i.label)).toEqual(['Lamp', 'Lamp']);
    await finishVideo(first?.videoId ?? null);
    expect((await view(user, c.id)).items[0]?.posts.length).toBe(2);

    const paused = await steer(user, c.id, 'pause');
    expect(paused.campaign.state).toBe('paused');
    expect(paused.campaign.pausedAt).not.toBeNull();
    expect(paused.message).toMatch(/its 2 scheduled posts wait until you resume/);
    // Twice is a clear 409, and nothing new renders while paused.
    expect(await refused(user, 'POST', `/${c.id}/pause`, 409)).toBe('This campaign is already paused.');
    expect(await refused(user, 'POST', `/${c.id}/launch`, 409)).toBe(
      'This campaign is paused. Resume it first.',
    );
    expect(await refused(user, 'DELETE', `/${c.id}`, 409)).toMatch(/Cancel it first/);

    // A video that finishes while paused gets no posts; a post's time passes while paused.
    await finishVideo(second?.videoId ?? null);
    const waiting = await view(user, c.id);
    expect(waiting.items[1]?.state).toBe('rendering');
    expect(await h.t.db.post.count({ where: { campaignId: c.id } })).toBe(2);
    await h.t.db.post.updateMany({
      where: { campaignId: c.id },
      data: { scheduledAt: new Date(Date.now() - 3_600_000) },
    });

    const resumed = await steer(user, c.id, 'resume');
    expect(resumed.campaign.state).toBe('running');
    expect(resumed.message).toMatch(
      /^Resumed\. 2 posts whose time passed while it was paused move to the next free times of its rhythm, the first on .+\(Europe\/Berlin\)\.$/,
    );
    const posts = await h.t.db.post.findMany({
      where: { campaignId: c.id },
      orderBy: { scheduledAt: 'asc' },
    });
    // The moved posts lie ahead (one slot for one video's two posts); the waiting video got its own slot.
    expect(posts.length).toBe(4);
    expect(posts.every((p) => p.status === 'scheduled' && p.scheduledAt.getTime() > Date.now())).toBe(true);
    expect(new Set(posts.map((p) => p.scheduledAt.getTime())).size).toBe(2);
    expect(resumed.campaign.items.map((i) => i.state)).toEqual(['scheduled', 'scheduled']);
    const jobs = await h.waitingJobs('publishing');
    for (const p of posts) expect(jobs.some((j) => j.data.postId === p.id)).toBe(true);
    expect(await refused(user, 'POST', `/${c.id}/resume`, 409)).toBe('This campaign is not paused.');
    expect(await refused(user, 'DELETE', `/${c.id}`, 409)).toMatch(/Cancel it first/);

    // One post already went out; cancel stops everything else in one step.
    const out = posts[0];
    await h.t.db.post.update({ where: { id: out?.id ?? '' }, data: { status: 'published' } });
    const cancelled = await steer(user, c.id, 'cancel');
    expect(cancelled.campaign.state).toBe('cancelled');
    expect(cancelled.message).toBe(
      'Cancelled. 3 scheduled posts were cancelled. 1 published post stays up. Its videos stay in My Videos.',
    );
    const after = await h.t.db.post.findMany({ where: { campaignId: c.id } });
    expect(after.map((p) => p.status).sort()).toEqual(['cancelled', 'cancelled', 'cancelled', 'published']);
    expect(cancelled.campaign.items.map((i) => i.state)).toEqual(['posted', 'cancelled']);
    expect(await refused(user, 'POST', `/${c.id}/cancel`, 409)).toBe('This campaign is already cancelled.');
    expect(await refused(user, 'POST', `/${c.id}/pause`, 409)).toMatch(/cancelled/);
    expect(await refused(user, 'POST', `/${c.id}/resume`, 409)).toBe('This campaign is not paused.');

    const deleted = await send(user, 'DELETE', `/${c.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(campaignDeletedSchema.parse(deleted.json())).toEqual({
      deleted: true,
      postsDeleted: 3,
      message:
        'Deleted “Steer me” and 3 posts not published. 1 published post stays up. Its videos and scripts stay yours.',
    });
    expect((await send(user, 'GET', `/${c.id}`)).statusCode).toBe(404);
    expect(await refused(user, 'DELETE', `/${c.id}`, 404)).toBe('Campaign not found');
    // The published post stays (without its campaign); the user's videos stay.
    expect(await h.t.db.post.findUnique({ where: { id: out?.id ?? '' } })).toMatchObject({
      status: 'published',
      campaignId: null,
    });
    expect(await h.t.db.video.count({ where: { userId: user.userId } })).toBe(2);
  });

  it("answers someone else's campaign with 404 for every action, and changes nothing", async () => {
    const owner = await signUpAndIn(h, 'owner');
    const stranger = await signUpAndIn(h, 'stranger');
    const c = await runningCampaign(owner);
    for (const action of ['pause', 'resume', 'cancel'] as const) {
      expect(await refused(stranger, 'POST', `/${c.id}/${action}`, 404)).toBe('Campaign not found');
    }
    expect(await refused(stranger, 'DELETE', `/${c.id}`, 404)).toBe('Campaign not found');
    expect(await refused(stranger, 'POST', '/not-a-uuid/pause', 400)).toBeTruthy();
    const row = await h.t.db.campaign.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ status: 'running', pausedAt: null });
  });

  it('deletes a campaign that never launched, keeping the scripts', async () => {
    const user = await signUpAndIn(h, 'draft');
    const channel = await createChannel(h.t.db, user.userId, 'youtube');
    const script = await createLampScript(h.t.db, user.userId);
    const created = await send(user, 'POST', '', {
      name: 'Draft',
      scriptIds: [script.id],
      channelIds: [channel.id],
      rhythm,
    });
    const { id } = campaignSchema.parse(created.json());
    const deleted = campaignDeletedSchema.parse((await send(user, 'DELETE', `/${id}`)).json());
    expect(deleted.postsDeleted).toBe(0);
    expect(await h.t.db.campaign.count({ where: { id } })).toBe(0);
    expect(await h.t.db.script.count({ where: { id: script.id } })).toBe(1);
  });
});
