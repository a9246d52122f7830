import http from 'node:http';
import { eventsTokenResponseSchema, videoStatusResponseSchema } from '@adreel/contracts';
import { createChangeNotices } from '@adreel/queue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await h.close();
});

async function video(userId: string, data: Record<string, unknown> = {}) {
  return h.t.db.video.create({
    data: { userId, status: 'processing', progress: 10, message: 'Rendering', content: LAMP_SCRIPT, ...data },
  });
}

async function streamToken(user: SignedInUser, id: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/events-token`,
    headers: user.auth,
  });
  return { res, token: res.statusCode === 200 ? eventsTokenResponseSchema.parse(res.json()).token : '' };
}

/** A real EventSource-style reader: collects `event:`/`data:` frames as they arrive. */
function openStream(url: string) {
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let status = 0;
  let headers: http.IncomingHttpHeaders = {};
  const req = http.get(url, (res) => {
    status = res.statusCode ?? 0;
    headers = res.headers;
    let buf = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buf += chunk;
      let at = buf.indexOf('\n\n');
      while (at >= 0) {
        const block = buf.slice(0, at);
        buf = buf.slice(at + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        at = buf.indexOf('\n\n');
      }
      for (const w of waiters.splice(0)) w();
    });
    res.on('end', () => {
      ended = true;
      for (const w of waiters.splice(0)) w();
    });
  });
  req.on('error', () => undefined);
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  };
  return {
    events,
    get ended() {
      return ended;
    },
    get status() {
      return status;
    },
    get headers() {
      return headers;
    },
    until,
    close: () => req.destroy(),
  };
}

describe('conditional requests on polled answers', () => {
  it('status and list carry an ETag and answer 304 to If-None-Match until the video changes', async () => {
    const user = await signUpAndIn(h);
    const v = await video(user.userId);
    const url = `/api/videos/${v.id}`;
    const first = await h.app.inject({ method: 'GET', url, headers: user.auth });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const same = await h.app.inject({ method: 'GET', url, headers: { ...user.auth, 'if-none-match': tag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    // The worker writes the row, then says so; polls answer from memory until the notice.
    await h.t.db.video.update({ where: { id: v.id }, data: { progress: 55 } });
    const cached = await h.app.inject({
      method: 'GET',
      url,
      headers: { ...user.auth, 'if-none-match': tag },
    });
    expect(cached.statusCode).toBe(304);
    await createChangeNotices(h.redis, h.queuePrefix).video(v.id);
    let moved = cached;
    for (let i = 0; i < 50 && moved.statusCode === 304; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      moved = await h.app.inject({ method: 'GET', url, headers: { ...user.auth, 'if-none-match': tag } });
    }
    expect(moved.statusCode).toBe(200);
    expect(videoStatusResponseSchema.parse(moved.json()).progress).toBe(55);
    expect(moved.headers.etag).not.toBe(tag);

    const list = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: user.auth });
    const listTag = list.headers.etag as string;
    expect(listTag).toBeTruthy();
    const list304 = await h.app.inject({
      method: 'GET',
      url: '/api/videos/my-videos',
      headers: { ...user.auth, 'if-none-match': listTag },
    });
    expect(list304.statusCode).toBe(304);
  });

  it('a completed video keeps the same signed links (and ETag) from one poll to the next', async () => {
    const user = await signUpAndIn(h);
    const v = await video(user.userId, {
      status: 'completed',
      progress: 100,
      outputKey: 'videos/x/video.mp4',
      thumbnailKey: 'videos/x/thumb.jpg',
    });
    const a = await h.app.inject({ method: 'GET', url: `/api/videos/${v.id}`, headers: user.auth });
    await new Promise((r) => setTimeout(r, 1100));
    const b = await h.app.inject({ method: 'GET', url: `/api/videos/${v.id}`, headers: user.auth });
    expect(a.json().output_url).toMatch(/exp=\d+&sig=/);
    expect(b.json().output_url).toBe(a.json().output_url);
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});

describe('GET /api/videos/{id}/events', () => {
  it('mints tokens for the owner only, and refuses other ids, forged and missing tokens', async () => {
    const owner = await signUpAndIn(h);
    const stranger = await signUpAndIn(h);
    const v = await video(owner.userId);
    const other = await video(owner.userId);

    expect((await streamToken(stranger, v.id)).res.statusCode).toBe(404);
    expect((await streamToken(owner, 'not-a-uuid')).res.statusCode).toBe(404);
    const noAuth = await h.app.inject({ method: 'POST', url: `/api/videos/${v.id}/events-token` });
    expect(noAuth.statusCode).toBe(401);

    const { token } = await streamToken(owner, v.id);
    const wrongVideo = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${other.id}/events?token=${token}`,
    });
    expect(wrongVideo.statusCode).toBe(403);
    const [exp, uid, sig] = token.split('.');
    const forged = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${v.id}/events?token=${exp}.${stranger.userId}.${sig}`,
    });
    expect(forged.statusCode).toBe(403);
    const later = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${v.id}/events?token=${Number(exp) + 1}.${uid}.${sig}`,
    });
    expect(later.statusCode).toBe(403);
    const missing = await h.app.inject({ method: 'GET', url: `/api/videos/${v.id}/events` });
    expect(missing.statusCode).toBe(400);
  });

  it('sends the last state on connect, every change the worker announces, and ends when final', async () => {
    const owner = await signUpAndIn(h);
    const v = await video(owner.userId);
    const { token } = await streamToken(owner, v.id);
    const stream = openStream(`${base}/api/videos/${v.id}/events?token=${token}`);
    try {
      await stream.until(() => stream.events.length >= 1, 'the first event');
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(stream.headers['cache-control']).toContain('no-cache');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.events[0]).toMatchObject({ event: 'status', data: { id: v.id, progress: 10 } });

      // What the worker does: write the row, then announce it.
      const notices = createChangeNotices(h.redis, h.queuePrefix);
      await h.t.db.video.update({ where: { id: v.id }, data: { progress: 60, message: 'Compositing' } });
      await notices.video(v.id);
      await stream.until(
        () => stream.events.some((e) => (e.data as { progress: number }).progress === 60),
        'progress 60',
      );
      const sixty = stream.events.find((e) => (e.data as { progress: number }).progress === 60);
      expect(videoStatusResponseSchema.parse(sixty?.data).message).toBe('Compositing');

      await h.t.db.video.update({
        where: { id: v.id },
        data: { status: 'completed', progress: 100, outputKey: 'videos/x/video.mp4' },
      });
      await notices.video(v.id);
      await stream.until(() => stream.ended, 'the stream to end');
      const last = stream.events.at(-1)?.data as { status: string; output_url: string };
      expect(last.status).toBe('completed');
      expect(last.output_url).toMatch(/^\/api\/media\/videos\//);
    } finally {
      stream.close();
    }
  });

  it('tells an open stream when the video is deleted', async () => {
    const owner = await signUpAndIn(h);
    const v = await video(owner.userId);
    const { token } = await streamToken(owner, v.id);
    const stream = openStream(`${base}/api/videos/${v.id}/events?token=${token}`);
    try {
      await stream.until(() => stream.events.length >= 1, 'the first event');
      const del = await h.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, headers: owner.auth });
      expect(del.statusCode).toBe(200);
      await stream.until(() => stream.ended, 'the stream to end');
      expect(stream.events.at(-1)?.event).toBe('gone');
    } finally {
      stream.close();
    }
  });
});

describe('cached sessions across API processes', () => {
  it('a sign-out on one process ends the session on another at once, though it was just cached there', async () => {
    const other: FastifyInstance = await buildApp(h.deps);
    try {
      const user = await signUpAndIn(h);
      const v = await video(user.userId);
      const get = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: `/api/videos/${v.id}`, headers: user.auth });
      // Both processes have now seen (and cached) the session as active.
      expect((await get(other)).statusCode).toBe(200);
      expect((await get(h.app)).statusCode).toBe(200);

      const out = await h.app.inject({ method: 'POST', url: '/api/auth/signout', headers: user.auth });
      expect(out.statusCode).toBe(200);
      expect((await get(h.app)).statusCode).toBe(401);
      // The notice travels through Redis; well inside the cache's few seconds.
      const deadline = Date.now() + 2000;
      let code = (await get(other)).statusCode;
      while (code !== 401 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        code = (await get(other)).statusCode;
      }
      expect(code).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/videos/script-status/{id}/events', () => {
  it("streams a script job's progress to its owner until it is written", async () => {
    const owner = await signUpAndIn(h);
    const stranger = await signUpAndIn(h);
    const script = await h.t.db.script.create({
      data: {
        userId: owner.userId,
        source: 'url',
        sourceUrl: 'https://shop.example/p',
        status: 'processing',
        progress: 10,
        message: 'Reading the page',
        content: LAMP_SCRIPT,
      },
    });
    const path = `/api/videos/script-status/${script.id}`;
    const denied = await h.app.inject({
      method: 'POST',
      url: `${path}/events-token`,
      headers: stranger.auth,
    });
    expect(denied.statusCode).toBe(404);
    const minted = await h.app.inject({ method: 'POST', url: `${path}/events-token`, headers: owner.auth });
    const { token } = eventsTokenResponseSchema.parse(minted.json());
    // A video's token never opens a script's stream (and the other way round).
    const v = await video(owner.userId);
    const crossed = await h.app.inject({ method: 'GET', url: `/api/videos/${v.id}/events?token=${token}` });
    expect(crossed.statusCode).toBe(403);

    const stream = openStream(`${base}${path}/events?token=${token}`);
    try {
      await stream.until(() => stream.events.length >= 1, 'the first event');
      expect(stream.events[0]).toMatchObject({
        event: 'status',
        data: { status: 'processing', progress: 10 },
      });
      const notices = createChangeNotices(h.redis, h.queuePrefix);
      await h.t.db.script.update({ where: { id: script.id }, data: { status: 'completed', progress: 100 } });
      await notices.script(script.id);
      await stream.until(() => stream.ended, 'the stream to end');
      expect(stream.events.at(-1)).toMatchObject({
        event: 'status',
        data: { status: 'completed', progress: 100 },
      });
    } finally {
      stream.close();
    }
  });
});
