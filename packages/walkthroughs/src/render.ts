import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WalkthroughManifest } from '@adreel/contracts';
import { renderVideo, type TtsProvider } from '@adreel/media';
import {
  screenKey,
  screenshotUrl,
  walkthroughChapters,
  walkthroughEndCard,
  walkthroughProduct,
  walkthroughScript,
} from './scenes.ts';
import type { WalkthroughSpec } from './table.ts';

export interface RenderOptions {
  /** The render pipeline's stage cache (voices, stills, segments). */
  cacheDir: string;
  /** Finished walkthroughs: `<outRoot>/<key>/video.mp4|poster.jpg|manifest.json`. */
  outRoot: string;
  tts: TtsProvider;
  /** x264 preset: screenshots with a slow pan compress well even at the fastest one. */
  preset: string;
}

/** Where a finished walkthrough with this key lives (complete, or not there at all). */
export function renderedDir(outRoot: string, key: string): string {
  return path.join(outRoot, key);
}

/**
 * Renders one walkthrough through the product's own render pipeline: each screenshot is a scene
 * background, each step's sentence its offline voiceover with burned-in word captions.
 */
export async function renderWalkthrough(
  spec: WalkthroughSpec,
  key: string,
  shots: Map<string, Buffer>,
  opts: RenderOptions,
): Promise<WalkthroughManifest> {
  const byUrl = new Map<string, Buffer>();
  const screens = spec.steps.map((step) => {
    const png = shots.get(screenKey(step));
    if (!png) throw new Error(`${spec.id}: no screenshot of ${step.route}`);
    const url = screenshotUrl(png);
    byUrl.set(url, png);
    return url;
  });
  const finalDir = renderedDir(opts.outRoot, key);
  const tmpDir = `${finalDir}.tmp-${process.pid}`;
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  try {
    const result = await renderVideo({
      videoId: `walkthrough-${spec.id}`,
      content: walkthroughScript(spec, screens),
      product: walkthroughProduct(spec, screens),
      linkUrl: null,
      endCard: walkthroughEndCard(spec),
      workDir: path.join(tmpDir, 'work'),
      outDir: tmpDir,
      cacheDir: opts.cacheDir,
      tts: opts.tts,
      preset: opts.preset,
      fetchImage: async (url) => {
        const png = byUrl.get(url);
        if (!png) throw new Error(`Not a screenshot of this walkthrough: ${url}`);
        return png;
      },
      onProgress: () => undefined,
    });
    await rename(result.thumbnailPath, path.join(tmpDir, 'poster.jpg'));
    const manifest: WalkthroughManifest = {
      id: spec.id,
      title: spec.title,
      summary: spec.summary,
      durationS: Math.round(result.durationS * 100) / 100,
      chapters: walkthroughChapters(spec, result.sceneStartsS),
      key,
      trainingPath: spec.trainingPath,
      createdAt: new Date().toISOString(),
    };
    await writeFile(path.join(tmpDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await rm(finalDir, { recursive: true, force: true });
    await rename(tmpDir, finalDir);
    return manifest;
  } catch (err) {
    await rm(tmpDir, { recursive: true, force: true });
    throw err;
  }
}
