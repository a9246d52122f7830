import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, newUser, registerPath, signedInPage, signInThroughUi } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';

// Issue 33's smaller list: what a new marketer met in the first hour, each checked where they met it.
const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

test.use({ viewport: { width: 1366, height: 768 } });

/** Writes a script for the demo product and opens its review page; answers the script's id. */
async function reviewPage(page: Page): Promise<string> {
  await page.goto('/dashboard');
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  return new URL(page.url()).searchParams.get('script') ?? '';
}

test('after registering, the sign-in page says the account was created, with the address filled in', async ({
  page,
}) => {
  const user = newUser('small-register');
  await page.goto(registerPath());
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Successfully registered! Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Still there once the toast has gone: a status note on the page itself.
  const note = page.getByRole('status').filter({ hasText: 'Your account has been created.' });
  await expect(note).toContainText(user.email);
  await expect(page.getByText('Successfully registered! Please sign in.')).toBeHidden({ timeout: 10_000 });
  await expect(note).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/offers$/);
});

test('the welcome video, once closed, does not open again in a new tab', async ({ page, context }) => {
  await signInThroughUi(page, await createAccount(newUser('small-welcome')));
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible();
  const remembered = page.waitForResponse((r) => r.url().endsWith('/auth/me/welcome-seen') && r.ok());
  await page.getByRole('button', { name: 'Close welcome' }).click();
  await remembered;
  await expect(welcome).toBeHidden();

  // A new tab shares the sign-in but not this tab's session storage: the account remembers it.
  const tab = await context.newPage();
  const me = tab.waitForResponse((r) => r.url().endsWith('/auth/me') && r.ok());
  await tab.goto('/offers');
  expect((await (await me).json()).welcomeSeen).toBe(true);
  await expect(tab.getByRole('heading', { name: 'Marketplace Offers' })).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
  await tab.close();
});

test('reloading the review page keeps the script and the edits made to it', async ({ page }) => {
  await signedInPage(page, 'small-review');
  const scriptId = await reviewPage(page);
  expect(scriptId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  await page.getByLabel('Voiceover').fill('My own opening line, kept across a reload.');
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/videos/script-draft/${scriptId}`) && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('form', { name: 'Edit scene 1' }).getByRole('button', { name: 'Save' }).click();
  await saved;

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review Your Script' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`script=${scriptId}$`));
  // The scene's words (its storyboard frame says them too).
  await expect(
    page.getByRole('definition').filter({ hasText: 'My own opening line, kept across a reload.' }),
  ).toBeVisible();

  // The address alone (a new tab, a bookmark) opens the same script with the same edits.
  const tab = await page.context().newPage();
  await tab.goto(`/script-review?script=${scriptId}`);
  await expect(
    tab.getByRole('definition').filter({ hasText: 'My own opening line, kept across a reload.' }),
  ).toBeVisible();
  await tab.close();
});

test('Delete Video asks in the app’s own dialog, which can be cancelled', async ({ page }) => {
  await signedInPage(page, 'small-delete');
  await reviewPage(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/videos/create') && r.ok());
  await page.getByRole('button', { name: 'Create Video' }).click();
  const { id } = await (await created).json();
  await page.goto(`/video/${id}`);

  // No browser dialog may open: one would fail the test here.
  page.on('dialog', (d) => {
    throw new Error(`the browser's own dialog opened: ${d.message()}`);
  });
  await page.getByRole('button', { name: 'Delete Video' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
  await expect(confirm).toContainText('Are you sure you want to delete this video?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Video Details' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Video' }).click();
  await confirm.getByRole('button', { name: 'Keep the video' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete Video' }).click();
  await confirm.getByRole('button', { name: 'Delete Video' }).click();
  await expect(page.getByText('Video deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/videos$/);
});

test('at 375 px: the review page reloads with its script and the delete dialog fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInPage(page, 'small-phone');
  await reviewPage(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const created = page.waitForResponse((r) => r.url().endsWith('/videos/create') && r.ok());
  await page.getByRole('button', { name: 'Create Video' }).click();
  const { id } = await (await created).json();
  await page.goto(`/video/${id}`);
  await page.getByRole('button', { name: 'Delete Video' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
  const box = await confirm.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expect(confirm.getByRole('button', { name: 'Delete Video' })).toBeInViewport();
  await expect(confirm.getByRole('button', { name: 'Keep the video' })).toBeInViewport();
});
