/**
 * Render benchmark (ENGINEERING §1 targets), once per visual template: a fixed 30 s, 5-scene script
 * with product images, captions, flite voice and music at full quality, rendered twice from empty
 * caches; a bare re-encode of the result with stock x264 veryfast at the same CRF (ENGINEERING's
 * speed reference), twice, and once with the render's own x264 settings; the ratio takes the faster
 * of each. Then, from the first render's cache: a re-render after editing one scene's voiceover (the
 * faster of two edits, `rerender_ratio` = its time / the first render's, target ≤ 0.16), a
 * hook variant (scene 1 replaced, `variant_ratio` = its time / the first render's, target ≤ 0.30),
 * and the same ad translated into Spanish, Polish and German (espeak voices; `translate_ratio` = the
 * median of their times / the first render's, target ≤ 0.6, and `translate_ratio_max` the slowest,
 * target ≤ 1.0). `ssim` compares the first render, at the render's CRF, with the same picture encoded
 * losslessly (the raw frames; target ≥ 0.99). Peak RSS covers this process and every ffmpeg child
 * (polled from /proc), the lossless reference left out. Prints one JSON line per template.
 * `BENCH_TEMPLATES=classic,ugc` picks templates; `BENCH_KEEP=1` keeps the scratch folder (renders,
 * cache) for a look afterwards.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { withWorkerMallocEnv } from '@adreel/config';
import {
  DEFAULT_RENDER_LOOK,
  type LanguageCode,
  VIDEO_TEMPLATES,
  type VideoTemplateId,
} from '@adreel/contracts';
import {
  createEspeakTts,
  createFliteTts,
  OUTPUT,
  type RenderResult,
  renderVideo,
  samplePeakRss,
  x264Args,
} from '@adreel/media';
import { makeScript } from '@adreel/media/testing';
import { benchProduct } from './bench-product.ts';
import { BENCH_TRANSLATIONS, benchScenes } from './bench-script.ts';

const PRESET = 'veryfast';
/** The languages the bench ad is translated into (its lines in bench-script.ts). */
const TRANSLATED = ['es', 'pl', 'de'] as const;

const round = (x: number, d = 2) => Number(x.toFixed(d));

/**
 * CPU seconds used so far by this process plus its finished children (ffmpeg), from /proc/self/stat
 * (utime, stime, cutime, cstime in clock ticks). Unlike wall time it barely moves when other
 * work shares the cores, so the table shows it next to the wall-clock figures.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticks = [11, 12, 13, 14].reduce((a, i) => a + Number(fields[i]), 0);
  return ticks / 100;
}

/** Mean SSIM of every frame of `video` against the same frames in `reference` (ffmpeg's ssim filter). */
function ssim(video: string, reference: string): number {
  const r = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', video, '-i', reference, '-lavfi', '[0:v][1:v]ssim', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const all = /All:([0-9.]+)/.exec(r.stderr ?? '')?.[1];
  if (r.status !== 0 || !all) throw new Error(`SSIM failed: ${(r.stderr ?? '').slice(-300)}`);
  return Number(all);
}

/** The templates to measure: all, or those named in BENCH_TEMPLATES. */
function chosenTemplates(): VideoTemplateId[] {
  const wanted = process.env.BENCH_TEMPLATES?.split(',').map((t) => t.trim());
  const templates = VIDEO_TEMPLATES.map((t) => t.id).filter((t) => !wanted || wanted.includes(t));
  if (templates.length === 0)
    throw new Error(`BENCH_TEMPLATES names no template (${VIDEO_TEMPLATES.map((t) => t.id).join(', ')})`);
  return templates;
}

/** The parent below runs this once per template, so no template's peak RSS carries another's leftovers. */
async function main() {
  for (const template of chosenTemplates()) console.log(await benchTemplate(template));
}

async function benchTemplate(template: VideoTemplateId): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `bench-render-${template}-`));
  console.log(`\n== template ${template}`);
  try {
    const { urls, fetchImage, product } = await benchProduct();
    const scenes = benchScenes(urls);
    const base = {
      videoId: 'bench',
      product,
      linkUrl: 'https://www.digistore24.com/redir/123456/affiliate/',
      cacheDir: path.join(root, 'cache'),
      look: { ...DEFAULT_RENDER_LOOK, template },
      fetchImage,
      tts: createFliteTts(),
      onProgress: () => undefined,
      preset: PRESET,
    };
    const run = async (
      label: string,
      content: ReturnType<typeof makeScript>,
      language?: Exclude<LanguageCode, 'en'>,
      cacheDir = base.cacheDir,
      encode: { preset?: string; crf?: number } = {},
    ) => {
      const sampler = samplePeakRss(process.pid);
      const cpu0 = cpuSeconds();
      const t = performance.now();
      const result: RenderResult = await renderVideo({
        ...base,
        cacheDir,
        content,
        ...encode,
        ...(language ? { language, tts: createEspeakTts({ language }) } : {}),
        workDir: path.join(root, `work-${label}`),
        outDir: path.join(root, `out-${label}`),
      });
      const seconds = (performance.now() - t) / 1000;
      const cpu = cpuSeconds() - cpu0;
      const peak = await sampler.stop();
      return { result, seconds, cpu, peakMb: peak.totalMb, peakProcs: peak.procs };
    };
    /** A bare x264 re-encode of the first render's picture with `x264` settings. */
    const bareEncode = async (label: string, from: string, x264: string[]) => {
      const sampler = samplePeakRss(process.pid);
      const cpu0 = cpuSeconds();
      const t = performance.now();
      const size = ['-s', `${OUTPUT.width}x${OUTPUT.height}`, '-r', String(OUTPUT.fps)];
      const out = path.join(root, `${label}.mp4`);
      const bare = spawnSync(
        'ffmpeg',
        ['-hide_banner', '-v', 'error', '-y', '-i', from, '-an', ...x264, ...size, out],
        {
          stdio: 'inherit',
        },
      );
      if (bare.status !== 0) throw new Error(`${label} encode failed`);
      const seconds = (performance.now() - t) / 1000;
      return { seconds, cpu: cpuSeconds() - cpu0, mb: (await sampler.stop()).totalMb };
    };
    // ENGINEERING's speed reference: stock x264 veryfast at the output's CRF, profile and pixel format.
    const STOCK_X264 = [
      ...['-c:v', 'libx264', '-preset', PRESET, '-crf', String(OUTPUT.crf)],
      ...['-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ];

    // Wall time on a shared machine only ever gains noise, so the first render and the bare encode
    // each run twice, alternating (the second render from an empty cache of its own), and the ratio
    // takes the faster of each.
    const firstA = await run('first', makeScript(scenes));
    const bareA = await bareEncode('bare', firstA.result.videoPath, STOCK_X264);
    const firstB = await run('first-again', makeScript(scenes), undefined, path.join(root, 'cache-again'));
    const bareB = await bareEncode('bare-again', firstA.result.videoPath, STOCK_X264);
    const first = firstA.seconds <= firstB.seconds ? firstA : firstB;
    const bareS = Math.min(bareA.seconds, bareB.seconds);
    const bareCpu = Math.min(bareA.cpu, bareB.cpu);
    const bareMb = Math.max(bareA.mb, bareB.mb);
    // The same picture through the render's own x264 settings, for comparison with the stock ones.
    const bareOwn = await bareEncode('bare-own', firstA.result.videoPath, x264Args(PRESET));

    /** The bench script with scene `i`'s voiceover replaced. */
    const withVoice = (i: number, voiceover: string) =>
      makeScript(scenes.map((s, k) => (k === i ? { ...s, voiceover } : s)));
    // A re-render after one voiceover edit, twice (two different edits of scene 3; the second
    // re-renders from the first's cache like a user's next edit), and the faster counts, as above.
    const editA = await run('rerender', withVoice(2, 'Soups, sauces and frozen desserts too.'));
    const editB = await run('rerender-again', withVoice(2, 'Soups, smoothies and frozen yoghurt.'));
    const second = editA.seconds <= editB.seconds ? editA : editB;
    // A hook variant (POST /videos/variants): another first scene, every other from the cache.
    const variant = await run(
      'variant',
      withVoice(0, 'What if smoothies took ten seconds? Meet SuperBlend Pro.'),
    );
    // Translations (POST /videos/{id}/translations): the same scenes, pictures and music, new words.
    const translated = (lines: string[]) =>
      makeScript(scenes.map((s, i) => ({ ...s, voiceover: lines[i]! })));
    const translations = [];
    for (const language of TRANSLATED)
      translations.push({
        language,
        ...(await run(language, translated(BENCH_TRANSLATIONS[language]), language)),
      });
    const byTime = [...translations].sort((a, b) => a.seconds - b.seconds);
    const median = byTime[Math.floor(byTime.length / 2)]!;
    const slower = byTime.at(-1)!;
    // The same picture losslessly (x264 qp 0: the raw frames, whatever the preset) from its own cache.
    const lossless = await run('lossless', makeScript(scenes), undefined, path.join(root, 'cache-lossless'), {
      preset: 'ultrafast',
      crf: 0,
    });
    const ssimAll = ssim(firstA.result.videoPath, lossless.result.videoPath);

    const video = first.result.durationS;
    const out = {
      template,
      video_s: round(video),
      render_s: round(first.seconds),
      rtf: round(first.seconds / video, 3),
      bare_encode_s: round(bareS),
      ratio_to_bare: round(first.seconds / bareS, 3),
      bare_own_x264_s: round(bareOwn.seconds),
      ratio_to_bare_own_x264: round(first.seconds / bareOwn.seconds, 3),
      size_mb: round(statSync(firstA.result.videoPath).size / 1e6, 3),
      peak_rss_mb: Math.round(
        Math.max(firstA.peakMb, firstB.peakMb, editA.peakMb, editB.peakMb, variant.peakMb),
      ),
      rerender_s: round(second.seconds),
      rerender_ratio: round(second.seconds / first.seconds, 3),
      variant_s: round(variant.seconds),
      variant_ratio: round(variant.seconds / first.seconds, 3),
      ...Object.fromEntries(translations.map((t) => [`translate_${t.language}_s`, round(t.seconds)])),
      translate_ratio: round(median.seconds / first.seconds, 3),
      translate_ratio_max: round(slower.seconds / first.seconds, 3),
      ssim: round(ssimAll, 5),
      crf: OUTPUT.crf,
    };
    const rows: [string, string, string][] = [
      ['video length', `${out.video_s} s`, ''],
      [
        'first render',
        `${out.render_s} s`,
        `rtf ${out.rtf} (target ≤ 0.4), faster of ${round(firstA.seconds)} / ${round(firstB.seconds)} s`,
      ],
      ['bare x264 re-encode', `${out.bare_encode_s} s`, `ratio ${out.ratio_to_bare} (target ≤ 1.4)`],
      [
        'bare, render x264 settings',
        `${out.bare_own_x264_s} s`,
        `ratio ${out.ratio_to_bare_own_x264} (lookahead 5, b-adapt 0, me dia, subme 1, a thread a core)`,
      ],
      [
        'file size',
        `${out.size_mb} MB`,
        `SSIM ${out.ssim} at CRF ${out.crf} against the lossless frames (target ≥ 0.99)`,
      ],
      ['peak RSS (tree)', `${out.peak_rss_mb} MB`, `bare encode ${Math.round(bareMb)} MB (target ≤ 600)`],
      [
        're-render, 1 voice edited',
        `${out.rerender_s} s`,
        `ratio ${out.rerender_ratio} (target ≤ 0.16), faster of ${round(editA.seconds)} / ${round(editB.seconds)} s, cache hits ${second.result.cacheHits}`,
      ],
      [
        'hook variant (new scene 1)',
        `${out.variant_s} s`,
        `ratio ${out.variant_ratio} (target ≤ 0.30), cache hits ${variant.result.cacheHits}`,
      ],
      [
        `translation ${TRANSLATED.join(' / ')}`,
        `${translations.map((t) => round(t.seconds)).join(' / ')} s`,
        `translate_ratio median ${out.translate_ratio} (target ≤ 0.6), max ${out.translate_ratio_max} (≤ 1.0), cache hits ${translations.map((t) => t.result.cacheHits).join(' / ')}`,
      ],
    ];
    for (const [a, b, c] of rows) console.log(`${a.padEnd(28)}${b.padStart(10)}   ${c}`);
    console.log(
      `CPU seconds (less noisy than wall time, not immune): first render ${round(first.cpu)}, bare encode ${round(bareCpu)} ` +
        `(ratio ${round(first.cpu / bareCpu, 3)}), re-render ${round(second.cpu)} (ratio ${round(second.cpu / first.cpu, 3)}), variant ${round(variant.cpu)} (ratio ${round(variant.cpu / first.cpu, 3)}), ` +
        `translations ${translations.map((t) => `${t.language} ${round(t.cpu)} (ratio ${round(t.cpu / first.cpu, 3)})`).join(', ')}; ` +
        `load average at end ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')}`,
    );
    const procs = (p: { name: string; rssMb: number }[]) =>
      p.map((x) => `${x.name} ${Math.round(x.rssMb)}`).join(' + ');
    console.log('at peak (first render, MB):', procs(first.peakProcs));
    console.log('at peak (re-render, MB):   ', procs(second.peakProcs));
    console.log('worker process own peak RSS (MB):', Math.round(process.resourceUsage().maxRSS / 1024));
    console.log('first render stages (ms):', JSON.stringify(first.result.timingsMs));
    console.log('re-render stages (ms):  ', JSON.stringify(second.result.timingsMs));
    console.log('variant stages (ms):    ', JSON.stringify(variant.result.timingsMs));
    console.log('translation stages (ms):', JSON.stringify(median.result.timingsMs), `(${median.language})`);
    return JSON.stringify(out);
  } finally {
    if (!process.env.BENCH_KEEP) await rm(root, { recursive: true, force: true });
  }
}

// The worker starts with glibc malloc settings (WORKER_MALLOC_ENV, see packages/config); the bench
// runs each template in a child started with the same ones, so it measures what production runs.
if (!process.env.BENCH_TEMPLATE_CHILD) {
  // One child per template; each prints its table and ends with its JSON line, and the JSON lines
  // are repeated together at the end for tools that read the tail.
  const lines: string[] = [];
  for (const template of chosenTemplates()) {
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...withWorkerMallocEnv(process.env), BENCH_TEMPLATE_CHILD: '1', BENCH_TEMPLATES: template },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    process.stdout.write(child.stdout);
    if (child.status !== 0) process.exit(child.status ?? 1);
    lines.push(child.stdout.trim().split('\n').at(-1) ?? '');
  }
  for (const line of lines) console.log(line);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
