import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_PATTERN,
  createApiKeyResponseSchema,
  createWebhookResponseSchema,
  listApiKeysResponseSchema,
  listWebhookDeliveriesResponseSchema,
  listWebhooksResponseSchema,
  MAX_API_KEYS_PER_USER,
  trackedLinkSchema,
  webhookPayloadSchema,
} from '@adreel/contracts';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  // A local receiver, exempt from the private-address rule only because this is not production.
  receiver = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // Listening, because the sandbox marketplace posts its IPNs over HTTP to PUBLIC_URL.
  h = await createListeningHarness({ WEBHOOK_ALLOW_ORIGINS: new URL(receiverUrl).origin });
});
afterAll(async () => {
  await h.close();
  receiver.close();
});

const as = (user: SignedInUser | { authorization: string }) => ('auth' in user ? user.auth : user);

async function createKey(user: SignedInUser, name = 'Zapier') {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return createApiKeyResponseSchema.parse(res.json());
}

async function createHook(
  user: SignedInUser,
  events = ['video.completed', 'sale.created'],
  url = receiverUrl,
) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: user.auth,
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return createWebhookResponseSchema.parse(res.json());
}

describe('personal API keys', () => {
  it('are created once in full, listed by prefix, and act as their owner until revoked', async () => {
    const user = await signUpAndIn(h, 'keys');
    const made = await createKey(user);
    expect(made.secret).toMatch(API_KEY_PATTERN);
    expect(made.secret.startsWith(made.key.prefix)).toBe(true);
    const row = await h.t.db.apiKey.findUniqueOrThrow({ where: { id: made.key.id } });
    expect(row.keyHash).not.toContain(made.secret.slice(4));

    const listed = listApiKeysResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/api-keys', headers: user.auth })).json(),
    );
    expect(listed.keys).toEqual([
      expect.objectContaining({ id: made.key.id, name: 'Zapier', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    const key = { authorization: `Bearer ${made.secret}` };
    const videos = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: key });
    expect(videos.statusCode).toBe(200);
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: key });
    expect(me.json()).toMatchObject({ user: { id: user.userId } });
    const used = await h.t.db.apiKey.findUniqueOrThrow({ where: { id: made.key.id } });
    expect(used.lastUsedAt).not.toBeNull();
    // At most once a minute: a second call leaves the time as it was.
    await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: key });
    expect((await h.t.db.apiKey.findUniqueOrThrow({ where: { id: made.key.id } })).lastUsedAt).toEqual(
      used.lastUsedAt,
    );

    const revoked = await h.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${made.key.id}`,
      headers: user.auth,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: key });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/revoked/);
    const empty = await h.app.inject({ method: 'GET', url: '/api/api-keys', headers: user.auth });
    expect(empty.json()).toEqual({ keys: [] });
  });

  it('refuses unknown keys and keeps account-sensitive routes for signed-in sessions', async () => {
    const user = await signUpAndIn(h, 'sensitive');
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/api/videos/my-videos',
      headers: { authorization: `Bearer adr_${'x'.repeat(43)}` },
    });
    expect(unknown.statusCode).toBe(401);

    const key = { authorization: `Bearer ${(await createKey(user)).secret}` };
    const sensitive = [
      { method: 'DELETE' as const, url: '/api/auth/me', payload: { password: 'secret-lamp-1' } },
      { method: 'POST' as const, url: '/api/auth/signout', payload: {} },
      { method: 'GET' as const, url: '/api/api-keys' },
      { method: 'POST' as const, url: '/api/api-keys', payload: { name: 'more' } },
      { method: 'GET' as const, url: '/api/webhooks' },
      {
        method: 'POST' as const,
        url: '/api/webhooks',
        payload: { url: receiverUrl, events: ['sale.created'] },
      },
    ];
    for (const call of sensitive) {
      const res = await h.app.inject({ ...call, headers: as(key) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message).toMatch(/API keys cannot do this/);
    }
    // The account is still there and the key still works where it may.
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('are capped per user, validated, and invisible to other users', async () => {
    const user = await signUpAndIn(h, 'cap');
    const other = await signUpAndIn(h, 'other');
    const first = await createKey(user);
    for (let i = 1; i < MAX_API_KEYS_PER_USER; i += 1) await createKey(user, `key ${i}`);
    const over = await h.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: user.auth,
      payload: { name: 'x' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 10/);
    const blank = await h.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: user.auth,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);

    const foreign = await h.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${first.key.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/api-keys', headers: other.auth })).json()).toEqual(
      {
        keys: [],
      },
    );
    const malformed = await h.app.inject({ method: 'DELETE', url: '/api/api-keys/nope', headers: user.auth });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('webhook endpoints', () => {
  it('are created with a secret shown once and on reveal, toggled, listed and deleted by their owner only', async () => {
    const user = await signUpAndIn(h, 'hooks');
    const other = await signUpAndIn(h, 'hooks-other');
    const made = await createHook(user, ['sale.created']);
    expect(made.secret).toMatch(/^whsec_/);
    expect(made.webhook).toMatchObject({ url: receiverUrl, events: ['sale.created'], enabled: true });
    const stored = await h.t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: made.webhook.id } });
    expect(stored.secret).not.toContain(made.secret);

    const reveal = await h.app.inject({
      method: 'GET',
      url: `/api/webhooks/${made.webhook.id}/secret`,
      headers: user.auth,
    });
    expect(reveal.json()).toEqual({ secret: made.secret });

    const off = await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${made.webhook.id}`,
      headers: user.auth,
      payload: { enabled: false },
    });
    expect(off.json().webhook.enabled).toBe(false);
    const list = listWebhooksResponseSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/webhooks', headers: user.auth })).json(),
    );
    expect(list.webhooks.map((w) => [w.id, w.enabled])).toEqual([[made.webhook.id, false]]);

    for (const [method, suffix] of [
      ['GET', '/secret'],
      ['GET', '/deliveries'],
      ['POST', '/test'],
      ['DELETE', ''],
    ] as const) {
      const res = await h.app.inject({
        method,
        url: `/api/webhooks/${made.webhook.id}${suffix}`,
        headers: other.auth,
      });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/webhooks', headers: other.auth })).json()).toEqual(
      {
        webhooks: [],
      },
    );
    const gone = await h.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${made.webhook.id}`,
      headers: user.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(await h.t.db.webhookEndpoint.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('refuses private, loopback and malformed targets and unknown events with 400', async () => {
    const user = await signUpAndIn(h, 'ssrf');
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://2130706433/',
      'ftp://example.com/x',
      'not a url',
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: user.auth,
        payload: { url, events: ['sale.created'] },
      });
      expect(res.statusCode, url).toBe(400);
    }
    const noEvents = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: user.auth,
      payload: { url: receiverUrl, events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    const badEvent = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: user.auth,
      payload: { url: receiverUrl, events: ['video.deleted'] },
    });
    expect(badEvent.statusCode).toBe(400);
  });

  it('"Send test event" writes a pending delivery and queues it', async () => {
    const user = await signUpAndIn(h, 'test-event');
    const made = await createHook(user, ['video.completed']);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/${made.webhook.id}/test`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(201);
    const { delivery } = res.json() as { delivery: { id: string; status: string; event: string } };
    expect(delivery).toMatchObject({ status: 'pending', event: 'webhook.test' });
    const jobs = await h.waitingJobs('webhooks');
    expect(jobs).toContainEqual({ name: 'deliver-webhook', data: { deliveryId: delivery.id } });
    const listed = listWebhookDeliveriesResponseSchema.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/webhooks/${made.webhook.id}/deliveries`,
          headers: user.auth,
        })
      ).json(),
    );
    expect(listed.deliveries.map((d) => d.id)).toEqual([delivery.id]);
  });
});

describe('sale.created', () => {
  it('is written for each subscribed endpoint when the sandbox simulates a sale', async () => {
    const user = await signUpAndIn(h, 'sale');
    const subscribed = await createHook(user, ['sale.created']);
    const videosOnly = await createHook(user, ['video.completed']);
    const link = trackedLinkSchema.parse(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/links',
          headers: user.auth,
          payload: {
            kind: 'promolink',
            sourceId: '00000000-0000-4000-8000-000000000001',
            targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
          },
        })
      ).json(),
    );
    const pass = await h.app.inject({
      method: 'PUT',
      url: '/api/digistore/ipn',
      headers: user.auth,
      payload: { passphrase: 'correct horse battery' },
    });
    expect(pass.statusCode).toBe(200);
    const sold = await h.app.inject({
      method: 'POST',
      url: '/api/sandbox/digistore/simulate-sale',
      headers: user.auth,
      payload: { link: link.url, earnings: 42 },
    });
    expect(sold.json()).toMatchObject({ answer: 'OK' });

    const rows = await h.t.db.webhookDelivery.findMany({ where: { endpoint: { userId: user.userId } } });
    expect(rows.map((r) => [r.endpointId, r.event])).toEqual([[subscribed.webhook.id, 'sale.created']]);
    expect(rows.some((r) => r.endpointId === videosOnly.webhook.id)).toBe(false);
    const payload = webhookPayloadSchema.parse(rows[0]?.payload);
    expect(payload).toMatchObject({
      id: rows[0]?.id,
      type: 'sale.created',
      data: {
        sale: {
          orderId: sold.json().orderId,
          status: 'sale',
          earnings: 42,
          campaignKey: link.campaignKey,
          source: { kind: 'promolink', sourceId: '00000000-0000-4000-8000-000000000001' },
        },
      },
    });
    expect((await h.waitingJobs('webhooks')).map((j) => j.data.deliveryId)).toContain(rows[0]?.id);
  });
});

describe('done-for-you links', () => {
  it('hand out the user’s tracked /go link to the affiliate link, counted under the item', async () => {
    const user = await signUpAndIn(h, 'dfy-links');
    const item = await h.t.db.dfyItem.create({
      data: {
        type: 'video',
        productName: 'Tracked Lamp',
        url: 'https://vendor.example/lamp#aff=AFFILIATE&cam=CAMPAIGNKEY',
        commentary: 'c',
      },
    });
    const target = async (u: SignedInUser) => {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/videos/dfy-videos?page=1&limit=50',
        headers: u.auth,
      });
      const row = (res.json() as { data: { id: string; tracked_link: string | null }[] }).data.find(
        (d) => d.id === item.id,
      );
      const link = row?.tracked_link ?? '';
      expect(link).toMatch(new RegExp(`^${h.deps.env.PUBLIC_URL}/go/[0-9A-Za-z]{10}$`));
      const go = await h.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(go.statusCode).toBe(302);
      return String(go.headers.location);
    };
    // Not connected: the placeholder-free page, still tracked.
    expect(await target(user)).toMatch(/^https:\/\/vendor\.example\/lamp#cam=d_[0-9A-Za-z]{10}$/);
    await saveConnection(h.t.db, digistoreAccountKey(user.userId), {
      affiliateId: 'ann42',
      credentialsEnc: null,
      connectedAt: new Date(),
    });
    expect(await target(user)).toMatch(/^https:\/\/vendor\.example\/lamp#aff=ann42&cam=d_[0-9A-Za-z]{10}$/);
    const links = await h.t.db.trackedLink.findMany({ where: { userId: user.userId, sourceKind: 'dfy' } });
    expect(links.map((l) => l.sourceId)).toEqual([item.id, item.id]);
  });
});

describe('/docs', () => {
  it('documents API-key auth and the webhooks (events, payloads, signature check)', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      info: { description: string };
      components: { securitySchemes: Record<string, { scheme: string }> };
      paths: Record<string, unknown>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const words of ['video.completed', 'sale.created', 'x-adreel-signature', 'createHmac', '403']) {
      expect(doc.info.description).toContain(words);
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/api-keys', '/api/webhooks/{id}/test']),
    );
  });
});
