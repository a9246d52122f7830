import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickBankClient } from '../src/client.ts';
import { buildHopLink } from '../src/hoplink.ts';
import { createClickBankStandIn } from '../src/stand-in/server.ts';
import { clickIdToTid, tidSafeClickIdBytes, tidToClickId } from '../src/tid.ts';
import { opensslInsDecrypt as opensslDecrypt } from './openssl-ins.ts';

const SECRET = 'STANDINSECRET1';
const CONTROL = 'control-secret-for-tests';

describe('ClickBank stand-in', () => {
  const received: { notification: string; iv: string }[] = [];
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(text));
      res.writeHead(200).end('OK');
    });
  });
  const stand = createClickBankStandIn({ keySecret: Buffer.alloc(32, 7), controlSecret: CONTROL });
  let origin = '';
  let insUrl = '';

  beforeAll(async () => {
    origin = await stand.listen(0);
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    insUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/clickbank/ins/key`;
  });
  afterAll(async () => {
    await stand.close();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('follows a HopLink to the vendor page with the tid (upper-cased, as ClickBank does), and drops a tid it would drop', async () => {
    const cid = tidSafeClickIdBytes(Buffer.alloc(16, 0xab)).toString('base64url');
    const tid = clickIdToTid(cid) as string;
    const hop = await fetch(
      buildHopLink({ affiliate: 'affnick', vendor: 'ketomeal', tid, base: `${origin}/hop` }),
      {
        redirect: 'manual',
      },
    );
    expect(hop.status).toBe(302);
    const location = hop.headers.get('location') as string;
    expect(location).toBe(`/vendor/ketomeal/?hop=affnick&tid=${tid.toUpperCase()}`);
    expect(tidToClickId(new URL(location, origin).searchParams.get('tid') as string)).toBe(cid);
    const page = await (await fetch(new URL(location, origin))).text();
    expect(page).toContain('ClickBank stand-in');
    const dropped = await fetch(`${origin}/hop/?affiliate=affnick&vendor=ketomeal&tid=${'a'.repeat(25)}`, {
      redirect: 'manual',
    });
    expect(dropped.headers.get('location')).toBe('/vendor/ketomeal/?hop=affnick');
  });

  it('sends an INS version 8.0 sale that openssl decrypts with the account’s secret key', async () => {
    await fetch(`${origin}/account/affnick/ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ insUrl, insSecret: SECRET }).toString(),
      redirect: 'manual',
    });
    const res = await fetch(`${origin}/vendor/ketomeal/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ hop: 'affnick', tid: 'ABC123' }).toString(),
    });
    expect(await res.text()).toContain('HTTP 200 OK');
    const message = opensslDecrypt(received.at(-1) as { notification: string; iv: string }, SECRET);
    expect(message).toMatchObject({
      transactionType: 'SALE',
      vendor: 'ketomeal',
      affiliate: 'affnick',
      role: 'AFFILIATE',
      totalAccountAmount: 28.2,
      currency: 'USD',
      trackingCodes: ['ABC123'],
      version: 8,
    });
  });

  it('answers orders2/list and analytics for the key of that nickname only', async () => {
    const apiKey = stand.state.apiKeyOf('affnick');
    const client = createClickBankClient({ baseUrl: origin });
    const day = new Date().toISOString().slice(0, 10);
    const orders = await client.listOrders(apiKey, { from: day, to: day });
    expect(orders.map((o) => [o.event, o.vendor, o.earnings, o.tid])).toContainEqual([
      'sale',
      'ketomeal',
      28.2,
      'abc123',
    ]);
    const stats = await client.trackingIdStats(apiKey, 'affnick', { from: day, to: day });
    expect(stats.find((s) => s.tid === 'ABC123')?.sales).toBe(1);
    await expect(client.listOrders('API-NOTAKEY0000000000', { from: day, to: day })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('sends a refund for a receipt through the control endpoint, and keeps the control closed without the secret', async () => {
    const sale = await fetch(`${origin}/_control/sale`, {
      method: 'POST',
      headers: { 'x-control-secret': CONTROL },
      body: JSON.stringify({ affiliate: 'affnick', vendor: 'pupcoach', tid: 'x1' }),
    });
    const { receipt, delivered } = (await sale.json()) as { receipt: string; delivered: boolean };
    expect(delivered).toBe(true);
    await fetch(`${origin}/_control/sale`, {
      method: 'POST',
      headers: { 'x-control-secret': CONTROL },
      body: JSON.stringify({ affiliate: 'affnick', vendor: 'pupcoach', tid: 'x1', type: 'RFND', receipt }),
    });
    expect(opensslDecrypt(received.at(-1) as { notification: string; iv: string }, SECRET)).toMatchObject({
      receipt,
      transactionType: 'RFND',
      totalAccountAmount: -27.75,
    });
    const closed = await fetch(`${origin}/_control/sale`, { method: 'POST', body: '{}' });
    expect(closed.status).toBe(401);
  });
});
