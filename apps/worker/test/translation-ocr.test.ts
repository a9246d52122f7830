import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { translateScriptOffline } from '@adreel/ai';
import type { Product, ScriptContent } from '@adreel/contracts';
import { createEspeakTts, renderVideo, runFfmpeg } from '@adreel/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptFromProduct } from '../../../packages/ai/src/script/offline/from-product.ts';
import { POSTURE } from './posture-product.ts';

/**
 * Issue 33 item 3, read off the pixels: a video translated from English into Spanish is rendered, and
 * tesseract reads the burned-in captions at each caption cue. No scene that is not marked as kept in
 * English shows three words in a row of the English script; the marked scene does (so the OCR reads
 * what is there, and a missed translation would show).
 */
const run = promisify(execFile);
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'translation-ocr-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const words = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Letters only, lower case, accents folded: OCR reads the gap between caption words as a stray letter. */
const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The English script's longer words, less the product's own name and brand (which every language says). */
function englishWordsOf(english: ScriptContent, product: Product): string[] {
  const own = new Set(words(`${product.name} ${product.brand ?? ''}`).map(letters));
  const all = english.reelScript.scenes.flatMap((s) => words(s.audio.voiceover).map(letters));
  return [...new Set(all)].filter((w) => w.length >= 6 && !own.has(w) && !/^\d+$/.test(w));
}

/** SubRip cues: when each caption chunk shows. */
function cues(srt: string): { atS: number; text: string }[] {
  const toS = (t: string) => {
    const [h, m, s] = t.replace(',', '.').split(':').map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
  };
  return srt
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [, time = '', ...text] = block.split('\n');
      const [from = '', to = ''] = time.split(' --> ');
      return { atS: (toS(from) + toS(to)) / 2, text: text.join(' ') };
    });
}

/** What tesseract reads in the lower half of the frame at `atS` (where the captions sit). */
async function ocrAt(mp4: string, atS: number, name: string): Promise<string> {
  const png = path.join(root, `${name}.png`);
  await runFfmpeg(['-v', 'error', '-ss', atS.toFixed(3), '-i', mp4, '-frames:v', '1', png]);
  const meta = await sharp(png).metadata();
  const h = meta.height ?? 0;
  const band = path.join(root, `${name}.band.png`);
  await sharp(png)
    .extract({ left: 0, top: Math.round(h * 0.45), width: meta.width ?? 0, height: Math.round(h * 0.5) })
    .greyscale()
    .toFile(band);
  const { stdout } = await run('tesseract', [band, 'stdout', '--psm', '11'], { maxBuffer: 1 << 22 });
  return stdout;
}

describe('a video translated into Spanish, read off its frames', () => {
  it('shows no English run of words except in the scene marked as kept in English', async () => {
    const written = scriptFromProduct(POSTURE, 'en');
    const script = translateScriptOffline({
      content: written,
      written,
      product: POSTURE,
      from: 'en',
      to: 'es',
    });
    const marked = script.reelScript.scenes.filter((s) => s.untranslated === 'en').length;
    const r = await renderVideo({
      videoId: 'ocr-es',
      content: script,
      product: POSTURE,
      linkUrl: 'https://adreel.test/go/abc',
      workDir: path.join(root, 'work'),
      outDir: path.join(root, 'out'),
      cacheDir: path.join(root, 'cache'),
      fetchImage: async () => {
        throw new Error('no images');
      },
      tts: createEspeakTts({ language: 'es' }),
      language: 'es',
      onProgress: () => undefined,
    });
    const shown = cues(await readFile(r.captionsPath!, 'utf8'));
    expect(shown.length).toBeGreaterThan(3);

    const englishWords = englishWordsOf(written, POSTURE);
    // The lines the translation kept in English and marked so (the review page names them).
    const kept = script.reelScript.scenes
      .filter((s) => s.untranslated === 'en')
      .map((s) => letters(s.audio.voiceover));
    expect(englishWords.length).toBeGreaterThan(3);
    let cueWords = 0;
    let cueWordsRead = 0;
    const leaks: string[] = [];
    for (const [i, cue] of shown.entries()) {
      const read = letters(await ocrAt(r.videoPath, cue.atS, `cue-${i}`));
      // How much of what the cue shows the OCR reads (its longer words; short ones are often missed).
      const expected = words(cue.text)
        .map(letters)
        .filter((w) => w.length >= 4);
      cueWords += expected.length;
      cueWordsRead += expected.filter((w) => read.includes(w)).length;
      // English on screen is allowed only where the cue is a line kept in English (its scene marked).
      const english = englishWords.filter((w) => read.includes(w));
      const keptHere = kept.some((line) => line.includes(letters(cue.text)));
      if (english.length > 0 && !keptHere)
        leaks.push(`cue ${i} ("${cue.text}") reads "${english.join(', ')}"`);
    }
    expect(leaks).toEqual([]);
    // The OCR really reads the captions (so a missed translation would show), the kept line included.
    expect(cueWordsRead / Math.max(1, cueWords)).toBeGreaterThan(0.5);
    expect(marked).toBeGreaterThan(0);
  }, 300_000);
});
