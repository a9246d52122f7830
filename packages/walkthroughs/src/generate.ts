import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { WALKTHROUGH_PREFIX } from '@adreel/contracts';
import { OUTPUT, type TtsProvider } from '@adreel/media';
import { CACHE_VERSION as RENDER_CACHE_VERSION } from '@adreel/media/render-context';
import type { Storage } from '@adreel/storage';
import { walkthroughKey, webBuildId } from './cache-key.ts';
import { CAPTURE_VIEWPORT, type CaptureResult, type CaptureSession, captureScreens } from './capture.ts';
import { renderedDir, renderWalkthrough } from './render.ts';
import { screenKey } from './scenes.ts';
import { renderedManifest, storedManifest, storeWalkthrough } from './store.ts';
import { WALKTHROUGHS, type WalkthroughSpec } from './table.ts';

export interface RunningApp extends CaptureSession {
  stop(): Promise<void>;
}

export interface GenerateOptions {
  storage: Storage;
  /** The built web app (its index.html identifies the build). */
  webDist: string;
  /** Survives data resets: the render's stage cache and finished walkthroughs by key. */
  cacheDir: string;
  tts: TtsProvider;
  /** Starts the product signed in as the demo account; only called when something must be captured. */
  startApp: () => Promise<RunningApp>;
  log: (line: string) => void;
  specs?: readonly WalkthroughSpec[];
  preset?: string;
  /** Takes the screenshots; Chromium through Playwright unless given. */
  capture?: typeof captureScreens;
}

export interface GenerateReport {
  upToDate: string[];
  restored: string[];
  rendered: string[];
  failed: string[];
}

/** A render this recent may belong to another start running beside this one (e.g. an e2e run). */
const PRUNE_AFTER_MS = 60 * 60 * 1000;

/** Finished renders of older builds or steps are not wanted again: only the current keys stay. */
async function pruneRendered(outRoot: string, keep: Set<string>): Promise<void> {
  const names = await readdir(outRoot).catch(() => [] as string[]);
  for (const name of names) {
    if (keep.has(name)) continue;
    const dir = path.join(outRoot, name);
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > PRUNE_AFTER_MS) await rm(dir, { recursive: true, force: true });
  }
}

/** A step whose screen was still busy (or waiting for a training video) when captured, in words. */
function busyStep(spec: WalkthroughSpec, busy: Map<string, string[]>): string | null {
  const step = spec.steps.find((s) => busy.has(screenKey(s)));
  if (!step) return null;
  return `"${step.title}" (${step.route}) still shows ${busy.get(screenKey(step))?.join(', ')}`;
}

/**
 * Makes every walkthrough current. One whose stored key matches is skipped; one rendered before with
 * the same key (e.g. before a data reset) is copied back; the rest are captured in one browser
 * session and rendered one by one. A failure leaves that walkthrough's previous video in place; a
 * screen still busy (a spinner, "being prepared") is a failure.
 */
export async function generateWalkthroughs(opts: GenerateOptions): Promise<GenerateReport> {
  const specs = opts.specs ?? WALKTHROUGHS;
  const preset = opts.preset ?? 'ultrafast';
  const build = webBuildId(await readFile(path.join(opts.webDist, 'index.html'), 'utf8'));
  const settings = {
    viewport: CAPTURE_VIEWPORT,
    preset,
    voice: opts.tts.name,
    output: OUTPUT,
    pipeline: RENDER_CACHE_VERSION,
  };
  const outRoot = path.join(opts.cacheDir, 'rendered');
  const report: GenerateReport = { upToDate: [], restored: [], rendered: [], failed: [] };
  const todo: { spec: WalkthroughSpec; key: string }[] = [];

  for (const spec of specs) {
    const key = walkthroughKey(spec, build, settings);
    const stored = await storedManifest(opts.storage, spec.id);
    if (stored?.key === key && (await opts.storage.stat(`${WALKTHROUGH_PREFIX}${spec.id}/video.mp4`))) {
      report.upToDate.push(spec.id);
      continue;
    }
    const dir = renderedDir(outRoot, key);
    const rendered = await renderedManifest(dir);
    if (rendered) {
      await storeWalkthrough(opts.storage, dir, rendered, stored);
      report.restored.push(spec.id);
      continue;
    }
    todo.push({ spec, key });
  }
  await pruneRendered(outRoot, new Set(specs.map((spec) => walkthroughKey(spec, build, settings))));
  if (todo.length === 0) return report;

  // A screen may show a training video the first start has not rendered yet (its own, even): such
  // walkthroughs are rendered provisionally, then captured again once those videos exist.
  const provisional = await captureAndRender(opts, todo, { outRoot, preset, report, final: false });
  if (provisional.length > 0) {
    opts.log(`walkthroughs: capturing ${provisional.length} again, now with the training videos they show`);
    await captureAndRender(opts, provisional, { outRoot, preset, report, final: true });
  }
  return report;
}

type Todo = { spec: WalkthroughSpec; key: string };

/** The key a provisional render is stored under: never current, so the next start captures it again. */
const provisionalKey = (key: string) => `${key}-provisional`;

/** Captures the walkthroughs' screens from a fresh app and renders each; returns the provisional ones. */
async function captureAndRender(
  opts: GenerateOptions,
  todo: Todo[],
  run: { outRoot: string; preset: string; report: GenerateReport; final: boolean },
): Promise<Todo[]> {
  opts.log(`walkthroughs: capturing ${todo.length} walkthrough(s) from the running app`);
  const captureStarted = Date.now();
  const app = await opts.startApp();
  opts.log(`walkthroughs: the app is up (${((Date.now() - captureStarted) / 1000).toFixed(1)} s)`);
  let captured: CaptureResult;
  try {
    captured = await (opts.capture ?? captureScreens)(
      app,
      todo.flatMap(({ spec }) => spec.steps),
    );
  } finally {
    // The app is not needed for rendering: stop it so the encoder has the cores.
    await app.stop();
  }
  const { shots, busy, waiting } = captured;
  opts.log(
    `walkthroughs: ${shots.size} screenshots in ${((Date.now() - captureStarted) / 1000).toFixed(1)} s`,
  );
  const provisional: Todo[] = [];
  for (const { spec, key } of todo) {
    const unfinished = busyStep(spec, busy) ?? (run.final ? busyStep(spec, waiting) : null);
    if (unfinished) {
      run.report.failed.push(spec.id);
      opts.log(`walkthroughs: ${spec.id} failed, keeping the previous video: ${unfinished}`);
      continue;
    }
    const isProvisional = busyStep(spec, waiting) !== null;
    const renderKey = isProvisional ? provisionalKey(key) : key;
    const started = Date.now();
    try {
      const manifest = await renderWalkthrough(spec, renderKey, shots, {
        cacheDir: path.join(opts.cacheDir, 'render-cache'),
        outRoot: run.outRoot,
        tts: opts.tts,
        preset: run.preset,
      });
      await storeWalkthrough(
        opts.storage,
        renderedDir(run.outRoot, renderKey),
        manifest,
        await storedManifest(opts.storage, spec.id),
      );
      if (isProvisional) provisional.push({ spec, key });
      else run.report.rendered.push(spec.id);
      opts.log(
        `walkthroughs: ${spec.id} rendered${isProvisional ? ' provisionally' : ''} (${manifest.durationS.toFixed(1)} s of video in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (err) {
      run.report.failed.push(spec.id);
      opts.log(`walkthroughs: ${spec.id} failed, keeping the previous video: ${(err as Error).message}`);
    }
  }
  return provisional;
}
