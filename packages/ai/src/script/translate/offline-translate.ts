import {
  detectLanguage,
  type LanguageCode,
  type Product,
  type Scene,
  type ScriptContent,
  scriptContentSchema,
} from '@adreel/contracts';
import { guessName } from '../../text/guess-name.ts';
import { toHashtag, uniqueHashtags } from '../../text/hashtags.ts';
import { pick } from '../../text/stable-hash.ts';
import { collapseWhitespace } from '../../text/words.ts';
import { formatPrice } from '../offline/format-price.ts';
import { priceIn } from '../offline/from-text.ts';
import { alternativeHookLines } from '../offline/hooks.ts';
import { PHRASES } from '../offline/phrases.ts';
import { categoryPhrase, spokenName, voiceLine } from '../offline/spoken.ts';
import { sceneSeconds } from '../offline/timing.ts';

/** What a translation starts from: the finished video's script, its product facts and both languages. */
export interface TranslationSource {
  content: ScriptContent;
  /** The product the script was written from; null for a script written from text. */
  product: Product | null;
  from: LanguageCode;
  to: LanguageCode;
  /**
   * The script as its writer wrote it, before the user's edits (issue 33): a line of `content` found
   * nowhere in it is the user's own and is carried over, never replaced by a stock line. Null when
   * unknown: every line is then taken as the writer's.
   */
  written?: ScriptContent | null;
}

const norm = (s: string) => collapseWhitespace(s).toLocaleLowerCase();

/** Every line the writer wrote (scenes and hook variants), to tell the user's edits from them. */
function writerLines(written: ScriptContent | null | undefined): Set<string> | null {
  if (!written) return null;
  return new Set(
    [...written.reelScript.scenes, ...(written.hooks ?? [])].map((s) => norm(s.audio.voiceover)),
  );
}

/**
 * A line the offline translator keeps as it is: unmarked when it already reads as the target language,
 * else marked with the language it is in (what the review page tells the user), never framed by a
 * target-language lead-in (that only disguised it: "Lo que te llevas: Breathable mesh straps…").
 */
function kept(scene: Scene, from: LanguageCode, to: LanguageCode): Scene['untranslated'] {
  if (scene.untranslated && scene.untranslated !== to) return scene.untranslated;
  const found = detectLanguage(scene.audio.voiceover);
  if (found.code === to || (scene.untranslated === to && found.code === null)) return undefined;
  return found.code ?? from;
}

const same = (a: string, b: string) =>
  collapseWhitespace(a).toLocaleLowerCase() === collapseWhitespace(b).toLocaleLowerCase();

/** The product's price as each language writes it, or null when the script names none. */
function prices(source: TranslationSource): { from: string; to: string } | null {
  const { product, from, to } = source;
  if (product && product.price !== null) {
    return {
      from: formatPrice(product.price, product.currency, from),
      to: formatPrice(product.price, product.currency, to),
    };
  }
  const spoken = source.content.reelScript.scenes.map((s) => s.audio.voiceover).join(' ');
  const found = priceIn(spoken);
  return found
    ? {
        from: formatPrice(found.price, found.currency, from),
        to: formatPrice(found.price, found.currency, to),
      }
    : null;
}

/**
 * The offline writer's translation: its own structural lines (hook, price, call to action, stock proof
 * lines) come from the target language's phrase banks; the product facts are kept — the name as it is,
 * the price in the target language's format, each benefit as the page gave it, marked as not translated
 * (issue 33) since free text cannot be translated offline. The user's edited lines are carried over
 * the same way, never replaced. Hashtags are the name's and brand's and the target bank's. Scene count,
 * pictures, camera moves and music stay exactly as they were, so the render reuses every visual of the
 * original. Pure: same input, same script.
 */
export function translateScriptOffline(source: TranslationSource): ScriptContent {
  const { content, product, from, to } = source;
  const src = PHRASES[from];
  const dst = PHRASES[to];
  const seed = product?.name ?? content.websiteSummary;
  const name = spokenName(product?.name ?? guessName(content.websiteSummary));
  const category = categoryPhrase(product?.category ?? null, from === 'de');
  const price = prices(source);
  const scenes = content.reelScript.scenes;
  const last = scenes.length - 1;
  const writers = writerLines(source.written);
  const edited = (scene: Scene) => writers !== null && !writers.has(norm(scene.audio.voiceover));

  /** The target bank's line for one of the writer's own structural lines, or null for a fact line. */
  const bankLine = (voiceover: string, index: number): string | null => {
    if (index === 0) return voiceLine(pick(dst.hooks, seed)(name));
    if (price && (voiceover.includes(price.from) || priceIn(voiceover)))
      return voiceLine(dst.offer(price.to));
    if (index === last) return voiceLine(dst.cta(name));
    const pad = src.pads(name).findIndex((p) => same(voiceLine(p), voiceover));
    if (pad >= 0) return voiceLine(dst.pads(name)[pad] ?? dst.pads(name)[0] ?? voiceover);
    const generic = src.genericBenefits(name, category).findIndex((g) => same(voiceLine(g), voiceover));
    if (generic >= 0) return voiceLine(dst.genericBenefits(name, null)[generic] ?? voiceover);
    return null;
  };
  const retext = (scene: Scene, voiceover: string): Scene => {
    const { untranslated: _, ...rest } = scene;
    return { ...rest, duration: sceneSeconds(voiceover), audio: { ...scene.audio, voiceover } };
  };
  const keep = (scene: Scene): Scene => {
    const mark = kept(scene, from, to);
    return { ...retext(scene, scene.audio.voiceover), ...(mark ? { untranslated: mark } : {}) };
  };
  const translate = (scene: Scene, index: number): Scene => {
    if (scene.untranslated || edited(scene)) return keep(scene);
    const banked = bankLine(scene.audio.voiceover, index);
    return banked === null ? keep(scene) : retext(scene, banked);
  };

  const translated = scenes.map(translate);
  const hook = translated[0]?.audio.voiceover ?? '';
  const hookLines = alternativeHookLines(to, name, null, hook);
  const post = `${dst.commentaryOpen(name, null)} ${dst.commentaryClose(price?.to ?? null)}`;
  // Hashtags made of the page's words were in the source language (#Sit #Gently #Pulls): only the
  // name, the brand and the target bank's own tags go with a translated post.
  const tags = uniqueHashtags(
    [
      toHashtag(name),
      product?.brand ? toHashtag(product.brand) : null,
      ...dst.genericTags.map((t) => toHashtag(t)),
    ],
    6,
  );
  return scriptContentSchema.parse({
    ...content,
    commentary: `${post}\n\n${tags.join(' ')}`,
    reelScript: { scenes: translated },
    ...(content.hooks?.length
      ? {
          hooks: content.hooks.map((h, i) =>
            edited(h) ? keep(h) : retext(h, hookLines[i % hookLines.length] ?? hook),
          ),
        }
      : {}),
  });
}
