import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHRASE_GAP_S, TRAINING_MEDIA_PREFIX, VOICE_LEAD_S, VOICE_TAIL_S } from '@adreel/contracts';
import { createFliteTts, END_CARD_S, ffprobe, splitPhrases } from '@adreel/media';
import { makeProductImages } from '@adreel/media/testing';
import { createLocalStorage, type Storage } from '@adreel/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWalkthroughs, type RunningApp } from '../src/generate.ts';
import { renderWalkthrough } from '../src/render.ts';
import { screenKey } from '../src/scenes.ts';
import { storedManifest, storeWalkthrough } from '../src/store.ts';
import { OFFERS_SPEC } from './fixtures.ts';

// Two steps on two pages keep the render short.
const spec = { ...OFFERS_SPEC, steps: [OFFERS_SPEC.steps[0]!, OFFERS_SPEC.steps[2]!] };
const tts = createFliteTts();

let root: string;
let storage: Storage;
let shots: Map<string, Buffer>;

/** How long flite takes to say a sentence, phrase by phrase, plus the render's silences. */
async function narrationS(text: string): Promise<number> {
  const phrases = splitPhrases(text);
  let total = VOICE_LEAD_S + VOICE_TAIL_S + PHRASE_GAP_S * (phrases.length - 1);
  for (const [i, phrase] of phrases.entries()) {
    const wav = path.join(root, `voice-${i}.wav`);
    await tts.synthesize(phrase, wav);
    total += Number((await ffprobe(wav)).format.duration);
  }
  return total;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'walkthrough-test-'));
  storage = createLocalStorage(path.join(root, 'storage'));
  // Phone-sized stand-ins for the two screenshots.
  const images = await makeProductImages([
    { url: 'offers', width: 780, height: 1688, hue: 240 },
    { url: 'dashboard', width: 780, height: 1688, hue: 320 },
  ]);
  shots = new Map([
    [screenKey(spec.steps[0]!), images.map.get('offers')!],
    [screenKey(spec.steps[1]!), images.map.get('dashboard')!],
  ]);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('renderWalkthrough', () => {
  it('renders a playable narrated MP4 as long as its narration, with chapters, and stores it', async () => {
    const outRoot = path.join(root, 'rendered');
    const manifest = await renderWalkthrough(spec, 'key-1', shots, {
      cacheDir: path.join(root, 'render-cache'),
      outRoot,
      tts,
      preset: 'ultrafast',
    });
    const dir = path.join(outRoot, 'key-1');
    const probe = await ffprobe(path.join(dir, 'video.mp4'));
    const video = probe.streams.find((s) => s.codec_type === 'video');
    const audio = probe.streams.find((s) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    expect(audio).toMatchObject({ codec_name: 'aac' });

    const spoken = [];
    for (const step of spec.steps) spoken.push(await narrationS(step.narration));
    const expected = spoken.reduce((a, b) => a + b, 0) + END_CARD_S;
    const duration = Number(probe.format.duration);
    expect(Math.abs(duration - expected) / expected).toBeLessThan(0.1);
    expect(manifest.durationS).toBeCloseTo(duration, 1);
    expect(manifest.chapters.map((c) => c.title)).toEqual(['Open Offers', 'Create']);
    expect(manifest.chapters[0]!.startS).toBe(0);
    expect(Math.abs(manifest.chapters[1]!.startS - spoken[0]!)).toBeLessThan(0.1 * spoken[0]!);

    await storeWalkthrough(storage, dir, manifest, null);
    expect(await storedManifest(storage, 'offers')).toEqual(manifest);
    expect((await storage.stat('walkthroughs/offers/poster.jpg'))?.size).toBeGreaterThan(1000);
    const copy = await storage.stat(`${TRAINING_MEDIA_PREFIX}${spec.trainingPath}`);
    expect(copy?.size).toBe((await storage.stat('walkthroughs/offers/video.mp4'))?.size);
  });
});

describe('generateWalkthroughs', () => {
  it('renders a missing walkthrough once, then skips it, and restores it after a data reset', async () => {
    const webDist = path.join(root, 'dist');
    await rm(webDist, { recursive: true, force: true });
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<script src="/assets/index-1.js"></script>');
    let starts = 0;
    const startApp = async (): Promise<RunningApp> => {
      starts += 1;
      throw new Error('no browser in this test');
    };
    const store = createLocalStorage(path.join(root, 'fresh-storage'));
    const cacheDir = path.join(root, 'gen-cache');
    const opts = { storage: store, webDist, cacheDir, tts, startApp, log: () => undefined, specs: [spec] };

    // Nothing rendered yet and no browser: a clear failure, and nothing half-stored.
    await expect(generateWalkthroughs(opts)).rejects.toThrow('no browser in this test');
    expect(starts).toBe(1);
    expect(await storedManifest(store, 'offers')).toBeNull();

    // With screenshots available the walkthrough renders and is stored.
    const withShots = {
      ...opts,
      startApp: async () => fakeApp(),
      capture: async () => ({ shots, busy: new Map(), waiting: new Map() }),
    };
    const first = await generateWalkthroughs(withShots);
    expect(first).toMatchObject({ rendered: ['offers'], upToDate: [], restored: [], failed: [] });

    // Same steps and build: skipped without starting anything. Renders of other keys are dropped once
    // they are an hour old (a fresh one may belong to another start running alongside).
    const stale = path.join(cacheDir, 'rendered', 'old-key');
    const fresh = path.join(cacheDir, 'rendered', 'other-start-key');
    await mkdir(stale, { recursive: true });
    await mkdir(fresh, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await generateWalkthroughs(opts)).toMatchObject({ upToDate: ['offers'], rendered: [] });
    expect(starts).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);

    // Storage wiped (e.g. a fresh e2e data folder): copied back from the render cache, no capture.
    const wiped = createLocalStorage(path.join(root, 'wiped-storage'));
    expect(await generateWalkthroughs({ ...opts, storage: wiped })).toMatchObject({ restored: ['offers'] });
    expect(starts).toBe(1);
    expect((await storedManifest(wiped, 'offers'))?.key).toBe((await storedManifest(store, 'offers'))?.key);

    // A new web build changes the key: the walkthrough is captured again.
    await writeFile(path.join(webDist, 'index.html'), '<script src="/assets/index-2.js"></script>');
    await expect(generateWalkthroughs(opts)).rejects.toThrow('no browser in this test');
    expect(starts).toBe(2);
    expect(await storedManifest(store, 'offers')).not.toBeNull();

    // A screen still busy when captured ("Video is being prepared…"): the walkthrough fails and the
    // previous video stays.
    const before = await storedManifest(store, 'offers');
    const busyKey = screenKey(spec.steps[0] ?? (undefined as never));
    const busyCapture = async () => ({
      shots: new Map([...shots].filter(([k]) => k !== busyKey)),
      busy: new Map([[busyKey, ['"being prepared" on screen']]]),
      waiting: new Map(),
    });
    const lines: string[] = [];
    const report = await generateWalkthroughs({
      ...withShots,
      capture: busyCapture,
      log: (line) => lines.push(line),
    });
    expect(report).toMatchObject({ rendered: [], failed: ['offers'] });
    expect(lines.join('\n')).toMatch(
      /offers failed, keeping the previous video: .* still shows "being prepared"/,
    );
    expect(await storedManifest(store, 'offers')).toEqual(before);
  });
});

describe('a walkthrough showing a training video the first start has not rendered yet', () => {
  it('is rendered provisionally, captured again once that video exists, then stored for good', async () => {
    const webDist = path.join(root, 'dist-waiting');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<script src="/assets/index-w.js"></script>');
    const store = createLocalStorage(path.join(root, 'waiting-storage'));
    const waitingKey = screenKey(spec.steps[0] ?? (undefined as never));
    // Each capture sees the placeholder while no walkthrough is stored yet, as BuiltInTraining shows it.
    const placeholderWhileMissing = async () => ({
      shots,
      busy: new Map(),
      waiting: (await storedManifest(store, 'offers'))
        ? new Map()
        : new Map([[waitingKey, ['training video placeholder']]]),
    });
    let starts = 0;
    const opts = {
      storage: store,
      webDist,
      cacheDir: path.join(root, 'waiting-cache'),
      tts,
      startApp: async () => {
        starts += 1;
        return fakeApp();
      },
      capture: placeholderWhileMissing,
      log: () => undefined,
      specs: [spec],
    };
    expect(await generateWalkthroughs(opts)).toMatchObject({ rendered: ['offers'], failed: [] });
    expect(starts).toBe(2);
    expect((await storedManifest(store, 'offers'))?.key).not.toMatch(/provisional/);
    // A placeholder that never goes away: the provisional video stays, marked so the next start retries.
    const stuck = createLocalStorage(path.join(root, 'stuck-storage'));
    const always = async () => ({
      shots,
      busy: new Map(),
      waiting: new Map([[waitingKey, ['placeholder']]]),
    });
    await writeFile(path.join(webDist, 'index.html'), '<script src="/assets/index-s.js"></script>');
    const report = await generateWalkthroughs({ ...opts, storage: stuck, capture: always });
    expect(report).toMatchObject({ rendered: [], failed: ['offers'] });
    expect((await storedManifest(stuck, 'offers'))?.key).toMatch(/-provisional$/);
  });
});

/** Stands in for the running app (the screenshots come from `capture`). */
function fakeApp(): RunningApp {
  return { baseUrl: 'http://127.0.0.1:9', token: 't', user: {}, stop: async () => undefined };
}
