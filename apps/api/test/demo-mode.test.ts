import { publicConfigSchema } from '@adreel/contracts';
import { demoProducts, demoProductUrl, startDemoShop } from '@adreel/demo-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_OFF_MESSAGE } from '../src/modules/digistore/service.ts';
import { createHarness, getAs, type Harness, signUpAndIn } from './harness.ts';

let offline: Harness;
let online: Harness;
beforeAll(async () => {
  offline = await createHarness();
  online = await createHarness({
    DIGISTORE_DEVELOPER_API_KEY: 'ds-test-key',
    OPENAI_API_KEY: 'sk-test',
    TTS_API_KEY: 'sk-tts-test',
    PEXELS_API_KEY: 'px-test',
  });
});
afterAll(async () => {
  await offline.close();
  await online.close();
});

async function config(h: Harness) {
  const res = await h.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  return publicConfigSchema.parse(res.json());
}

describe('GET /config: demo mode', () => {
  it('says every stand-in is in use when no service key is set', async () => {
    const c = await config(offline);
    expect(c.demoMode).toEqual({ marketplace: true, writer: true, voice: true, stockFootage: true });
    const byId = Object.fromEntries(c.integrations.map((i) => [i.id, i]));
    expect(byId.marketplace).toMatchObject({ connected: false, envVars: ['DIGISTORE_DEVELOPER_API_KEY'] });
    expect(byId.writer).toMatchObject({ connected: false, envVars: ['OPENAI_API_KEY'] });
    expect(byId.writer?.optionalEnvVars).toContain('OPENAI_BASE_URL');
    expect(byId.stockFootage).toMatchObject({ connected: false, envVars: ['PEXELS_API_KEY'] });
  });

  it('turns each service off when its key is set, and never publishes a key', async () => {
    const res = await online.app.inject({ method: 'GET', url: '/api/config' });
    const c = publicConfigSchema.parse(res.json());
    expect(c.demoMode).toEqual({ marketplace: false, writer: false, voice: false, stockFootage: false });
    expect(c.integrations.filter((i) => i.connected).map((i) => i.id)).toEqual([
      'marketplace',
      'writer',
      'voice',
      'stockFootage',
    ]);
    for (const secret of ['ds-test-key', 'sk-test', 'px-test']) expect(res.body).not.toContain(secret);
  });
});

/** A request to the sandbox marketplace: 404 where it is not mounted. */
const sandboxStatus = async (h: Harness) =>
  (await h.app.inject({ method: 'POST', url: '/api/sandbox/digistore/api/call/requestApiKey/format/json' }))
    .statusCode;

describe('demo mode: one rule for the demo shop and the sandbox marketplace', () => {
  it('in production: no demo adapter, no demo product URL, no SSRF exemption, no sandbox', async () => {
    const shop = await startDemoShop({ port: 0 });
    const port = new URL(shop.origin).port;
    const prod = await createHarness({ NODE_ENV: 'production', DEMO_SHOP_PORT: port });
    const dev = await createHarness({ DEMO_SHOP_PORT: port });
    try {
      expect(prod.deps.demo).toBeNull();
      const c = await config(prod);
      expect(c.demoProductUrl).toBeNull();
      expect(c.demoMode.marketplace).toBe(false);
      // The marketer reads what is missing; the operator finds DEMO_MODE among the variables.
      expect(c.integrations.find((i) => i.id === 'marketplace')).toMatchObject({
        connected: false,
        standIn: 'None: offers cannot be browsed until the marketplace is connected.',
        optionalEnvVars: ['DEMO_MODE'],
      });
      // No demo webhook inbox either.
      expect(c.demoWebhookInbox).toBe(false);
      expect(await sandboxStatus(prod)).toBe(404);
      // Nothing stands in for Digistore24, so connecting says what the operator must do.
      const connect = await getAs(prod, await signUpAndIn(prod), '/api/digistore/auth-url');
      expect(connect.statusCode).toBe(503);
      expect(connect.json().message).toBe(MARKETPLACE_OFF_MESSAGE);
      await expect(prod.deps.fetcher.fetch(`${shop.origin}/`, { kind: 'html' })).rejects.toThrow();
      // The same machine outside production reaches it, so the refusal above is the missing exemption.
      expect((await config(dev)).demoProductUrl).toBe(
        demoProductUrl(shop.origin, demoProducts[0]?.slug ?? ''),
      );
      const page = await dev.deps.fetcher.fetch(`${shop.origin}/`, { kind: 'html' });
      expect(page.status).toBe(200);
      expect(await sandboxStatus(dev)).not.toBe(404);
    } finally {
      await prod.close();
      await dev.close();
      await shop.close();
    }
  });

  it('an operator opts a production server in with DEMO_MODE=1: demo shop and sandbox together', async () => {
    const optedIn = await createHarness({ NODE_ENV: 'production', DEMO_MODE: '1' });
    try {
      expect(optedIn.deps.demo).not.toBeNull();
      const c = await config(optedIn);
      expect(c.demoProductUrl).toMatch(/\/products\//);
      expect(c.demoMode.marketplace).toBe(true);
      expect(await sandboxStatus(optedIn)).not.toBe(404);
    } finally {
      await optedIn.close();
    }
  });

  it('DEMO_MODE=0 turns both off outside production; a real key keeps the sandbox away even when on', async () => {
    const off = await createHarness({ DEMO_MODE: '0' });
    const keyed = await createHarness({ DEMO_MODE: '1', DIGISTORE_DEVELOPER_API_KEY: 'ds-test-key' });
    try {
      expect(off.deps.demo).toBeNull();
      expect((await config(off)).demoMode.marketplace).toBe(false);
      expect(await sandboxStatus(off)).toBe(404);

      expect(keyed.deps.demo).not.toBeNull();
      const c = await config(keyed);
      expect(c.demoMode.marketplace).toBe(false);
      expect(c.integrations.find((i) => i.id === 'marketplace')?.connected).toBe(true);
      expect(await sandboxStatus(keyed)).toBe(404);
    } finally {
      await off.close();
      await keyed.close();
    }
  });

  it('a real Digistore24 key alone turns demo mode off by default', async () => {
    expect(online.deps.demo).toBeNull();
    expect((await config(online)).demoProductUrl).toBeNull();
    expect(await sandboxStatus(online)).toBe(404);
  });
});
