import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, request, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { E2E_URL, WEBHOOK_RECEIVER_PORT } from './support/env.ts';

let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  // The spec's own endpoint, on the one loopback origin the product was started to allow.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(WEBHOOK_RECEIVER_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => {
  receiver.close();
});

test('Settings: an API key works until revoked; a webhook receives a signed test event, listed as delivered', async ({
  page,
}) => {
  await signedInPage(page, 'automation');
  await page.goto('/settings');

  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByLabel('Key name').fill('Zapier');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const secret = await keys.getByLabel('Your new API key', { exact: true }).inputValue();
  expect(secret).toMatch(/^adr_[0-9A-Za-z]{43}$/);
  await keys.getByRole('button', { name: 'Copy your new api key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(keys.getByRole('list', { name: 'API keys' })).toContainText(secret.slice(0, 12));

  const api = await request.newContext({ baseURL: E2E_URL });
  const withKey = { authorization: `Bearer ${secret}` };
  expect((await api.get('/api/videos/my-videos', { headers: withKey })).status()).toBe(200);
  expect((await api.get('/api/webhooks', { headers: withKey })).status()).toBe(403);

  const hooks = page.getByRole('region', { name: 'Webhooks' });
  const url = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/adreel`;
  await hooks.getByLabel('Endpoint URL').fill(url);
  await hooks.getByRole('button', { name: 'Add webhook' }).click();
  const item = hooks.getByRole('listitem', { name: `Webhook ${url}` });
  const signing = await item.getByLabel('Signing secret', { exact: true }).inputValue();
  expect(signing).toMatch(/^whsec_/);

  await item.getByRole('button', { name: 'Send test event' }).click();
  const deliveries = item.getByRole('table', { name: 'Recent deliveries' });
  await expect(deliveries.getByRole('row').nth(1)).toContainText('webhook.test');
  await expect(deliveries.getByText('delivered')).toBeVisible({ timeout: 30_000 });
  await expect(deliveries.getByRole('row').nth(1)).toContainText('200');

  const hit = received.find((r) => r.headers['x-adreel-event'] === 'webhook.test');
  expect(hit).toBeDefined();
  const [t, v1] = String(hit?.headers['x-adreel-signature'])
    .split(',')
    .map((p) => p.split('=')[1]);
  expect(v1).toBe(createHmac('sha256', signing).update(`${t}.${hit?.body}`).digest('hex'));
  expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });

  await keys.getByRole('button', { name: 'Revoke Zapier' }).click();
  await keys.getByRole('button', { name: 'Confirm revoking Zapier' }).click();
  await expect(keys.getByText('No API keys yet.')).toBeVisible();
  // A revoked key is no longer offered for copying (issue 26).
  await expect(keys.getByLabel('Your new API key', { exact: true })).toHaveCount(0);
  expect((await api.get('/api/videos/my-videos', { headers: withKey })).status()).toBe(401);
  await api.dispose();
});
