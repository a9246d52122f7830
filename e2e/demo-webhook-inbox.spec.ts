import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

test('demo mode: Settings → Webhooks offers the built-in inbox, which lists a test event with its signature verified', async ({
  page,
}) => {
  await signedInPage(page, 'demo-inbox');
  await page.goto('/settings');
  const hooks = page.getByRole('region', { name: 'Webhooks' });
  const inbox = hooks.getByRole('region', { name: 'Demo inbox — a stand-in for your server' });
  await expect(inbox).toBeVisible();
  const address = await inbox.getByLabel('Demo inbox address').inputValue();
  expect(address).toMatch(/\/api\/demo\/webhook-inbox\/[A-Za-z0-9_-]{32}$/);
  await expect(inbox.getByText('Nothing received yet.', { exact: false })).toBeVisible();

  // One click: the inbox becomes a webhook (a local address every other endpoint would be refused).
  await inbox.getByRole('button', { name: 'Use the demo inbox' }).click();
  const item = hooks.getByRole('listitem', { name: `Webhook ${address}` });
  await expect(item).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Use the demo inbox' })).toHaveCount(0);
  await expect(inbox.getByText('A webhook below sends to this inbox.')).toBeVisible();

  await item.getByRole('button', { name: 'Send test event' }).click();
  await expect(item.getByRole('table', { name: 'Recent deliveries' }).getByText('delivered')).toBeVisible({
    timeout: 30_000,
  });
  const received = inbox.getByRole('list', { name: 'Received by the demo inbox' }).getByRole('listitem');
  await expect(received).toHaveCount(1, { timeout: 15_000 });
  await expect(received.first()).toContainText('webhook.test');
  await expect(received.first()).toContainText('signature verified ✓');
  await received.first().getByText('Body').click();
  await expect(received.first()).toContainText('"type": "webhook.test"');
});
