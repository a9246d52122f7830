/**
 * Storyboard benchmark (issue #13.2: one still per scene in ≤ 3 s for 7 scenes): for each visual
 * template, a 7-scene script with product images drawn by `renderStoryboard` — the render's own
 * filter graph on each scene's middle frame — first from an empty cache (as a new script's review
 * page does), then after editing one scene's voiceover (as the review redraws on an edit). Prints one
 * JSON line per template.
 *
 *   pnpm bench:storyboard          (BENCH_TEMPLATES=classic,ugc picks templates)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RENDER_LOOK, VIDEO_TEMPLATES } from '@adreel/contracts';
import { renderStoryboard } from '@adreel/media';
import { makeScript } from '@adreel/media/testing';
import { benchProduct } from './bench-product.ts';

const SCENES = 7;
const TARGET_MS = 3000;

const wanted = process.env.BENCH_TEMPLATES?.split(',').map((t) => t.trim());
const templates = VIDEO_TEMPLATES.map((t) => t.id).filter((t) => !wanted || wanted.includes(t));

const { urls, fetchImage, product } = await benchProduct();
const scenes = Array.from({ length: SCENES }, (_, i) => ({
  duration: 4,
  background: i === SCENES - 1 ? 'Brand colours' : `Product image ${(i % 4) + 1}: ${urls[i % 4]}`,
  voiceover: `Scene ${i + 1}: twelve speeds and a quiet motor, ready in seconds.`,
}));

for (const template of templates) {
  const root = await mkdtemp(path.join(tmpdir(), `bench-storyboard-${template}-`));
  try {
    const draw = async (content: ReturnType<typeof makeScript>, label: string) => {
      const t = performance.now();
      const result = await renderStoryboard({
        content,
        product,
        look: { ...DEFAULT_RENDER_LOOK, template },
        cacheDir: path.join(root, 'cache'),
        workDir: path.join(root, `work-${label}`),
        fetchImage,
      });
      if (result.stills.length !== SCENES) throw new Error(`${template}: ${result.stills.length} stills`);
      return Math.round(performance.now() - t);
    };
    const coldMs = await draw(makeScript(scenes), 'cold');
    const edited = scenes.map((s, i) => (i === 3 ? { ...s, voiceover: 'A new line for scene four.' } : s));
    const editMs = await draw(makeScript(edited), 'edit');
    console.log(
      JSON.stringify({
        template,
        scenes: SCENES,
        cold_ms: coldMs,
        one_scene_edited_ms: editMs,
        target_ms: TARGET_MS,
        load_average: Number(loadavg()[0]!.toFixed(1)),
      }),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
