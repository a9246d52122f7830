import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, E2E_PORT, E2E_URL } from './e2e/support/env.ts';
import { WALKTHROUGHS_PROJECT } from './e2e/support/walkthroughs.ts';

const browser = { ...devices['Desktop Chrome'], channel: undefined };
/** The specs whose screens show the training walkthroughs (each waits for them in a beforeAll). */
const SHOWS_WALKTHROUGHS = ['a11y', 'dfy', 'offers', 'training', 'videos'].map((n) => `**/${n}.spec.ts`);

/**
 * End-to-end specs drive Debian's Chromium against the product started exactly as the README starts
 * it (scripts/start.sh), on its own port, database, queue prefix and data folder.
 */
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties this folder when it starts: one per port, so side-by-side suites keep theirs.
  outputDir: `test-results/p${E2E_PORT}`,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Spec files run two at a time (E2E_WORKERS): each test signs up its own user, and much of a spec's
  // time is spent waiting on the worker, the fast clock or a poll, which the other spec fills.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_URL,
    // No trace by default: recording one snapshots the page at every action in every test, and the
    // suite is CPU-bound on two cores. A failure still leaves error-context.md (the error, the page's
    // accessibility snapshot, the source); E2E_TRACE=1 keeps a failed test's trace (DOM snapshots,
    // no screencast: its frames cost 0.5–0.7 of a core per page while anything moved).
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    // As a user who asked for less motion: the app stills its spinners and skeletons (index.css),
    // so a page waiting on a render paints nothing between changes.
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  // Specs that show the training walkthroughs wait for them (prepared in the background after the
  // product starts, after the done-for-you renders that wait behind every user's: ~10 min in the suite). They are queued after every other spec, so no worker
  // sits in their wait while other specs are left to run.
  projects: [
    { name: 'chromium', testIgnore: SHOWS_WALKTHROUGHS, use: browser },
    { name: WALKTHROUGHS_PROJECT, testMatch: SHOWS_WALKTHROUGHS, use: browser },
  ],
  webServer: {
    command: 'bash scripts/start.sh --no-setup',
    url: `${E2E_URL}/readyz`,
    // Migrate, seed, build and serve; the training videos are prepared in the background after the
    // URL is up (training.spec waits for them), so this is the build's time, not the renders'.
    timeout: 900_000,
    reuseExistingServer: false,
    env: E2E_ENV,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
