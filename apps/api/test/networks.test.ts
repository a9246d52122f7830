import { networkConnectionDtoSchema, networksResponseSchema } from '@adreel/contracts';
import { fillNetworkMacros } from '@adreel/networks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';
import { CHROME } from './postback-steps.ts';

// Issue 34 item 4: a custom network connection (JVZoo preset), its links carrying our click id in the
// network's sub-id parameter, and its postbacks: recorded once through the one recorder, refused with a
// clear reason when a macro is missing or unfilled, the token is another connection's, or it is a replay.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function connect(user: SignedInUser, payload: Record<string, unknown>) {
  return h.app.inject({ method: 'POST', url: '/api/networks', headers: user.auth, payload });
}

async function jvzoo(user: SignedInUser, name = 'JVZoo') {
  const res = await connect(user, { preset: 'jvzoo', name });
  expect(res.statusCode, res.body).toBe(200);
  return networkConnectionDtoSchema.parse(res.json());
}

/** A video-like link to `targetUrl` and one human click through it: where it went, and the tid it carried. */
async function clickTo(user: SignedInUser, targetUrl: string) {
  const { code } = await h.app.services.links.links.create(user.userId, {
    kind: 'promolink',
    sourceId: 'network-offer',
    targetUrl,
  });
  const res = await h.app.inject({ method: 'GET', url: `/go/${code}`, headers: { 'user-agent': CHROME } });
  expect(res.statusCode).toBe(302);
  await h.app.services.links.clicks.flush();
  const location = String(res.headers.location);
  return { code, location, tid: new URL(location).searchParams.get('tid') };
}

/** The postback as JVZoo calls it: the pasted URL with its macros filled. */
function jvzooCalls(
  postbackUrl: string,
  values: { tid?: string; txn?: string; amount?: string; type?: string },
) {
  const url = fillNetworkMacros(postbackUrl, {
    '{tid}': values.tid ?? '',
    '{transaction_id}': values.txn ?? '',
    '{affiliate_amount}': values.amount ?? '',
    '{transaction_type}': values.type ?? '',
  });
  const { pathname, search } = new URL(url);
  return h.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

const salesOf = (user: SignedInUser) =>
  h.t.db.sale.findMany({ where: { userId: user.userId }, orderBy: { createdAt: 'asc' } });

describe('custom network connections', () => {
  it('a JVZoo preset: its postback URL carries JVZoo’s macros, its links our click id as tid', async () => {
    const user = await signUpAndIn(h, 'jvzoo');
    const c = await jvzoo(user);
    expect(c).toMatchObject({ name: 'JVZoo', preset: 'jvzoo', subIdParam: 'tid', currency: 'USD' });
    expect(c.linkHosts).toContain('jvzoo.com');
    expect(c.postbackUrl).toMatch(
      /\/postback\/[A-Za-z0-9_-]{32}\?token=[A-Za-z0-9_-]{24}&cid=\{tid\}&transaction_id=\{transaction_id\}&amount=\{affiliate_amount\}&type=\{transaction_type\}$/,
    );
    const list = networksResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/networks', headers: user.auth })).json(),
    );
    expect(list.connections.map((x) => x.id)).toEqual([c.id]);
    expect(list.presets.map((p) => p.id)).toEqual(['jvzoo', 'warriorplus', 'buygoods', 'impact', 'custom']);

    const sold = await clickTo(user, 'https://www.jvzoo.com/c/4411/389211');
    expect(sold.tid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new URL(sold.location).searchParams.get('cid')).toBeNull();
    // Someone else's JVZoo link, or another host, carries no tid.
    const stranger = await signUpAndIn(h, 'stranger');
    expect((await clickTo(stranger, 'https://www.jvzoo.com/c/1/2')).tid).toBeNull();
    expect((await clickTo(user, 'https://vendor.example/p')).tid).toBeNull();

    // JVZoo calls the pasted URL: stored once, joined to the click, in USD, as a custom network's.
    const answer = await jvzooCalls(c.postbackUrl, {
      tid: sold.tid ?? '',
      txn: 'AP-7',
      amount: '31.40',
      type: 'SALE',
    });
    expect([answer.statusCode, answer.body]).toEqual([200, 'OK']);
    const [sale] = await salesOf(user);
    expect(sale).toMatchObject({
      marketplace: 'custom',
      source: 'custom-postback',
      orderId: 'jvzoo:AP-7',
      event: 'sale',
      earnings: 31.4,
      currency: 'USD',
      cid: sold.tid,
    });
    expect(sale?.clickId).not.toBeNull();
    expect(sale?.payload).toMatchObject({ network: 'JVZoo', connectionId: c.id });
    const row = await h.t.db.marketplaceAccount.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.lastReceivedAt).not.toBeNull();
    expect(row.inboundTokenEnc).not.toContain(new URL(c.postbackUrl).searchParams.get('token'));
  });

  it('refuses with a reason: missing and unfilled macros, bad amounts, unknown types, replays; never counts twice', async () => {
    const user = await signUpAndIn(h, 'jvzoo-bad');
    const c = await jvzoo(user);
    const { tid } = await clickTo(user, 'https://jvzoo.com/c/1/2');
    const cases: [Record<string, string>, number, string][] = [
      [
        { txn: 'B1', amount: '5', type: 'SALE' },
        400,
        'The postback has no click id ({tid} came back empty).',
      ],
      [{ tid: tid ?? '', amount: '5', type: 'SALE' }, 400, 'The postback has no transaction id'],
      [{ tid: tid ?? '', txn: 'B1', type: 'SALE' }, 400, 'The postback has no amount'],
      [{ tid: '{tid}', txn: 'B1', amount: '5', type: 'SALE' }, 400, 'The network left {tid} unfilled'],
      [{ tid: tid ?? '', txn: 'B1', amount: 'ten', type: 'SALE' }, 400, 'The amount "ten" is not a number.'],
      [{ tid: tid ?? '', txn: 'B1', amount: '5', type: 'WEIRD' }, 400, 'Unknown transaction type "WEIRD".'],
      [{ tid: `${tid}\u0000`, txn: 'B1', amount: '5', type: 'SALE' }, 400, 'control characters'],
    ];
    for (const [values, status, message] of cases) {
      const res = await jvzooCalls(c.postbackUrl, values);
      expect([res.statusCode, res.json().message], JSON.stringify(values)).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect(await salesOf(user)).toEqual([]);

    const paid = { tid: tid ?? '', txn: 'B2', amount: '5', type: 'SALE' };
    expect((await jvzooCalls(c.postbackUrl, paid)).statusCode).toBe(200);
    const replay = await jvzooCalls(c.postbackUrl, paid);
    expect([replay.statusCode, replay.json().message]).toEqual([
      409,
      'This transaction was already recorded; nothing was counted twice.',
    ]);
    // A refund before its sale waits (counted nowhere); the sale then settles it.
    expect((await jvzooCalls(c.postbackUrl, { txn: 'B3', type: 'RFND' })).statusCode).toBe(200);
    expect(
      (await jvzooCalls(c.postbackUrl, { tid: tid ?? '', txn: 'B3', amount: '8', type: 'SALE' })).statusCode,
    ).toBe(200);
    // Ignored and test types are answered, never stored.
    expect(
      (await jvzooCalls(c.postbackUrl, { tid: tid ?? '', txn: 'B4', amount: '1', type: 'INSF' })).statusCode,
    ).toBe(200);
    expect((await jvzooCalls(c.postbackUrl, { type: 'test' })).statusCode).toBe(200);
    const rows = await salesOf(user);
    expect(rows.map((r) => [r.orderId, r.event, r.state])).toEqual([
      ['jvzoo:B2', 'sale', 'counted'],
      ['jvzoo:B3', 'refund', 'counted'],
      ['jvzoo:B3', 'sale', 'counted'],
    ]);
  });

  it('a token of another connection, an unknown key, a rotated token and a disconnected network are refused', async () => {
    const user = await signUpAndIn(h, 'two-networks');
    const a = await jvzoo(user);
    const b = await jvzoo(user, 'JVZoo second account');
    const otherUser = await signUpAndIn(h, 'other');
    const c = await jvzoo(otherUser);
    const values = { tid: 'AbCdEfGhIjKlMnOpQrStUv', txn: 'T1', amount: '1', type: 'SALE' };
    const withTokenOf = (target: string, source: string) => {
      const url = new URL(target);
      url.searchParams.set('token', new URL(source).searchParams.get('token') ?? '');
      return decodeURIComponent(url.href);
    };
    expect((await jvzooCalls(withTokenOf(a.postbackUrl, b.postbackUrl), values)).statusCode).toBe(403);
    expect((await jvzooCalls(withTokenOf(a.postbackUrl, c.postbackUrl), values)).statusCode).toBe(403);
    expect(
      (await jvzooCalls(a.postbackUrl.replace(/postback\/[^?]+/, `postback/${'x'.repeat(32)}`), values))
        .statusCode,
    ).toBe(404);
    expect(
      (await jvzooCalls(a.postbackUrl.replace(/postback\/[^?]+/, 'postback/short'), values)).statusCode,
    ).toBe(404);

    // Someone else's connection id is a 404; the owner's rotation kills the old URL at once.
    for (const [method, url] of [
      ['POST', `/api/networks/${a.id}/token`],
      ['DELETE', `/api/networks/${a.id}`],
    ] as const) {
      expect((await h.app.inject({ method, url, headers: otherUser.auth })).statusCode).toBe(404);
    }
    const rotated = networkConnectionDtoSchema.parse(
      (await h.app.inject({ method: 'POST', url: `/api/networks/${a.id}/token`, headers: user.auth })).json(),
    );
    expect(new URL(rotated.postbackUrl).pathname).toBe(new URL(a.postbackUrl).pathname);
    expect((await jvzooCalls(a.postbackUrl, values)).statusCode).toBe(403);
    expect((await jvzooCalls(rotated.postbackUrl, values)).statusCode).toBe(200);

    const gone = await h.app.inject({ method: 'DELETE', url: `/api/networks/${a.id}`, headers: user.auth });
    expect([gone.statusCode, gone.json()]).toEqual([200, { ok: true }]);
    expect((await jvzooCalls(rotated.postbackUrl, { ...values, txn: 'T2' })).statusCode).toBe(404);
  });

  it('checks what is connected: macros, hosts, names; WarriorPlus posts its own fields', async () => {
    const user = await signUpAndIn(h, 'network-input');
    const bad: [Record<string, unknown>, string][] = [
      [{ preset: 'jvzoo', name: '' }, 'Name the network'],
      [
        {
          preset: 'jvzoo',
          name: 'J',
          macros: { clickId: '{tid', transactionId: '{t}', amount: '{a}', type: null, currency: null },
        },
        'A macro is',
      ],
      [
        {
          preset: 'jvzoo',
          name: 'J',
          macros: { clickId: '{t}', transactionId: '{t}', amount: '{a}', type: null, currency: null },
        },
        'one thing only',
      ],
      [{ preset: 'jvzoo', name: 'J', linkHosts: ['jvzoo.com/<script>'] }, 'A link host is a domain'],
      [
        { preset: 'jvzoo', name: 'J', linkHosts: Array.from({ length: 11 }, (_, i) => `h${i}.com`) },
        'At most 10',
      ],
      [{ preset: 'jvzoo', name: 'J', subIdParam: 'a b' }, 'sub-id parameter'],
      [{ preset: 'nope', name: 'J' }, ''],
      [{ preset: 'jvzoo', name: 'J\u0000' }, 'control characters'],
    ];
    for (const [payload, message] of bad) {
      const res = await connect(user, payload);
      expect([res.statusCode, res.body], JSON.stringify(payload)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    await jvzoo(user);
    const twice = await connect(user, { preset: 'jvzoo', name: 'JVZoo' });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'A network named “JVZoo” is already connected.',
    ]);

    const wp = networkConnectionDtoSchema.parse(
      (await connect(user, { preset: 'warriorplus', name: 'WarriorPlus' })).json(),
    );
    expect(wp.postsFields).toBe(true);
    const { location } = await clickTo(user, 'https://warriorplus.com/o2/a/abc/0');
    const clickId = new URL(location).searchParams.get('sid') ?? '';
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { pathname, search } = new URL(wp.postbackUrl);
    const posted = await h.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        WP_SID: clickId,
        WP_SALEID: 'sale_1',
        WP_SALE_EARNINGS_AFF: '12.00',
        WP_ACTION: 'sale',
        WP_SALE_CURRENCY: 'USD',
      }).toString(),
    });
    expect([posted.statusCode, posted.body]).toEqual([200, 'OK']);
    const json = await h.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      payload: { WP_SID: [clickId], WP_SALEID: { nested: true }, WP_ACTION: 'sale' },
    });
    expect(json.statusCode).toBe(400);
    expect((await salesOf(user)).map((s) => [s.orderId, s.earnings, s.clickId !== null])).toEqual([
      ['warriorplus:sale_1', 12, true],
    ]);
  });
});
