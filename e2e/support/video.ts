import { expect, type Page } from '@playwright/test';

/** Generates a video from a demo product through the dashboard and waits on its page until it is done. */
export async function renderVideoFrom(page: Page, productUrl: string, timeoutMs = 360_000): Promise<string> {
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(productUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Create Video' }).click();
  const view = page.getByRole('link', { name: 'View Generated Video' });
  await expect(view).toBeVisible({ timeout: timeoutMs });
  await view.click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]+$/);
  return page.url();
}
