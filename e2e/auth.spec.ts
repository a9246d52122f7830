import { allNavLinks, NAV, type NavItem } from '@adreel/web/nav';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  newUser,
  registerPath,
  signedInPage,
  signInThroughUi,
  skipWelcome,
} from './support/app.ts';

test('register at the hidden path, sign in, land on /offers', async ({ page }) => {
  const user = newUser('register');
  await page.goto(registerPath());
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByAltText('AdReel AI video ads logo')).toBeVisible();
  // The password rule is on screen before the user types, as the field's description.
  const password = page.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters, and not a commonly used password.',
  );
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await password.fill('Zq7!xK2');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
  // Long enough, but on the common-password list: the server refuses it and the field says why.
  await password.fill('password1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(password).toHaveAccessibleDescription(/This password is too common/);
  await expect(page).toHaveURL(new RegExp(`${registerPath()}$`));
  await password.fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Successfully registered! Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(user.email);
  // The welcome overlay greets a new session.
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Close welcome' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
});

test('a wrong password shows the spec error; a guessed register path does not show the form', async ({
  page,
}) => {
  const user = await createAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Failed to sign in')).toBeVisible();
  await page.goto('/join-guess/complete');
  await expect(page).toHaveURL(/\/login$/);
});

test('reset a password with the code from the dev outbox', async ({ page }) => {
  const user = await createAccount();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your new password')).toBeVisible();
  await expect(page.getByTestId('reset-email')).toHaveText(user.email);

  // The spec's client-side checks.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();

  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox`);
  await mailbox.getByLabel('Filter by recipient').fill(user.email);
  const mail = mailbox.getByTestId('mail').first();
  await expect(mail).toContainText('Your password reset code is');
  const code = (await mail.textContent())?.match(/code is (\d{6})/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();

  await page.getByLabel('6-digit code from the e-mail').fill(code ?? '');
  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByLabel('Confirm new password').fill('different1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toHaveAccessibleDescription(
    'At least 8 characters, and not a commonly used password.',
  );
  await newPassword.fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(/Use at least 8 characters/);
  await newPassword.fill('sunshine');
  await page.getByLabel('Confirm new password').fill('sunshine');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(/This password is too common/);

  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByLabel('Confirm new password').fill('brandnew1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await skipWelcome(page);
  await signInThroughUi(page, { ...user, password: 'brandnew1' });
});

test('the guard and unknown paths redirect to /login', async ({ page }) => {
  await page.goto('/videos');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 from the API removes the token and returns to /login', async ({ page }) => {
  await skipWelcome(page);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'forged.token.value'));
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('every sidebar link opens a working page', async ({ page }) => {
  await signedInPage(page, 'walk');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const seen = new Set<string>();
  const sectionOf = (label: string, items: NavItem[] = NAV): string | null => {
    for (const i of items) {
      if (i.kind === 'section' && i.links.some((l) => l.label === label)) return i.label;
      if (i.kind === 'group') {
        const found = sectionOf(label, i.items);
        if (found) return found;
      }
    }
    return null;
  };
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of allNavLinks()) {
    if (seen.has(link.to + link.label)) continue;
    seen.add(link.to + link.label);
    const section = sectionOf(link.label);
    if (section) {
      const toggle = nav.getByRole('button', { name: section });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to.replaceAll('$', '\\$')}$`));
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    if (link.state) await expect(page.getByRole('heading', { name: link.state.title })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the sidebar is a drawer at 375 px, and sign out clears the session', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInPage(page, 'drawer');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.getByTestId('drawer-overlay').click({ position: { x: 360, y: 400 } });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: 'AI Content Generator' }).click();
  await nav.getByRole('link', { name: 'SMS', exact: true }).click();
  await expect(page).toHaveURL(/\/ai-content\/sms$/);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The section of the current path is open; opening another closes it.
  await expect(nav.getByRole('button', { name: 'AI Content Generator' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await nav.getByRole('button', { name: 'Automated Profits' }).click();
  await expect(nav.getByRole('button', { name: 'AI Content Generator' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/offers');
  await expect(page).toHaveURL(/\/login$/);
});
