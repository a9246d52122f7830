import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

test('the headline generator needs an input and shows a copyable result', async ({ page }) => {
  await signedInPage(page, 'aigen');
  await page.goto('/ai-content/headline');
  await expect(page.getByRole('heading', { name: 'AI Headline Generator' })).toBeVisible();
  const input = page.getByLabel('What is your product or offer about?');
  await expect(input).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Generate Headlines' }).click();
  await expect(page.getByRole('status', { name: 'Result' })).toHaveCount(0);
  await input.fill('AlignRight Posture Corrector: stand taller in 14 days');
  await page.getByRole('button', { name: 'Generate Headlines' }).click();
  const result = page.getByLabel('Result');
  await expect(result).toContainText(/\S{3,}/);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await result.textContent()) ?? '');
});

test('a chat conversation is created, answered by the offline assistant and deleted', async ({ page }) => {
  await signedInPage(page, 'chat');
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Personal AI Assistant' })).toBeVisible();
  const box = page.getByLabel('Message', { exact: true });
  await expect(box).toBeDisabled();
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(box).toBeEnabled();
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.locator('[data-role="user"]')).toHaveCount(0);
  await box.fill('How do I connect my marketplace account?');
  await box.press('Enter');
  await expect(page.locator('[data-role="user"]')).toHaveText('How do I connect my marketplace account?');
  await expect(page.locator('[data-role="assistant"]')).toContainText('(Offline assistant)');
  // The conversation is stored: it survives a reload.
  await page.reload();
  const item = page.getByRole('button', { name: /^How do I connect my marketplace/ });
  await item.click();
  await expect(page.locator('[data-role="assistant"]')).toContainText('(Offline assistant)');
  // Deleting asks first (the one Modal); keeping it, or Escape, changes nothing.
  const deleteButton = page.getByRole('button', { name: /^Delete conversation How do I connect/ });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(dialog).toContainText('How do I connect my marketplace account?');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toHaveCount(1);
  await deleteButton.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(item).toHaveCount(1);
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toHaveCount(0);
  await expect(box).toBeDisabled();
  await expect(page.getByText('No conversations yet. Start a new chat.')).toBeVisible();
});
