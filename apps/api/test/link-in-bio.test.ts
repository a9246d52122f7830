import { handleResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn, uniqueEmail } from './harness.ts';
import { clickThrough } from './postback-steps.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const putHandle = (user: SignedInUser, handle: string | null) =>
  h.app.inject({ method: 'PUT', url: '/api/account/handle', headers: user.auth, payload: { handle } });

const uniqueHandle = () =>
  uniqueEmail('h')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);

/** One post of a finished video of `product` on a new channel of `platform`, left in `status`. */
async function post(
  user: SignedInUser,
  product: string,
  opts: { platform?: 'tiktok' | 'youtube'; status?: string; url?: string } = {},
) {
  const db = h.t.db;
  const video = await db.video.create({
    data: {
      userId: user.userId,
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
      product: { name: product, images: ['https://images.example/lamp.jpg'] },
      url: opts.url ?? `https://www.digistore24.com/redir/${Math.floor(Math.random() * 1e6)}/ann/`,
      outputKey: 'videos/x/video.mp4',
      durationS: 20,
    },
  });
  const channel = await createChannel(db, user.userId, opts.platform ?? 'tiktok');
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: user.auth,
    payload: {
      videoId: video.id,
      scheduledAt: null,
      posts: [{ channelId: channel.id, caption: 'Meet the lamp', hashtags: [], title: product.slice(0, 90) }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().posts[0].id as string;
  const status = opts.status ?? 'published';
  return db.post.update({
    where: { id },
    data: { status, publishedAt: status === 'published' ? new Date() : null },
    include: { trackedLink: true },
  });
}

describe('PUT /account/handle', () => {
  it('sets, reads, lowercases and removes the handle, with the page address', async () => {
    const user = await signUpAndIn(h);
    const empty = await h.app.inject({ method: 'GET', url: '/api/account/handle', headers: user.auth });
    expect(handleResponseSchema.parse(empty.json())).toEqual({ handle: null, pageUrl: null });
    const handle = uniqueHandle();
    const res = await putHandle(user, ` ${handle.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ handle, pageUrl: expect.stringMatching(new RegExp(`/u/${handle}$`)) });
    const read = await h.app.inject({ method: 'GET', url: '/api/account/handle', headers: user.auth });
    expect(read.json().handle).toBe(handle);
    expect((await putHandle(user, null)).json()).toEqual({ handle: null, pageUrl: null });
  });

  it('refuses bad handles with a clear 400, reserved words, and someone else’s handle with 409', async () => {
    const ann = await signUpAndIn(h);
    const bob = await signUpAndIn(h);
    for (const bad of ['ab', 'x'.repeat(31), 'x'.repeat(5000), 'läm-pen', 'a b c', '<script>']) {
      const res = await putHandle(ann, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/3–30 characters: lowercase letters, digits, _ and -/);
    }
    const nul = await putHandle(ann, 'ab\u0000c');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/control characters/);
    const reserved = await putHandle(ann, 'admin');
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toMatch(/reserved/);
    const handle = uniqueHandle();
    expect((await putHandle(ann, handle)).statusCode).toBe(200);
    const taken = await putHandle(bob, handle);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/taken/);
    expect((await putHandle(ann, handle)).statusCode).toBe(200);
    const anonymous = await h.app.inject({ method: 'PUT', url: '/api/account/handle', payload: { handle } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /u/{handle}', () => {
  it('lists only the owner’s published posts’ offers, escaped, and each button credits its post', async () => {
    const ann = await signUpAndIn(h);
    const bob = await signUpAndIn(h);
    const annHandle = uniqueHandle();
    const bobHandle = uniqueHandle();
    expect((await putHandle(ann, annHandle)).statusCode).toBe(200);
    expect((await putHandle(bob, bobHandle)).statusCode).toBe(200);
    const lamp = await post(ann, 'Calm Lamp');
    const evil = await post(ann, '<script>alert(1)</script> Desk', { platform: 'youtube' });
    const waiting = await post(ann, 'Waiting Kettle', { status: 'scheduled' });
    const bobs = await post(bob, 'Bob Blender');

    const page = await h.app.inject({ method: 'GET', url: `/u/${annHandle}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(page.body).toContain('Calm Lamp');
    expect(page.body).toContain(`href="/go/${lamp.trackedLink?.code}"`);
    expect(page.body).toContain(`href="/go/${evil.trackedLink?.code}"`);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Desk');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('Waiting Kettle');
    expect(page.body).not.toContain(String(waiting.trackedLink?.code));
    expect(page.body).not.toContain('Bob Blender');

    const bobPage = await h.app.inject({ method: 'GET', url: `/u/${bobHandle}` });
    expect(bobPage.body).toContain(`/go/${bobs.trackedLink?.code}`);
    expect(bobPage.body).not.toContain('Calm Lamp');

    // The button's link, followed as a visitor would: the click is stored against that post's link.
    const code = /href="\/go\/([A-Za-z0-9]+)"[^>]*aria-label="Get Calm Lamp"/.exec(page.body)?.[1];
    expect(code).toBe(lamp.trackedLink?.code);
    const { cid } = await clickThrough(h, code ?? '');
    expect(cid).toBeTruthy();
    await h.app.services.links.clicks.flush();
    const click = await h.t.db.click.findUnique({ where: { cid: cid ?? '' } });
    expect(click?.linkId).toBe(lamp.trackedLinkId);
  });

  it('answers a 404 page for unknown and impossible handles, never a 5xx', async () => {
    const paths = ['nobody-here-123', 'ab%00cd', '%C3%A4bc', 'x'.repeat(90), '..%2F..%2Fetc', '%3Cscript%3E'];
    for (const path of paths) {
      const res = await h.app.inject({ method: 'GET', url: `/u/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Page not found');
      expect(res.body).not.toContain('<script>');
    }
    // Past Fastify's longest path parameter, the server itself refuses the address.
    expect((await h.app.inject({ method: 'GET', url: `/u/${'x'.repeat(3000)}` })).statusCode).toBe(414);
  });

  it('shows a new handle at once, forgets the old one, and a published post after its notice', async () => {
    const ann = await signUpAndIn(h);
    const first = uniqueHandle();
    expect((await putHandle(ann, first)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: `/u/${first.toUpperCase()}` })).statusCode).toBe(200);
    const second = uniqueHandle();
    expect((await putHandle(ann, second)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: `/u/${first}` })).statusCode).toBe(404);
    const before = await h.app.inject({ method: 'GET', url: `/u/${second}` });
    expect(before.body).toContain('No offers yet');
    const lamp = await post(ann, 'Fresh Lamp');
    // Cached until the worker's "post changed" notice arrives.
    expect((await h.app.inject({ method: 'GET', url: `/u/${second}` })).body).not.toContain('Fresh Lamp');
    await h.app.services.linkInBio.bioPages.postChanged(lamp.id);
    expect((await h.app.inject({ method: 'GET', url: `/u/${second}` })).body).toContain('Fresh Lamp');
  });
});
