import { translateScriptOffline } from '@adreel/ai';
import {
  detectLanguage,
  type LanguageCode,
  languageCodes,
  type Product,
  type ScriptContent,
  scenesLanguageProblem,
} from '@adreel/contracts';
import { captionsSrt, sceneTiming, splitPhrases, videoTimeline } from '@adreel/media';
import { describe, expect, it } from 'vitest';
import { scriptFromProduct } from '../../../packages/ai/src/script/offline/from-product.ts';
import { POSTURE } from './posture-product.ts';

/**
 * Issue 33 item 3: a translated video's captions, built the way the render builds them (scene timing
 * from the voice's phrases → caption lines → the SRT written beside the video), hold no line in the
 * source language unless its scene is marked as not translated (the review page names those).
 */
const FPS = 30;

const LAMPE: Product = {
  ...POSTURE,
  url: 'https://shop.test/lampe',
  name: 'Lumo Schreibtischlampe',
  summary: 'Die Lampe für lange Abende am Schreibtisch.',
  brand: 'Lumo',
  category: 'Wohnen',
  features: [
    'Warmes Licht, das die Augen schont und nicht blendet',
    'Der Akku hält zwölf Stunden und lädt über USB-C',
  ],
  currency: 'EUR',
  language: 'de',
};

interface Cue {
  startS: number;
  text: string;
}

/** The SRT the render writes, from the script's voiceovers (each phrase ~0.4 s a word). */
function captionTrack(content: ScriptContent, language: LanguageCode): { cues: Cue[]; startsS: number[] } {
  const scenes = content.reelScript.scenes;
  const timings = scenes.map((s) =>
    sceneTiming(
      s.duration,
      splitPhrases(s.audio.voiceover).map((text) => ({ text, duration: text.split(/\s+/).length * 0.4 })),
      FPS,
      language,
    ),
  );
  const { startsS } = videoTimeline(
    timings.map((t) => t.durationS),
    FPS,
  );
  const srt = captionsSrt(timings, startsS);
  const cues = srt
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [, time, ...text] = block.split('\n');
      const [h, m, s] = (time ?? '').split(' --> ')[0]!.replace(',', '.').split(':').map(Number);
      return { startS: (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0), text: text.join(' ') };
    });
  return { cues, startsS };
}

/** The caption text shown during each scene, joined from its cues. */
function captionsByScene(content: ScriptContent, language: LanguageCode): string[] {
  const { cues, startsS } = captionTrack(content, language);
  return startsS.map((start, i) => {
    const end = startsS[i + 1] ?? Number.POSITIVE_INFINITY;
    return cues
      .filter((c) => c.startS >= start - 1e-3 && c.startS < end - 1e-3)
      .map((c) => c.text)
      .join(' ');
  });
}

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A source page's feature line, or the user's own line, shown in the captions of `scene`. */
function sourceWordsIn(caption: string, sourceLines: readonly string[]): string | undefined {
  return sourceLines.find((line) => norm(caption).includes(norm(line).split(' ').slice(0, 4).join(' ')));
}

/** Each of the 8 languages: English is reached from a German page, the others from an English one. */
function translated(to: LanguageCode) {
  const from: LanguageCode = to === 'en' ? 'de' : 'en';
  const product = to === 'en' ? LAMPE : POSTURE;
  const written = scriptFromProduct(product, from);
  // The user edited the hook before rendering the original; the translation must keep it.
  const hook =
    from === 'en' ? 'I fixed my posture in one week with this.' : 'Endlich lese ich abends wieder gern.';
  const [first, ...rest] = written.reelScript.scenes;
  const content: ScriptContent = {
    ...written,
    reelScript: { scenes: [{ ...first!, audio: { ...first!.audio, voiceover: hook } }, ...rest] },
  };
  const script = translateScriptOffline({ content, written, product, from, to });
  return { from, product, hook, script, sourceLines: [...product.features, hook] };
}

describe('the caption track of a translated video in each language (issue 33)', () => {
  it.each(languageCodes)(
    '%s: no caption line left in the source language unless its scene is marked',
    (to) => {
      const { from, product, hook, script, sourceLines } = translated(to);
      const scenes = script.reelScript.scenes;
      const captions = captionsByScene(script, to);
      expect(captions).toHaveLength(scenes.length);

      for (const [i, scene] of scenes.entries()) {
        const caption = captions[i] ?? '';
        // Every scene is captioned, with its own words.
        expect(norm(caption), `scene ${i + 1}`).toBe(norm(scene.audio.voiceover));
        if (scene.untranslated) {
          expect(scene.untranslated, `scene ${i + 1}`).toBe(from);
          continue;
        }
        // Unmarked: no page feature or user line of the source, and it does not read as the source.
        expect(sourceWordsIn(caption, sourceLines), `scene ${i + 1}: ${caption}`).toBeUndefined();
        expect(detectLanguage(caption).code, `scene ${i + 1}: ${caption}`).not.toBe(from);
      }

      // The product's facts are kept (a feature line, marked) and so is the user's edited hook.
      const all = norm(captions.join(' '));
      expect(product.features.some((f) => all.includes(norm(f)))).toBe(true);
      expect(scenes[0]?.audio.voiceover).toBe(hook);
      expect(scenes[0]?.untranslated).toBe(from);
      // The name and the price survive; the render's language check accepts the marked script.
      expect(all).toContain(norm(product.name));
      expect(all).toMatch(/34 99/);
      expect(scenesLanguageProblem(scenes, to)).toBeNull();
    },
  );
});
