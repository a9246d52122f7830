import { randomBytes } from 'node:crypto';
import { tidToClickId } from '@adreel/clickbank';
import { type ClickBankStandIn, createClickBankStandIn } from '@adreel/clickbank/stand-in';
import { opensslEncrypt, opensslInsEnvelope } from '@adreel/clickbank/testing';
import { clickBankAccountResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';
import { CHROME } from './postback-steps.ts';

// Issue 34 item 3: a user connects ClickBank (nickname + API key, checked by ClickBank: here its
// stand-in), links to a product's HopLink carry the click id as tid, and the INS receiver stores a sale
// only through the one recorder. Every INS here is encrypted by openssl, not by our code.

let h: Harness;
let stand: ClickBankStandIn;
let origin = '';

beforeAll(async () => {
  stand = createClickBankStandIn({ keySecret: randomBytes(32) });
  origin = await stand.listen(0);
  h = await createHarness({ CLICKBANK_API_BASE: origin, CLICKBANK_HOP_BASE: `${origin}/hop` });
});
afterAll(async () => {
  await h.close();
  await stand.close();
});

const sale = (over: Record<string, unknown> = {}) => ({
  transactionTime: new Date().toISOString(),
  receipt: 'RCPTA001',
  transactionType: 'SALE',
  vendor: 'ketomeal',
  affiliate: 'affnick',
  role: 'AFFILIATE',
  totalAccountAmount: 28.2,
  totalOrderAmount: 47,
  currency: 'USD',
  trackingCodes: [],
  lineItems: [{ itemNo: '1', productTitle: 'Keto Meal Plan 28' }],
  version: 8.0,
  attemptCount: 1,
  ...over,
});

async function connected(nickname: string) {
  const user = await signUpAndIn(h, 'clickbank');
  await fetch(`${origin}/account/${nickname}`); // the stand-in knows an account once its page was opened
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/clickbank/connect',
    headers: user.auth,
    payload: { nickname, apiKey: stand.state.apiKeyOf(nickname) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const account = clickBankAccountResponseSchema.parse(res.json());
  const insPath = new URL(account.insUrl as string).pathname;
  const send = (body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: insPath,
      payload: body as object,
      headers: { 'content-type': 'application/json' },
    });
  return { user, account, insPath, send, secret: account.insSecretKey as string };
}

async function sales(user: SignedInUser) {
  const rows = await h.t.db.sale.findMany({ where: { userId: user.userId }, orderBy: { createdAt: 'asc' } });
  return rows.map((r) => [
    r.marketplace,
    r.source,
    r.orderId,
    r.event,
    Number(r.earnings),
    r.clickId !== null,
  ]);
}

describe('ClickBank connection', () => {
  it('connects with the nickname and its key, shows the INS address and secret key, and refuses other keys', async () => {
    const { user, account } = await connected('cbone');
    expect(account).toMatchObject({ connected: true, nickname: 'cbone' });
    expect(account.insUrl).toMatch(/\/clickbank\/ins\/[A-Za-z0-9_-]{32}$/);
    expect(account.insSecretKey).toMatch(/^[A-Z0-9]{16}$/);
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/clickbank/connect',
      headers: user.auth,
      payload: { nickname: 'cbone', apiKey: stand.state.apiKeyOf('someoneelse') },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/refused/);
    for (const payload of [
      { nickname: 'cb one', apiKey: stand.state.apiKeyOf('cbone') },
      { nickname: 'cbone', apiKey: 'secret' },
      { nickname: 'cb\u0000one', apiKey: stand.state.apiKeyOf('cbone') },
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/clickbank/connect',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    // Reconnecting keeps the address and secret pasted into ClickBank.
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/clickbank/connect',
      headers: user.auth,
      payload: { nickname: 'cbone', apiKey: stand.state.apiKeyOf('cbone') },
    });
    expect(again.json()).toMatchObject({ insUrl: account.insUrl, insSecretKey: account.insSecretKey });
  });

  it('adds a ClickBank product by vendor id only for a connected user', async () => {
    const stranger = await signUpAndIn(h, 'nocb');
    const body = { vendorId: 'gutfix', name: 'Gut Fix', price: 49, commissionPercent: 50 };
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/clickbank/offers',
      headers: stranger.auth,
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    const { user } = await connected('cbtwo');
    const added = await h.app.inject({
      method: 'POST',
      url: '/api/clickbank/offers',
      headers: user.auth,
      payload: body,
    });
    expect(added.statusCode, added.body).toBe(200);
    const offer = await h.t.db.offer.findUniqueOrThrow({ where: { id: added.json().offerId } });
    expect(offer).toMatchObject({
      marketplace: 'clickbank',
      vendorId: 'gutfix',
      affiliateLink: `${origin}/hop/?affiliate=AFFILIATE&vendor=gutfix`,
      netEarnings: 24.5,
    });
  });
});

describe('the INS receiver', () => {
  it('joins a sale to the click whose id went out as tid, answers 200 after storing, and counts a replay once', async () => {
    const { user, send, secret } = await connected('cbthree');
    const { code } = await h.app.services.links.links.create(user.userId, {
      kind: 'promolink',
      sourceId: 'clickbank-offer',
      targetUrl: `${origin}/hop/?affiliate=cbthree&vendor=ketomeal`,
    });
    const click = await h.app.inject({
      method: 'GET',
      url: `/go/${code}`,
      headers: { 'user-agent': CHROME },
    });
    expect(click.statusCode).toBe(302);
    const tid = new URL(String(click.headers.location)).searchParams.get('tid') as string;
    expect(tid).toMatch(/^[a-z0-9]{24}$/);
    await h.app.services.links.clicks.flush();
    const clickRow = await h.t.db.click.findFirstOrThrow({ where: { cid: tidToClickId(tid) as string } });
    // ClickBank upper-cases the tid on the way back.
    const body = opensslInsEnvelope(
      sale({ receipt: 'RCPTB001', trackingCodes: [tid.toUpperCase()] }),
      secret,
    );
    const first = await send(body);
    expect([first.statusCode, first.body]).toEqual([200, 'OK: recorded']);
    const replay = await send(body);
    expect([replay.statusCode, replay.body]).toEqual([200, 'OK: already recorded, not counted again']);
    expect(await sales(user)).toEqual([['clickbank', 'ins', 'RCPTB001', 'sale', 28.2, true]]);
    const stored = await h.t.db.sale.findFirstOrThrow({ where: { userId: user.userId } });
    expect(stored.clickId).toBe(clickRow.id);
    const refund = await send(
      opensslInsEnvelope(
        sale({ receipt: 'RCPTB001', transactionType: 'RFND', totalAccountAmount: -28.2 }),
        secret,
      ),
    );
    expect(refund.body).toBe('OK: recorded');
    expect((await sales(user)).map((r) => r[3])).toEqual(['sale', 'refund']);
  });

  it('refuses a wrong secret key, tampered messages and unknown types with a reason; never a 5xx', async () => {
    const { user, send, secret, insPath } = await connected('cbfour');
    const good = opensslInsEnvelope(sale({ receipt: 'RCPTC001' }), secret);
    const bytes = Buffer.from(good.notification, 'base64');
    bytes[5] = (bytes[5] ?? 0) ^ 0x20;
    const iv = Buffer.from(good.iv, 'base64');
    iv[0] = (iv[0] ?? 0) ^ 0x01;
    const badPadIv = randomBytes(16);
    const cases: [unknown, RegExp][] = [
      [opensslInsEnvelope(sale(), 'WRONGSECRET1'), /wrong secret key|not JSON/],
      [{ ...good, notification: bytes.toString('base64') }, /refused/],
      [{ ...good, iv: iv.toString('base64') }, /not JSON/],
      [
        {
          notification: opensslEncrypt(Buffer.alloc(32, 0x41), secret, badPadIv, ['-nopad']),
          iv: badPadIv.toString('base64'),
        },
        /did not decrypt/,
      ],
      [opensslInsEnvelope(sale({ transactionType: 'MYSTERY' }), secret), /Unknown transaction type/],
      [{ notification: 'x' }, /notification and iv/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, reason] of cases) {
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    const text = await h.app.inject({
      method: 'POST',
      url: insPath,
      payload: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const unknown = await h.app.inject({
      method: 'POST',
      url: `/clickbank/ins/${'A'.repeat(32)}`,
      payload: good,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await sales(user)).toEqual([]);
  });

  it('keeps a refund that arrives before its sale, counts a test as nothing, and stops after disconnecting', async () => {
    const { user, send, secret } = await connected('cbfive');
    const early = await send(
      opensslInsEnvelope(
        sale({ receipt: 'RCPTD001', transactionType: 'RFND', totalAccountAmount: -28.2 }),
        secret,
      ),
    );
    expect([early.statusCode, early.body]).toEqual([200, 'OK: kept until the sale it reverses arrives']);
    const test = await send(opensslInsEnvelope(sale({ transactionType: 'TEST' }), secret));
    expect([test.statusCode, test.body]).toEqual([
      200,
      'OK: test or a notice with no money, nothing recorded',
    ]);
    await send(opensslInsEnvelope(sale({ receipt: 'RCPTD001' }), secret));
    expect((await sales(user)).map((r) => [r[2], r[3]])).toEqual([
      ['RCPTD001', 'refund'],
      ['RCPTD001', 'sale'],
    ]);
    await h.app.inject({ method: 'POST', url: '/api/clickbank/disconnect', headers: user.auth });
    const after = await send(opensslInsEnvelope(sale({ receipt: 'RCPTD002' }), secret));
    expect(after.statusCode).toBe(404);
  });
});
