import { createOfflineScriptWriter, type ScriptWriter } from '@adreel/ai';
import { demoProducts, demoProductUrl, startDemoShop } from '@adreel/demo-shop';
import { createSafeFetcher } from '@adreel/fetch';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerDeps } from '../../worker/src/deps.ts';
import { loadWorkerEnv } from '../../worker/src/env.ts';
import { generateScriptJob } from '../../worker/src/jobs/generate-script.ts';
import { startWorkers } from '../../worker/src/runtime.ts';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

let h: Harness;
let shop: { origin: string; close(): Promise<void> };
let workers: Worker[] = [];
const logLines: Record<string, unknown>[] = [];
let tokenA = '';
let tokenB = '';

/** While set, the worker's writer waits for it: the job stays in its writing step for the test to see. */
let writerGate: Promise<void> | null = null;
const offline = createOfflineScriptWriter();
const gatedWriter: ScriptWriter = {
  name: offline.name,
  async fromProduct(product) {
    await writerGate;
    return offline.fromProduct(product);
  },
  async fromText(text) {
    await writerGate;
    return offline.fromText(text);
  },
};

/** Holds the writer until the returned function is called. */
function holdWriter(): () => void {
  let release = () => {};
  writerGate = new Promise<void>((resolve) => {
    release = () => {
      writerGate = null;
      resolve();
    };
  });
  return release;
}

async function tokenFor(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const password = 'secret-lamp-1';
  const ip = uniqueIp();
  await h.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: tag, email, password } });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
  return res.json().token as string;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) {
  return h.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function waitForSettled(id: string, token = tokenA) {
  for (let i = 0; i < 100; i += 1) {
    const res = await call('GET', `/videos/script-status/${id}`, token);
    const body = res.json();
    if (body.status === 'completed' || body.status === 'failed') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`script ${id} never settled`);
}

const firstProduct = demoProducts[0];
if (!firstProduct) throw new Error('the demo shop has no products');

beforeAll(async () => {
  shop = await startDemoShop({ port: 0 });
  h = await createHarness();
  const workerEnv = loadWorkerEnv({
    DATABASE_URL: h.t.url,
    QUEUE_PREFIX: h.queuePrefix,
    DATA_DIR: h.dataDir,
    ENCRYPTION_KEY: 'a'.repeat(64),
    LOG_LEVEL: 'silent',
  });
  // The runtime's logger receives each job's log lines (ctx.log), as the worker's pino log would.
  const logger = {
    info: (obj: Record<string, unknown>, msg?: string) => void logLines.push({ ...obj, msg }),
    error: (obj: Record<string, unknown>, msg?: string) => void logLines.push({ ...obj, msg }),
  };
  const workerDeps = createWorkerDeps(workerEnv, {
    db: h.t.db,
    connection: h.redis,
    producer: h.producer,
    fetcher: createSafeFetcher({ allowOrigins: [shop.origin] }),
  });
  workers = startWorkers({
    connection: h.redis,
    prefix: h.queuePrefix,
    handlers: [generateScriptJob(workerDeps, gatedWriter)],
    concurrency: { scripts: 2 },
    logger,
  });
  tokenA = await tokenFor('ann');
  tokenB = await tokenFor('bob');
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await h.close();
  await shop.close();
});

describe('script from a product URL', () => {
  it('runs the job in the worker and answers the finished script from Postgres', async () => {
    const url = demoProductUrl(shop.origin, firstProduct.slug);
    const start = await call('POST', '/videos/generate-script', tokenA, { url });
    expect(start.statusCode).toBe(201);
    const { id } = start.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const done = await waitForSettled(id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, message: 'Script ready' });
    expect(done.script).toMatchObject({ id, writer: 'offline', sourceUrl: url, source: 'url' });
    expect(done.script.content.reelScript.scenes.length).toBeGreaterThan(0);
    const scene = done.script.content.reelScript.scenes[0];
    expect(scene.audio.voiceover.length).toBeGreaterThan(0);
    expect(scene.visual.background.length).toBeGreaterThan(0);

    const row = await h.t.db.script.findUniqueOrThrow({ where: { id } });
    expect((row.product as { name: string }).name).toContain(firstProduct.name.split(' ')[0]);
    expect(row.writer).toBe('offline');
    expect(row.workMs).not.toBeNull();
    const logged = logLines.find((l) => l.msg === 'script written' && l.scriptId === id);
    expect(logged).toMatchObject({ writer: 'offline', source: 'url' });
    expect(typeof logged?.workMs).toBe('number');
  });

  it('exposes the real step and the share of steps finished while the script is written', async () => {
    const release = holdWriter();
    const url = demoProductUrl(shop.origin, firstProduct.slug);
    const { id } = (await call('POST', '/videos/generate-script', tokenA, { url })).json();
    const queued = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    expect(queued.steps).toEqual(['fetching', 'extracting', 'writing', 'checking']);
    let writing = queued;
    for (let i = 0; i < 100 && writing.step !== 'writing'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      writing = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    }
    release();
    // Fetching and extracting are finished, writing is under way (and cannot say how far along it is).
    expect(writing).toMatchObject({
      status: 'processing',
      step: 'writing',
      progress: 50,
      message: 'Writing the script...',
      steps: ['fetching', 'extracting', 'writing', 'checking'],
      script: null,
    });
    const done = await waitForSettled(id);
    expect(done).toMatchObject({ status: 'completed', step: null, progress: 100 });
  });

  it('answers pending or processing with a message before the worker finishes', async () => {
    const url = demoProductUrl(shop.origin, firstProduct.slug);
    const { id } = (await call('POST', '/videos/generate-script', tokenA, { url })).json();
    const first = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    expect(['pending', 'processing', 'completed']).toContain(first.status);
    expect(first.message.length).toBeGreaterThan(0);
    if (first.status !== 'completed') expect(first.script).toBeNull();
    await waitForSettled(id);
  });

  it('ends as failed with the fetcher’s message for an internal address', async () => {
    const start = await call('POST', '/videos/generate-script', tokenA, {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(start.statusCode).toBe(201);
    const done = await waitForSettled(start.json().id);
    expect(done.status).toBe('failed');
    expect(done.message).toMatch(/private or internal network address/);
    expect(done.script).toBeNull();
  });

  it('ends as failed with the extraction message for a page that is not a product', async () => {
    const start = await call('POST', '/videos/generate-script', tokenA, {
      url: `${shop.origin}/no-such-page`,
    });
    const done = await waitForSettled(start.json().id);
    expect(done.status).toBe('failed');
    expect(done.message.length).toBeGreaterThan(10);
    expect(done.message).not.toMatch(/Something went wrong/);
  });

  it.each([
    [{}, /url/],
    [{ url: '' }, /^url: Please enter a product URL$/],
    [{ url: '   ' }, /^url: Please enter a product URL$/],
    [{ url: 'not a url' }, /valid product URL/],
    [{ url: 'ftp://example.com/file' }, /http:\/\/ or https:\/\//],
    [{ url: 'javascript:alert(1)' }, /valid product URL/],
  ])('answers 400 with the reason for %j', async (payload, reason) => {
    const res = await call('POST', '/videos/generate-script', tokenA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });

  it('needs a signed-in user', async () => {
    const res = await call('POST', '/videos/generate-script', null, { url: 'https://example.com/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('script from text', () => {
  it('writes a script from free text through the worker', async () => {
    const text = 'A handmade leather wallet that holds twelve cards, blocks RFID and lasts for years.';
    const start = await call('POST', '/videos/generate-script-from-text', tokenA, { text });
    expect(start.statusCode).toBe(201);
    const done = await waitForSettled(start.json().id);
    expect(done.status).toBe('completed');
    expect(done.script).toMatchObject({ source: 'text', sourceText: text, writer: 'offline' });
    expect(done.script.content.reelScript.scenes.length).toBeGreaterThan(0);
  });

  it('a text script lists only writing and checking, and says so while it writes', async () => {
    const release = holdWriter();
    const text = 'A folding bike that fits under a desk and rides 40 km on one charge.';
    const { id } = (await call('POST', '/videos/generate-script-from-text', tokenA, { text })).json();
    let writing = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    for (let i = 0; i < 100 && writing.step !== 'writing'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      writing = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    }
    release();
    expect(writing).toMatchObject({
      status: 'processing',
      step: 'writing',
      progress: 0,
      steps: ['writing', 'checking'],
    });
    expect(await waitForSettled(id)).toMatchObject({ status: 'completed', step: null, progress: 100 });
  });

  it.each([
    [{}, /text/],
    [{ text: '' }, /Please enter some text/],
    [{ text: '  \n\t ' }, /Please enter some text/],
    [{ text: 'x'.repeat(5001) }, /at most 5,000 characters/],
  ])('answers 400 with the reason for a bad text', async (payload, reason) => {
    const res = await call('POST', '/videos/generate-script-from-text', tokenA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });

  it('accepts text of exactly 5,000 characters', async () => {
    const res = await call('POST', '/videos/generate-script-from-text', tokenA, {
      text: 'Great coffee beans. '.repeat(250),
    });
    expect(res.statusCode).toBe(201);
    await waitForSettled(res.json().id);
  });

  it('a text the writer cannot use ends as failed with its message', async () => {
    const res = await call('POST', '/videos/generate-script-from-text', tokenA, { text: '!!! ???' });
    const done = await waitForSettled(res.json().id);
    expect(done.status).toBe('failed');
    expect(done.message).toBe('Please enter some text to work with.');
  });
});

describe('regenerate', () => {
  it('rewrites a URL script from its stored product without refetching', async () => {
    const url = demoProductUrl(shop.origin, firstProduct.slug);
    const { id } = (await call('POST', '/videos/generate-script', tokenA, { url })).json();
    const done = await waitForSettled(id);
    // Break the stored source URL: a refetch would fail, the stored product must be used.
    await h.t.db.script.update({ where: { id }, data: { sourceUrl: 'http://169.254.169.254/' } });
    const res = await call('POST', '/videos/regenerate-script', tokenA, { scriptId: id });
    expect(res.statusCode).toBe(200);
    const script = res.json();
    expect(script).toMatchObject({ id, writer: 'offline', source: 'url' });
    expect(script.content).toEqual(done.script.content);
  });

  it('rewrites a text script from its stored text, and from new text', async () => {
    const text = 'Solar garden lights that charge by day and glow all night, no wiring needed.';
    const { id } = (await call('POST', '/videos/generate-script-from-text', tokenA, { text })).json();
    const done = await waitForSettled(id);

    const again = await call('POST', '/videos/regenerate-script', tokenA, { scriptId: id });
    expect(again.statusCode).toBe(200);
    expect(again.json().content).toEqual(done.script.content);

    const newText = 'A foldable standing desk converter for small apartments, set up in ten seconds.';
    const res = await call('POST', '/videos/regenerate-script-from-text', tokenA, {
      scriptId: id,
      text: newText,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, source: 'text', sourceText: newText, writer: 'offline' });
    expect(res.json().content).not.toEqual(done.script.content);
    const status = (await call('GET', `/videos/script-status/${id}`, tokenA)).json();
    expect(status.script.content).toEqual(res.json().content);
  });

  it('answers 409 with a reason for a script that failed before it was written', async () => {
    const { id } = (
      await call('POST', '/videos/generate-script', tokenA, { url: 'http://10.0.0.1/product' })
    ).json();
    await waitForSettled(id);
    const res = await call('POST', '/videos/regenerate-script', tokenA, { scriptId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/nothing to regenerate/);
  });

  it.each([
    ['/videos/regenerate-script', {}, /scriptId/],
    ['/videos/regenerate-script-from-text', { scriptId: 'x' }, /text/],
    ['/videos/regenerate-script-from-text', { text: 'hello' }, /scriptId/],
    ['/videos/regenerate-script-from-text', { scriptId: 'x', text: '   ' }, /Please enter some text/],
  ])('%s answers 400 for %j', async (url, payload, reason) => {
    const res = await call('POST', url, tokenA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });
});

describe('review draft (issue 33: a reload kept the script but lost the edits)', () => {
  it('keeps the edits beside the written content, reads them back, drops them on null or a rewrite', async () => {
    const text = 'A foldable standing desk converter for small apartments, set up in ten seconds.';
    const { id } = (await call('POST', '/videos/generate-script-from-text', tokenA, { text })).json();
    const done = await waitForSettled(id);
    expect(done.script.draft).toBeNull();
    const [first, ...rest] = done.script.content.reelScript.scenes;
    const edited = {
      ...done.script.content,
      reelScript: {
        scenes: [{ ...first, audio: { ...first.audio, voiceover: 'My own opening line.' } }, ...rest],
      },
    };
    const saved = await call('PUT', `/videos/script-draft/${id}`, tokenA, { content: edited });
    expect([saved.statusCode, saved.json()]).toEqual([200, { saved: true }]);
    const read = (await waitForSettled(id)).script;
    expect(read.draft.reelScript.scenes[0].audio.voiceover).toBe('My own opening line.');
    expect(read.content).toEqual(done.script.content);
    // Another user cannot write it; a broken body is a 400, not a 500.
    expect((await call('PUT', `/videos/script-draft/${id}`, tokenB, { content: edited })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/videos/script-draft/${id}`, tokenA, { content: { a: 1 } })).statusCode).toBe(
      400,
    );
    await call('PUT', `/videos/script-draft/${id}`, tokenA, { content: null });
    expect((await waitForSettled(id)).script.draft).toBeNull();
    await call('PUT', `/videos/script-draft/${id}`, tokenA, { content: edited });
    expect(
      (await call('POST', '/videos/regenerate-script', tokenA, { scriptId: id })).json().draft,
    ).toBeNull();
  });
});

describe('ownership', () => {
  it('another user’s script answers 404 on every call', async () => {
    const { id } = (
      await call('POST', '/videos/generate-script-from-text', tokenA, { text: 'Noise cancelling earbuds.' })
    ).json();
    await waitForSettled(id);
    expect((await call('GET', `/videos/script-status/${id}`, tokenB)).statusCode).toBe(404);
    expect((await call('POST', '/videos/regenerate-script', tokenB, { scriptId: id })).statusCode).toBe(404);
    const res = await call('POST', '/videos/regenerate-script-from-text', tokenB, {
      scriptId: id,
      text: 'Stolen',
    });
    expect(res.statusCode).toBe(404);
    const row = await h.t.db.script.findUniqueOrThrow({ where: { id } });
    expect(row.sourceText).toBe('Noise cancelling earbuds.');
  });

  it('unknown and malformed ids answer 404, not 500', async () => {
    expect(
      (await call('GET', '/videos/script-status/00000000-0000-4000-8000-000000000000', tokenA)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/videos/script-status/not-a-uuid', tokenA)).statusCode).toBe(404);
    expect((await call('POST', '/videos/regenerate-script', tokenA, { scriptId: 'nope' })).statusCode).toBe(
      404,
    );
  });
});
