import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let dist: string;
let h: Harness;
let prod: Harness;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'adreel-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>AdReel</title></head><body></body></html>',
  );
  await writeFile(join(dist, 'app.js'), 'console.log(1)');
  h = await createHarness({ WEB_DIST: dist, DEV_MAILBOX: '1' });
  // DEV_MAILBOX set in production too: the mailbox must stay off whatever .env says.
  prod = await createHarness({ WEB_DIST: dist, NODE_ENV: 'production', DEV_MAILBOX: '1' });
});
afterAll(async () => {
  await h.close();
  await prod.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html and serves files', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/videos' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>AdReel</title>');
    expect(page.body).not.toContain('adreel-page');
    expect((await h.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
  });

  it('marks only the hidden registration path as the registration page', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/test-register-path-abcdef/complete' });
    expect(page.body).toContain('<meta name="adreel-page" content="register">');
    const guess = await h.app.inject({ method: 'GET', url: '/other-path/complete' });
    expect(guess.body).not.toContain('adreel-page');
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>AdReel</title>');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No route/);
  });

  it('serves the dev mailbox only when DEV_MAILBOX is set, and only to this machine', async () => {
    const local = { method: 'GET' as const, url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' };
    expect((await h.app.inject(local)).statusCode).toBe(200);
    expect((await prod.app.inject(local)).statusCode).toBe(404);
    const remote = await h.app.inject({ ...local, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    for (const header of [
      'x-forwarded-for',
      'x-real-ip',
      'true-client-ip',
      'cf-connecting-ip',
      'x-client-ip',
    ]) {
      const forwarded = await h.app.inject({ ...local, headers: { [header]: '203.0.113.7' } });
      expect(forwarded.statusCode, header).toBe(404);
    }
    const publicHost = await h.app.inject({ ...local, headers: { host: 'adreel.example.com' } });
    expect(publicHost.statusCode).toBe(404);
    const localHost = await h.app.inject({ ...local, headers: { host: 'localhost:4000' } });
    expect(localHost.statusCode).toBe(200);
  });

  it('never lists the dev mailbox in the API docs', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.includes('mailbox'))).toBe(false);
  });

  it('publishes the embed and demo configuration', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/config' });
    // No operator page configured: the web app plays the built-in walkthroughs.
    expect(res.json()).toMatchObject({
      welcomeUrl: null,
      tutorialVideoUrl: null,
      trainingUrls: {},
      devMailbox: true,
    });
    expect(res.json().demoProductUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/products\//);
  });
});
