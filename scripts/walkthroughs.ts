/**
 * Renders the built-in training videos (welcome, step-by-step, tutorials) from real screenshots of the
 * built app, signed in as the demo account, once the demo data they show is complete. Run by
 * scripts/start.sh after the web build; a walkthrough whose steps, web build and render settings are
 * unchanged is skipped, so a second run costs ~0 s. A screen that still shows a spinner or "being
 * prepared" fails its walkthrough; on failure the previous videos stay and the training pages say the
 * video is being prepared.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadDotEnv, REPO_ROOT } from '@adreel/config';
import { signinResponseSchema } from '@adreel/contracts';
import { createDb } from '@adreel/db';
import { createFliteTts } from '@adreel/media';
import { createStorage } from '@adreel/storage';
import { generateWalkthroughs, type RunningApp } from '@adreel/walkthroughs';
import { freePort } from './free-port.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/account.ts';

loadDotEnv();
const env = process.env;
const dataDir = env.DATA_DIR || join(REPO_ROOT, '.data');
const webDist = env.WEB_DIST || resolve(REPO_ROOT, 'apps/web/dist');
const apiPrefix = env.API_PREFIX || '/api';
const log = (line: string) => console.log(line);

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    // The product's supervisor gives the worker its shutdown grace (25 s) before it exits.
    const timer = setTimeout(() => child.kill('SIGKILL'), 35_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The whole product (API serving the built web app, worker and, in demo mode, the demo shop) on a free
 * local port, a demo-account session on it, and the demo data it shows complete: the screens are
 * captured only once the done-for-you videos have rendered and the review sites have screenshots.
 */
async function startApp(): Promise<RunningApp> {
  // `npm start` serves first and captures from the product it serves, so the URL is up at once.
  if (env.WALKTHROUGH_APP_URL) return captureFrom(env.WALKTHROUGH_APP_URL.replace(/\/+$/, ''), null);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(REPO_ROOT, 'scripts/serve.ts')], {
    cwd: REPO_ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: webDist, LOG_LEVEL: 'warn' },
    // Its request log would bury the start output; a failure to boot still shows on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return captureFrom(`http://127.0.0.1:${port}`, child);
}

/** Waits for the app at baseUrl, signs in as the demo account and waits for the demo data it shows. */
async function captureFrom(baseUrl: string, child: ChildProcess | null): Promise<RunningApp> {
  try {
    for (let i = 0; ; i += 1) {
      if (child && child.exitCode !== null)
        throw new Error(`the app exited (${child.exitCode}) before it was ready`);
      if (i > 360) throw new Error('the app was not ready after 180 s');
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const res = await fetch(`${baseUrl}${apiPrefix}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`signing in as ${DEMO_EMAIL} failed (${res.status}); run the seed first`);
    const { token, user } = signinResponseSchema.parse(await res.json());
    await waitForDemoData(user.id);
    const stop = () => (child ? stopChild(child) : Promise.resolve());
    return { baseUrl, token, user, chromiumPath: env.CHROMIUM_PATH, stop };
  } catch (err) {
    if (child) await stopChild(child);
    throw err;
  }
}

/**
 * Until no video the screens show (done-for-you ones, which have no owner, and the demo account's) is
 * rendering and every review site has its screenshot. Other users' renders are not waited for: on a
 * busy product (the e2e suite's) there may never be a moment with none. Gives up when nothing moved
 * for three minutes (a job that failed for good) or after fifteen: the capture then fails the
 * walkthroughs whose screens are still busy, naming what they show.
 */
async function waitForDemoData(demoUserId: string) {
  const db = createDb(env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/adreel');
  const giveUpAt = Date.now() + 15 * 60_000;
  let lastChange = Date.now();
  let said = '';
  try {
    for (;;) {
      const rendering = await db.video.count({
        where: {
          status: { in: ['queued', 'processing'] },
          OR: [{ userId: null }, { userId: demoUserId }],
        },
      });
      const sites = await db.dfyItem.count({ where: { type: 'review_site', screenshotKey: null } });
      if (rendering === 0 && sites === 0) return;
      const line = `walkthroughs: waiting for the demo data (${rendering} video(s) rendering, ${sites} review-site screenshot(s) to take)`;
      if (line !== said) {
        log(line);
        said = line;
        lastChange = Date.now();
      }
      if (Date.now() - lastChange > 3 * 60_000 || Date.now() > giveUpAt) return;
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await db.$disconnect();
  }
}

const started = Date.now();
try {
  const report = await generateWalkthroughs({
    storage: createStorage({ ...env, STORAGE_DIR: join(dataDir, 'storage') }),
    webDist,
    cacheDir: env.WALKTHROUGH_CACHE_DIR || join(dataDir, 'walkthrough-cache'),
    tts: createFliteTts(),
    startApp,
    log,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `walkthroughs: ${report.upToDate.length} up to date, ${report.restored.length} restored, ` +
      `${report.rendered.length} rendered, ${report.failed.length} failed (${seconds} s)`,
  );
  if (report.failed.length > 0) process.exitCode = 1;
} catch (err) {
  log(
    `walkthroughs: not generated (${(err as Error).message}); the training pages keep their previous videos`,
  );
  process.exitCode = 1;
}
