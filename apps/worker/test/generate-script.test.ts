import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createSafeFetcher } from '@adreel/fetch';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorkerDeps } from '../src/deps.ts';
import { loadWorkerEnv } from '../src/env.ts';
import { generateScriptJob, RETRY_MESSAGE } from '../src/jobs/generate-script.ts';
import { startWorkers } from '../src/runtime.ts';

const PRODUCT_PAGE = `<!doctype html><html lang="en"><head><title>Trail Bottle</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail Bottle",
"description":"An insulated steel bottle that keeps drinks cold for 24 hours.",
"offers":{"@type":"Offer","price":"29.00","priceCurrency":"USD"}}</script></head>
<body><h1>Trail Bottle</h1><ul><li>Keeps drinks cold for 24 hours</li><li>Leak-proof lid</li></ul></body></html>`;

const GERMAN_PAGE = PRODUCT_PAGE.replace('lang="en"', 'lang="de"')
  .replace(
    'An insulated steel bottle that keeps drinks cold for 24 hours.',
    'Eine isolierte Stahlflasche, die Getränke 24 Stunden kalt hält.',
  )
  .replace('Keeps drinks cold for 24 hours', 'Hält Getränke 24 Stunden kalt')
  .replace('Leak-proof lid', 'Auslaufsicherer Deckel für unterwegs');

let t: TestDatabase;
let server: Server;
let origin = '';
let producer: Producer;
let userId = '';
let flakyHits = 0;
const prefix = `test_${randomBytes(5).toString('hex')}`;
const redis = createRedis('redis://127.0.0.1:6379');
let workers: Worker[] = [];
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/flaky') {
      flakyHits += 1;
      if (flakyHits === 1) return void res.writeHead(503).end('busy');
    }
    if (req.url === '/produkt')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(GERMAN_PAGE);
    if (req.url === '/flaky' || req.url === '/product')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PRODUCT_PAGE);
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestDatabase();
  const env = loadWorkerEnv({
    DATABASE_URL: t.url,
    QUEUE_PREFIX: prefix,
    ENCRYPTION_KEY: 'b'.repeat(64),
    LOG_LEVEL: 'silent',
  });
  const deps = createWorkerDeps(env, {
    db: t.db,
    connection: redis,
    fetcher: createSafeFetcher({ allowOrigins: [origin] }),
  });
  producer = createProducer(redis, prefix);
  workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [generateScriptJob(deps)],
    concurrency: { scripts: 1 },
    logger: {
      info: (o, msg) => void lines.push({ ...o, msg }),
      error: (o, msg) => void lines.push({ ...o, msg }),
    },
  });
  const user = await t.db.user.create({
    data: { name: 'W', email: `w-${randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x' },
  });
  userId = user.id;
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await producer.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await new Promise((r) => server.close(r));
});

async function run(
  data: { sourceUrl?: string; sourceText?: string; language?: string; languageSource?: string },
  attempts = 2,
) {
  const row = await t.db.script.create({
    data: { userId, source: data.sourceText ? 'text' : 'url', ...data },
  });
  await producer.enqueue(
    'scripts',
    'generate-script',
    { scriptId: row.id },
    { jobId: row.id, attempts, backoff: { type: 'fixed', delay: 20 } },
  );
  for (let i = 0; i < 100; i += 1) {
    const now = await t.db.script.findUniqueOrThrow({ where: { id: row.id } });
    if (now.status === 'completed' || now.status === 'failed') return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job never settled');
}

it('writes a script from a product page, storing the product, writer and work time', async () => {
  const row = await run({ sourceUrl: `${origin}/product` });
  expect(row).toMatchObject({
    status: 'completed',
    progress: 100,
    message: 'Script ready',
    writer: 'offline',
  });
  expect((row.product as { name: string }).name).toBe('Trail Bottle');
  expect((row.content as { reelScript: { scenes: unknown[] } }).reelScript.scenes.length).toBeGreaterThan(0);
  expect(row.workMs).toBeGreaterThanOrEqual(0);
  const log = lines.find((l) => l.msg === 'script written' && l.scriptId === row.id);
  expect(log).toMatchObject({ writer: 'offline', source: 'url' });
  expect(lines.some((l) => l.msg === 'job done' && l.jobId === row.id)).toBe(true);
});

it('retries a page that answered 503 and then succeeds', async () => {
  flakyHits = 0;
  const row = await run({ sourceUrl: `${origin}/flaky` });
  expect(flakyHits).toBe(2);
  expect(row.status).toBe('completed');
  expect(RETRY_MESSAGE).toMatch(/trying again/);
});

it('fails at once with the fetcher’s message for a missing page, without retrying', async () => {
  const row = await run({ sourceUrl: `${origin}/missing` }, 3);
  expect(row.status).toBe('failed');
  expect(row.error).toBe('HTTP_ERROR');
  expect(row.message.length).toBeGreaterThan(5);
  expect(row.content).toBeNull();
});

it('fails with the fetcher’s message for an address outside the allowlist', async () => {
  const row = await run({ sourceUrl: 'http://127.0.0.1:6379/' });
  expect(row).toMatchObject({ status: 'failed', error: 'BLOCKED_ADDRESS' });
  expect(row.message).toMatch(/private or internal network address/);
});

it('writes a script from text to completion', async () => {
  const row = await run({ sourceText: 'Noise cancelling earbuds with a 30 hour battery and a pocket case.' });
  expect(row).toMatchObject({ status: 'completed', progress: 100, writer: 'offline' });
  expect(row.product).toBeNull();
});

it('writes each real step in order, with the share of steps finished, for a URL and for text', async () => {
  // A trigger records every write to the Script row, so even steps shorter than any poll are seen.
  await t.db.$executeRawUnsafe(
    'CREATE TABLE script_step_log (n serial PRIMARY KEY, script_id uuid, status text, step text, progress int, message text)',
  );
  await t.db.$executeRawUnsafe(`CREATE FUNCTION log_script_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO script_step_log (script_id, status, step, progress, message)
  VALUES (NEW.id, NEW.status, NEW.step, NEW.progress, NEW.message);
  RETURN NEW;
END $$`);
  await t.db.$executeRawUnsafe(
    'CREATE TRIGGER script_step_log AFTER UPDATE ON "Script" FOR EACH ROW EXECUTE FUNCTION log_script_step()',
  );
  try {
    const fromUrl = await run({ sourceUrl: `${origin}/product` });
    const fromText = await run({ sourceText: 'A pocket espresso maker that needs no power at all.' });
    const writes = async (id: string) =>
      (
        await t.db.$queryRawUnsafe<
          { status: string; step: string | null; progress: number; message: string }[]
        >(
          'SELECT status, step, progress, message FROM script_step_log WHERE script_id = $1::uuid ORDER BY n',
          id,
        )
      ).map((w) => [w.status, w.step, w.progress, w.message]);
    expect(await writes(fromUrl.id)).toEqual([
      ['processing', 'fetching', 0, 'Fetching the product page...'],
      ['processing', 'extracting', 25, 'Extracting the product details...'],
      ['processing', 'writing', 50, 'Writing the script...'],
      ['processing', 'checking', 75, 'Checking the script...'],
      ['completed', null, 100, 'Script ready'],
    ]);
    expect(await writes(fromText.id)).toEqual([
      ['processing', 'writing', 0, 'Writing the script...'],
      ['processing', 'checking', 50, 'Checking the script...'],
      ['completed', null, 100, 'Script ready'],
    ]);

    // A failure keeps the step it happened in.
    const missing = await run({ sourceUrl: `${origin}/missing` }, 1);
    expect(missing).toMatchObject({ status: 'failed', step: 'fetching' });
  } finally {
    await t.db.$executeRawUnsafe('DROP TRIGGER script_step_log ON "Script"');
  }
});

it('takes the language from the page (lang="de") and writes the script in German (issue 25)', async () => {
  const row = await run({ sourceUrl: `${origin}/produkt` });
  expect(row).toMatchObject({ status: 'completed', language: 'de', languageSource: 'page' });
  const scenes = (row.content as { reelScript: { scenes: { audio: { voiceover: string } }[] } }).reelScript
    .scenes;
  expect(scenes.map((s) => s.audio.voiceover).join(' ')).toContain('Hält Getränke 24 Stunden kalt');
  expect(scenes.at(-1)?.audio.voiceover).toMatch(/Tippe auf den Link/);
});

it('keeps a language chosen up front over the page’s and writes in it', async () => {
  const row = await run({ sourceUrl: `${origin}/produkt`, language: 'it', languageSource: 'chosen' });
  expect(row).toMatchObject({ status: 'completed', language: 'it', languageSource: 'chosen' });
  const scenes = (row.content as { reelScript: { scenes: { audio: { voiceover: string } }[] } }).reelScript
    .scenes;
  expect(scenes.at(-1)?.audio.voiceover).toMatch(/Tocca il link/);
});

it('detects the language of free text', async () => {
  const row = await run({
    sourceText: 'Nuestra nueva botella es ligera y resistente. Mantiene el agua fría todo el día.',
  });
  expect(row).toMatchObject({ status: 'completed', language: 'es', languageSource: 'detected' });
});
