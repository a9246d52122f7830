import { expect, request, test } from '@playwright/test';
import { createAccount, newUser, signInThroughUi, skipWelcome } from './support/app.ts';
import { E2E_URL } from './support/env.ts';

/** Answers GET /api/auth/me with a stored token, outside the browser. */
async function meStatus(token: string): Promise<number> {
  const ctx = await request.newContext({ baseURL: E2E_URL });
  const res = await ctx.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  await ctx.dispose();
  return res.status();
}

test('delete the account from Settings: wrong password refused, then gone for good', async ({ page }) => {
  const user = await createAccount(newUser('delete'));
  await skipWelcome(page);
  await signInThroughUi(page, user);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await expect(account).toContainText(user.name);
  await expect(account).toContainText(user.email);

  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete account' }).click();
  const confirm = danger.getByRole('button', { name: 'Delete my account forever' });
  await expect(confirm).toBeDisabled();
  await danger.getByLabel('Password').fill('not-my-password');
  await confirm.click();
  await expect(page.getByText('That password is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await meStatus(token)).toBe(200);

  await danger.getByLabel('Password').fill(user.password);
  await confirm.click();
  await expect(page.getByText('Your account and all its data have been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  expect(await meStatus(token)).toBe(401);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Failed to sign in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('sign out everywhere at 375 px ends the sessions of other devices too', async ({ page, browser }) => {
  const user = await createAccount(newUser('everywhere'));
  const other = await browser.newPage();
  await skipWelcome(other);
  await signInThroughUi(other, user);

  await page.setViewportSize({ width: 375, height: 812 });
  await skipWelcome(page);
  await signInThroughUi(page, user);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The other device's token is dead: its next request removes it and the guard sends it to /login.
  await other.goto('/videos');
  await expect(other).toHaveURL(/\/login$/);
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await other.close();

  // Signing in again works.
  await signInThroughUi(page, user);
});

test('the sidebar Sign out ends the session on the server, not only in the browser', async ({ page }) => {
  const user = await createAccount(newUser('signout'));
  await skipWelcome(page);
  await signInThroughUi(page, user);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(await meStatus(token)).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await meStatus(token)).toBe(401);
});
