import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, request } from '@playwright/test';
import { E2E_URL } from './env.ts';

/** The hidden registration path, read from the .env the start command wrote. */
export function registerPath(): string {
  const env = readFileSync(resolve(import.meta.dirname, '../../.env'), 'utf8');
  const path = env.match(/^REGISTER_PATH=(.+)$/m)?.[1]?.trim();
  if (!path) throw new Error('REGISTER_PATH missing from .env');
  return path;
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(tag = 'e2e'): TestUser {
  return {
    name: `E2E ${tag}`,
    email: `${tag}-${randomBytes(5).toString('hex')}@example.com`,
    // Passes the password rule: 8+ characters and not among the common passwords.
    password: 'lamp-secret-123',
  };
}

/** Creates an account through the API (fast); the UI flow itself is covered in auth.spec.ts. */
export async function createAccount(user: TestUser = newUser()): Promise<TestUser> {
  const ctx = await request.newContext({ baseURL: E2E_URL });
  const res = await ctx.post('/api/auth/signup', { data: user });
  expect(res.status()).toBe(201);
  await ctx.dispose();
  return user;
}

/** Keeps the once-per-session welcome overlay out of the way of specs that test other things. */
export async function skipWelcome(page: Page): Promise<void> {
  // Init scripts also run in sandboxed frames (embeds, cloned pages), where sessionStorage throws.
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('welcomeOverlaySeen', '1');
    } catch {
      // an opaque-origin frame: nothing to skip there
    }
  });
}

export async function signInThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/offers$/);
}

/** A new account, signed in, welcome overlay skipped: the usual start of a feature spec. */
export async function signedInPage(page: Page, tag = 'e2e'): Promise<TestUser> {
  const user = await createAccount(newUser(tag));
  await skipWelcome(page);
  await signInThroughUi(page, user);
  return user;
}

/** Connects the stand-in YouTube channel ("Demo Channel") in Settings → Channels, as a new user does. */
export async function connectStandInYouTube(page: Page): Promise<void> {
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: 'Connect YouTube', exact: true })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/settings\?channel=connected/);
}
