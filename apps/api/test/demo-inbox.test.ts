import { createHmac } from 'node:crypto';
import { webhookAllowUrlPrefixes } from '@adreel/config';
import { createWebhookResponseSchema, demoInboxResponseSchema, publicConfigSchema } from '@adreel/contracts';
import { createSafePoster } from '@adreel/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createListeningHarness,
  getAs,
  type Harness,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

// Demo mode (the harness's default) offers a built-in webhook inbox on the app's own origin as the
// stand-in for the user's server; with demo mode off there is none and such addresses stay refused.
let h: Harness;
let off: Harness;
beforeAll(async () => {
  h = await createListeningHarness();
  off = await createHarness({ DEMO_MODE: '0' });
});
afterAll(async () => {
  await h.close();
  await off.close();
});

async function inbox(user: SignedInUser) {
  const res = await getAs(h, user, '/api/demo/webhook-inbox');
  expect(res.statusCode).toBe(200);
  return demoInboxResponseSchema.parse(res.json());
}

const addWebhook = (target: Harness, user: SignedInUser, url: string) =>
  target.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: user.auth,
    payload: { url, events: ['video.completed', 'sale.created'] },
  });

/** A delivery as the worker sends it: over HTTP, through the same SSRF-safe poster rules, signed. */
function deliver(url: string, secret: string, body: string, event = 'webhook.test') {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const poster = createSafePoster({ allowUrlPrefixes: webhookAllowUrlPrefixes(h.deps.env) });
  return poster.post(url, body, {
    'content-type': 'application/json',
    'x-adreel-event': event,
    'x-adreel-delivery': 'delivery-1',
    'x-adreel-signature': `t=${t},v1=${v1}`,
  });
}

describe('demo webhook inbox', () => {
  it('is an address the user can add as a webhook, and lists what arrived with the signature checked', async () => {
    const config = publicConfigSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/config' })).json(),
    );
    expect(config.demoWebhookInbox).toBe(true);
    const user = await signUpAndIn(h);
    const first = await inbox(user);
    expect(first.url).toMatch(
      new RegExp(`^${h.deps.env.PUBLIC_URL}/api/demo/webhook-inbox/[A-Za-z0-9_-]{32}$`),
    );
    expect(first.receipts).toEqual([]);
    expect((await inbox(user)).url).toBe(first.url);

    // Accepted although it is a local address: only beneath the inbox's prefix.
    const added = await addWebhook(h, user, first.url);
    expect(added.statusCode).toBe(201);
    const { secret } = createWebhookResponseSchema.parse(added.json());
    expect((await addWebhook(h, user, `${h.deps.env.PUBLIC_URL}/api/auth/me`)).statusCode).toBe(400);

    const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: { message: 'hi' } });
    expect((await deliver(first.url, secret, body)).status).toBe(200);
    expect((await deliver(first.url, 'whsec_wrong', '{"forged":true}', 'sale.created')).status).toBe(200);

    const { receipts } = await inbox(user);
    expect(receipts.map((r) => [r.event, r.verified, r.body])).toEqual([
      ['sale.created', false, '{"forged":true}'],
      ['webhook.test', true, body],
    ]);
    expect(receipts[1]?.deliveryId).toBe('delivery-1');
    expect(receipts[1]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // Each user sees only their own inbox.
    const other = await signUpAndIn(h);
    const theirs = await inbox(other);
    expect(theirs.url).not.toBe(first.url);
    expect(theirs.receipts).toEqual([]);
  });

  it('answers 404 for an unknown address and 400 for a body Postgres cannot hold', async () => {
    const user = await signUpAndIn(h);
    const { url } = await inbox(user);
    const path = new URL(url).pathname;
    const post = (p: string, payload: string) =>
      h.app.inject({ method: 'POST', url: p, headers: { 'content-type': 'application/json' }, payload });
    expect((await post('/api/demo/webhook-inbox/nope', '{}')).statusCode).toBe(404);
    expect((await post(path, '{"a":"\u0000"}')).statusCode).toBe(400);
    expect((await post(path, '{"a":1}')).statusCode).toBe(200);
    expect((await inbox(user)).receipts).toHaveLength(1);
    expect((await h.app.inject({ method: 'GET', url: '/api/demo/webhook-inbox' })).statusCode).toBe(401);
  });

  it('does not exist with demo mode off, where local addresses stay refused', async () => {
    const config = publicConfigSchema.parse(
      (await off.app.inject({ method: 'GET', url: '/api/config' })).json(),
    );
    expect(config.demoWebhookInbox).toBe(false);
    const user = await signUpAndIn(off);
    expect((await getAs(off, user, '/api/demo/webhook-inbox')).statusCode).toBe(404);
    const refused = await addWebhook(off, user, `${off.deps.env.PUBLIC_URL}/api/demo/webhook-inbox/abc`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Webhooks can only be sent to public internet addresses.');
  });
});
