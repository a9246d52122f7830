import {
  type LanguageCode,
  languageName,
  type Scene,
  type ScriptContent,
  scenesLanguageProblem,
} from '@adreel/contracts';
import { createOpenAIClient } from '../../openai/config.ts';
import { formatPrice } from '../offline/format-price.ts';
import { askForScript } from '../openai/ask-script.ts';
import type { OpenAIScriptWriterConfig } from '../openai/openai-writer.ts';
import { type Checked, checkScriptReply } from '../openai/validate.ts';
import type { TranslationSource } from './offline-translate.ts';
import type { ScriptTranslator } from './translator.ts';

export const TRANSLATE_SYSTEM_PROMPT = `You translate short-form vertical video ad scripts (TikTok, Reels, Shorts) into another language, as a native copywriter of that language would write them.
You get the script as JSON and reply with the same JSON shape.
Rules:
- Keep exactly the same number of scenes, in the same order, each saying what the original scene says; keep visual.background, visual.animation and audio.musicMood exactly as given.
- Keep product and brand names as they are. Keep every fact (numbers, specifications, the price); never add claims.
- Write prices the way the target language writes them (the brief gives the price in that form).
- Each voiceover is natural spoken language, speakable at no more than 2.5 words per second of its duration.
- Every field is written in the target language: each voiceover (also lines in a third language or marked "untranslated": translate them too), commentary, websiteSummary and hooks (one per hook given; null when none is given).
- Hashtags: keep the product and brand hashtags; write every other hashtag as a word of the target language (never leave a hashtag in the source language).
- Lines the user wrote themselves are translated faithfully, never replaced by other lines.`;

/** The brief: both languages named, the price in the target language's form, and the script itself. */
export function translationBrief(source: TranslationSource): string {
  const { content, product, from, to } = source;
  const lines = [
    `Translate this ad script from ${languageName(from)} (${from}) into ${languageName(to)} (${to}). Every spoken and written line in ${languageName(to)}: each voiceover, the commentary and its hashtags, the website summary and the hooks.`,
  ];
  if (product) lines.push(`Product name: ${product.name}`);
  if (product && product.price !== null)
    lines.push(`Price in ${languageName(to)}: ${formatPrice(product.price, product.currency, to)}`);
  lines.push('', JSON.stringify({ ...content, hooks: content.hooks ?? null }));
  return lines.join('\n');
}

/**
 * The reply must keep the original's scenes: the pictures, camera moves and music are taken from the
 * original whatever the model wrote, so only words change and the render reuses every visual.
 */
export function checkTranslationReply(
  original: ScriptContent,
  reply: string | null | undefined,
  to?: LanguageCode,
): Checked {
  const checked = checkScriptReply(reply);
  if (!checked.ok) return checked;
  const scenes = original.reelScript.scenes;
  const got = checked.script.reelScript.scenes;
  // The model must translate every line: one left in another language is sent back (issue 33).
  const language = to === undefined ? null : scenesLanguageProblem(got, to);
  if (language) return { ok: false, problem: language };
  if (got.length !== scenes.length)
    return {
      ok: false,
      problem: `the script has ${scenes.length} scenes; reply with ${scenes.length}, not ${got.length}`,
    };
  const keep = (o: Scene, t: Scene): Scene => ({
    ...t,
    visual: o.visual,
    audio: { ...t.audio, musicMood: o.audio.musicMood },
  });
  const hooks = original.hooks?.flatMap((h, i) => {
    const t = checked.script.hooks?.[i];
    return t ? [keep(h, t)] : [];
  });
  return {
    ok: true,
    script: {
      ...checked.script,
      musicSuggestion: original.musicSuggestion,
      reelScript: { scenes: scenes.map((s, i) => keep(s, got[i]!)) as ScriptContent['reelScript']['scenes'] },
      ...(hooks?.length ? { hooks } : { hooks: undefined }),
    },
  };
}

/** The OpenAI (or compatible) translator: told both languages, structured output, visuals kept. */
export function createOpenAIScriptTranslator(cfg: OpenAIScriptWriterConfig): ScriptTranslator {
  const client = createOpenAIClient(cfg);
  const maxAttempts = Math.max(1, cfg.maxAttempts ?? 3);
  return {
    name: 'openai',
    translate(source) {
      return askForScript(
        client,
        { model: cfg.model, maxAttempts, system: TRANSLATE_SYSTEM_PROMPT, brief: translationBrief(source) },
        (reply) => checkTranslationReply(source.content, reply, source.to),
      );
    },
  };
}
