import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The e2e product runs beside a developer's own: other ports, database, Redis prefix and data folder.
 * E2E_PORT moves all of them at once, so two suites can run side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
// E2E_DEMO_SHOP_PORT moves the demo shop alone, when E2E_PORT + 100 is another suite's app port.
export const DEMO_SHOP_PORT = Number(process.env.E2E_DEMO_SHOP_PORT ?? E2E_PORT + 100);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
export const DEMO_SHOP_ORIGIN = `http://127.0.0.1:${DEMO_SHOP_PORT}`;
/** The TikTok/YouTube/Instagram stand-ins' own process (demo mode), never the app's port. */
export const STAND_INS_PORT = Number(process.env.E2E_STAND_INS_PORT ?? E2E_PORT + 200);
export const STAND_INS_ORIGIN = `http://127.0.0.1:${STAND_INS_PORT}`;
/** The ClickBank stand-in's own process (demo mode). */
export const CLICKBANK_STAND_IN_PORT = Number(process.env.E2E_CLICKBANK_PORT ?? E2E_PORT + 250);
export const CLICKBANK_STAND_IN_ORIGIN = `http://127.0.0.1:${CLICKBANK_STAND_IN_PORT}`;
/** The Pexels stand-in's own process (demo mode): the worker's stock clip search once a key is set. */
export const PEXELS_STAND_IN_PORT = Number(process.env.E2E_PEXELS_PORT ?? E2E_PORT + 280);
export const PEXELS_STAND_IN_ORIGIN = `http://127.0.0.1:${PEXELS_STAND_IN_PORT}`;
/** A spec's own webhook receiver: the one loopback origin the product may deliver webhooks to. */
export const WEBHOOK_RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? E2E_PORT + 60);
const suffix = E2E_PORT === 4400 ? '' : `_${E2E_PORT}`;
/** Every e2e run's Redis keys start with this (the run id is chosen once, in the runner's process). */
export const E2E_PREFIX_BASE = `adreel_e2e_p${E2E_PORT}_`;
process.env.E2E_RUN_ID ||= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  PUBLIC_URL: E2E_URL,
  DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/adreel_e2e${suffix}`,
  // Per run: limits, queues and channels are never shared with `npm start` or an earlier run.
  QUEUE_PREFIX: `${E2E_PREFIX_BASE}${process.env.E2E_RUN_ID}`,
  DEMO_SHOP_PORT: String(DEMO_SHOP_PORT),
  STAND_INS_PORT: String(STAND_INS_PORT),
  STAND_INS_URL: STAND_INS_ORIGIN,
  CLICKBANK_STAND_IN_PORT: String(CLICKBANK_STAND_IN_PORT),
  PEXELS_STAND_IN_PORT: String(PEXELS_STAND_IN_PORT),
  CLICKBANK_STAND_IN_URL: CLICKBANK_STAND_IN_ORIGIN,
  DATA_DIR: resolve(root, `.data-e2e${suffix}`),
  // Built by the start script for this suite alone: another suite's build never swaps its files.
  WEB_DIST: resolve(root, `.data-e2e${suffix}-web`),
  // Kept across runs (the data folder is emptied at each start) but never a developer's own.
  WALKTHROUGH_CACHE_DIR: resolve(root, `.cache-e2e${suffix}`, 'walkthroughs'),
  LOG_LEVEL: 'warn',
  // A new post's first views are read within a minute, so the funnel spec sees the stand-in's numbers.
  POST_STATS_EVERY_MINUTES: '1',
  // Issue 35's fast clock: an autopilot slot every 8 s, decided within 3 s; the stand-in audience
  // clicks every 3 s. Only autopilot campaigns are touched.
  AUTOPILOT_EVERY_SECONDS: '3',
  DEMO_AUTOPILOT_SLOT_SECONDS: '8',
  DEMO_AUDIENCE_EVERY_SECONDS: '3',
  // Two renders at once (the default is one per two cores): two specs' renders progress side by side,
  // each on one core, so a long render never holds the other worker's spec for its whole length. The
  // machine is CPU-bound either way (/proc/stat: 99% busy), so this moves work, it does not remove it.
  RENDER_CONCURRENCY: '2',
  // x264's fastest: the specs check what a render shows and where it goes, not its compression (the
  // render tests and bench:render check that at the product's default); ~2.5x less encoding CPU.
  RENDER_PRESET: 'ultrafast',
  NODE_ENV: 'test',
  DEV_MAILBOX: '1',
  WEBHOOK_ALLOW_ORIGINS: `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}`,
  // Generous limits: the suite signs in many times from one address.
  SIGNIN_LIMIT_PER_IP: '1000',
  SIGNIN_LIMIT_PER_EMAIL: '50',
  RESET_LIMIT_PER_IP: '200',
  SIGNUP_LIMIT_PER_IP: '1000',
  // Every e2e user shares 127.0.0.1, so the per-address API budget is the whole suite's.
  RATE_LIMIT_PER_MINUTE: '5000',
};
