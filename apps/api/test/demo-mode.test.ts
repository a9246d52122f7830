import { publicConfigSchema } from '@adreel/contracts';
import { demoProducts, demoProductUrl, startDemoShop } from '@adreel/demo-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let offline: Harness;
let online: Harness;
beforeAll(async () => {
  offline = await createHarness();
  online = await createHarness({
    DIGISTORE_DEVELOPER_API_KEY: 'ds-test-key',
    OPENAI_API_KEY: 'sk-test',
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

describe('demo mode in production', () => {
  it('has no demo adapter, no demo product URL and no SSRF exemption for the demo shop', async () => {
    const shop = await startDemoShop({ port: 0 });
    const port = new URL(shop.origin).port;
    const prod = await createHarness({ NODE_ENV: 'production', DEMO_SHOP_PORT: port });
    const dev = await createHarness({ DEMO_SHOP_PORT: port });
    try {
      expect(prod.deps.demo).toBeNull();
      expect((await config(prod)).demoProductUrl).toBeNull();
      await expect(prod.deps.fetcher.fetch(`${shop.origin}/`, { kind: 'html' })).rejects.toThrow();
      // The same machine outside production reaches it, so the refusal above is the missing exemption.
      expect((await config(dev)).demoProductUrl).toBe(
        demoProductUrl(shop.origin, demoProducts[0]?.slug ?? ''),
      );
      const page = await dev.deps.fetcher.fetch(`${shop.origin}/`, { kind: 'html' });
      expect(page.status).toBe(200);
    } finally {
      await prod.close();
      await dev.close();
      await shop.close();
    }
  });

  it('an operator opts a production server in with DEMO_SHOP=1', async () => {
    const optedIn = await createHarness({ NODE_ENV: 'production', DEMO_SHOP: '1' });
    try {
      expect(optedIn.deps.demo).not.toBeNull();
      expect((await config(optedIn)).demoProductUrl).toMatch(/\/products\//);
    } finally {
      await optedIn.close();
    }
  });
});
