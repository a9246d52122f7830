import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAND_IN_LIMITS } from '../src/stand-ins/index.ts';
import { connect, fakeMp4, hooks, REDIRECT, source, standInsForTest } from './helpers.ts';

// Issue 31: 3,000 anonymous consents with big fields once grew the stand-in's state file to 3 MB,
// re-read and re-written on every request. Now every table is capped, fields are capped, and the
// state is written in the background: however many requests get through, memory and files stay small.
let s: Awaited<ReturnType<typeof standInsForTest>>;
beforeAll(async () => {
  // Audited: the unaudited cap of 5 creators a day would stop the 400 sessions this fills the tables with.
  s = await standInsForTest({ ratePerMinute: 1_000_000, initsPerMinute: 1_000_000, audited: true });
});
afterAll(() => s.stop());

const L = STAND_IN_LIMITS;
const capBytes = L.codes.bytes + 2 * L.tokens.bytes + L.sessions.bytes + L.posts.bytes;

async function inBatches(n: number, one: (i: number) => Promise<unknown>) {
  for (let i = 0; i < n; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, k) => one(i + k)));
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const f of await readdir(dir, { recursive: true }))
    total += (await stat(join(dir, f)).catch(() => null))?.isFile() ? (await stat(join(dir, f))).size : 0;
  return total;
}

it('refuses over-long consent fields and keeps codes, tokens, sessions and posts within their caps', async () => {
  const consent = (fields: Record<string, string>) =>
    fetch(`${s.base('youtube')}/_consent`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'allow', redirect_uri: REDIRECT, state: 's', ...fields }),
      redirect: 'manual',
    });
  expect((await consent({ scope: 'x'.repeat(L.scopeChars + 1) })).status).toBe(400);
  expect((await consent({ state: 'x'.repeat(L.stateChars + 1) })).status).toBe(400);
  expect((await consent({ code_challenge: 'x'.repeat(L.challengeChars + 1) })).status).toBe(400);
  const tooBig = await fetch(`${s.base('youtube')}/_consent`, {
    method: 'POST',
    body: 'a'.repeat(L.formBytes + 1),
  });
  expect(tooBig.status).toBe(413);

  // As many codes as an attacker likes, each as large as the fields allow.
  await inBatches(3000, async () =>
    (
      await consent({
        scope: 'y'.repeat(L.scopeChars),
        state: 's'.repeat(L.stateChars),
        code_challenge: 'c'.repeat(L.challengeChars),
      })
    ).arrayBuffer(),
  );
  const yt = s.standIns.store('youtube').state;
  expect(yt.codes.size).toBeLessThanOrEqual(L.codes.entries);
  expect(yt.codes.bytes).toBeLessThanOrEqual(L.codes.bytes);

  // Tokens and TikTok upload sessions with the longest caption allowed (4-byte characters).
  const client = s.client('tiktok');
  const caption = '😀'.repeat(L.captionChars);
  await inBatches(400, async () => {
    const t = await connect(client);
    await client
      .publish({
        accessToken: t.accessToken,
        input: { caption, privacy: 'SELF_ONLY', mode: 'direct' },
        source: source(fakeMp4(1000)),
        session: null,
        hooks: hooks().hooks,
      })
      .catch(() => undefined);
  });
  const tt = s.standIns.store('tiktok');
  expect(tt.state.access.bytes).toBeLessThanOrEqual(L.tokens.bytes);
  expect(tt.state.sessions.bytes).toBeLessThanOrEqual(L.sessions.bytes);
  expect(tt.state.sessions.size).toBeLessThan(400);
  expect(tt.posts().length).toBeGreaterThan(0);
  expect(tt.posts().length).toBeLessThan(400);

  await s.standIns.flush();
  for (const p of ['tiktok', 'youtube', 'instagram'] as const)
    expect(s.standIns.store(p).bytes()).toBeLessThanOrEqual(capBytes);
  expect(await folderBytes(s.dataDir)).toBeLessThanOrEqual(3 * capBytes);
}, 120_000);
