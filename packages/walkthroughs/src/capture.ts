import { CHROMIUM_BASE_ARGS, DEFAULT_CHROMIUM_PATH } from '@adreel/sites/chromium';
import { chromium, type Page } from 'playwright-core';
import { BUSY_MARKERS_SCRIPT, BUSY_WAIT_MS, TRAINING_PLACEHOLDER } from './busy-screen.ts';
import { screenKey } from './scenes.ts';
import type { StepAction, WalkthroughStep } from './table.ts';

/** A phone: the app's mobile layout, sharp enough for a 1080x1920 frame. */
export const CAPTURE_VIEWPORT = { width: 390, height: 844, deviceScaleFactor: 2 } as const;
const SETTLE_MS = 400;
// Only the local app is opened: none of the renders' proxy walls, which also shut out loopback.
const CHROMIUM_ARGS = [...CHROMIUM_BASE_ARGS, '--hide-scrollbars'];
const PAGE_TIMEOUT_MS = 20_000;

export interface CaptureSession {
  /** The running app, e.g. http://127.0.0.1:4731 */
  baseUrl: string;
  /** A signed-in session exactly as the web app stores it (localStorage `token` and `user`). */
  token: string;
  user: unknown;
  chromiumPath?: string;
}

/**
 * Until the page shows its data: no spinner or skeleton left and the network quiet. Pages that poll
 * never go fully idle, so each wait is capped; a capped wait still screenshots what is there.
 */
async function settled(page: Page) {
  await page
    .waitForFunction("!document.querySelector('.animate-spin, .animate-pulse')", null, { timeout: 4_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
}

/**
 * The markers still on screen once the page had BUSY_WAIT_MS to finish: `busy` (the page is working)
 * and `waiting` (a training video not rendered yet). Both empty when the screen is done.
 */
async function busyMarkers(page: Page): Promise<{ busy: string[]; waiting: string[] }> {
  const until = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const found = (await page.evaluate(BUSY_MARKERS_SCRIPT)) as string[];
    const busy = found.filter((m) => m !== TRAINING_PLACEHOLDER);
    if (busy.length === 0 || Date.now() > until) {
      return { busy, waiting: found.filter((m) => m === TRAINING_PLACEHOLDER) };
    }
    await page.waitForTimeout(500);
  }
}

async function act(page: Page, action: StepAction) {
  if ('click' in action) await page.locator(action.click).first().click({ timeout: PAGE_TIMEOUT_MS });
  else await page.locator(action.fill).first().fill(action.value, { timeout: PAGE_TIMEOUT_MS });
}

export interface CaptureResult {
  /** PNG per screen, keyed by `screenKey`. */
  shots: Map<string, Buffer>;
  /** Screens not taken because they still showed a busy state, with the markers found. */
  busy: Map<string, string[]>;
  /** Screens taken while they showed a training video's placeholder: good only for a first draft. */
  waiting: Map<string, string[]>;
}

/**
 * Screenshots (PNG) of every distinct screen the steps show, taken in Debian's Chromium at a phone
 * viewport, keyed by `screenKey`. The welcome overlay is marked as seen so it never covers a page.
 * A screen still showing a spinner, skeleton, progress bar or "being prepared" is not taken.
 */
export async function captureScreens(
  session: CaptureSession,
  steps: WalkthroughStep[],
): Promise<CaptureResult> {
  const browser = await chromium.launch({
    executablePath: session.chromiumPath ?? DEFAULT_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: PAGE_TIMEOUT_MS,
  });
  const shots = new Map<string, Buffer>();
  const busy = new Map<string, string[]>();
  const waiting = new Map<string, string[]>();
  try {
    const context = await browser.newContext({
      viewport: { width: CAPTURE_VIEWPORT.width, height: CAPTURE_VIEWPORT.height },
      deviceScaleFactor: CAPTURE_VIEWPORT.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    // Runs in every document before the app's code; sandboxed frames (no storage) are skipped.
    await context.addInitScript({
      content: `try {
        localStorage.setItem('token', ${JSON.stringify(session.token)});
        localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});
        sessionStorage.setItem('welcomeOverlaySeen', '1');
      } catch {}`,
    });
    const page = await context.newPage();
    for (const step of steps) {
      const key = screenKey(step);
      if (shots.has(key) || busy.has(key)) continue;
      await page.goto(new URL(step.route, session.baseUrl).toString(), {
        waitUntil: 'load',
        timeout: PAGE_TIMEOUT_MS,
      });
      await settled(page);
      if (new URL(page.url()).pathname === '/login') {
        throw new Error(`Not signed in when opening ${step.route}`);
      }
      for (const action of step.actions ?? []) await act(page, action);
      await page.waitForTimeout(SETTLE_MS);
      const markers = await busyMarkers(page);
      if (markers.busy.length > 0) {
        busy.set(key, markers.busy);
        continue;
      }
      if (markers.waiting.length > 0) waiting.set(key, markers.waiting);
      shots.set(key, await page.screenshot({ type: 'png' }));
    }
    await context.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
  return { shots, busy, waiting };
}
