import {
  type LanguageCode,
  type Product,
  type Scene,
  type ScriptContent,
  scriptContentSchema,
} from '@adreel/contracts';
import { guessName } from '../../text/guess-name.ts';
import { pick } from '../../text/stable-hash.ts';
import { collapseWhitespace } from '../../text/words.ts';
import { formatPrice } from '../offline/format-price.ts';
import { priceIn } from '../offline/from-text.ts';
import { alternativeHookLines } from '../offline/hooks.ts';
import { PHRASES } from '../offline/phrases.ts';
import { categoryPhrase, spokenName, voiceLine } from '../offline/spoken.ts';
import { MAX_VOICEOVER_WORDS, sceneSeconds } from '../offline/timing.ts';
import { BENEFIT_FRAMES } from './frames.ts';

/** What a translation starts from: the finished video's script, its product facts and both languages. */
export interface TranslationSource {
  content: ScriptContent;
  /** The product the script was written from; null for a script written from text. */
  product: Product | null;
  from: LanguageCode;
  to: LanguageCode;
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
 * The offline writer's translation: its own structural lines (hook, benefit lead-ins, price, call to
 * action, stock proof lines) come from the target language's phrase banks; the product facts are kept —
 * the name as it is, the price in the target language's format, each benefit as the page gave it
 * behind a lead-in in the target language. Scene count, pictures, camera moves and music stay exactly
 * as they were, so the render reuses every visual of the original. Pure: same input, same script.
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
  let benefits = 0;

  const line = (voiceover: string, index: number): string => {
    if (index === 0) return voiceLine(pick(dst.hooks, seed)(name));
    if (price && (voiceover.includes(price.from) || priceIn(voiceover)))
      return voiceLine(dst.offer(price.to));
    if (index === last) return voiceLine(dst.cta(name));
    const pad = src.pads(name).findIndex((p) => same(voiceLine(p), voiceover));
    if (pad >= 0) return voiceLine(dst.pads(name)[pad] ?? dst.pads(name)[0] ?? voiceover);
    const generic = src.genericBenefits(name, category).findIndex((g) => same(voiceLine(g), voiceover));
    if (generic >= 0) return voiceLine(dst.genericBenefits(name, null)[generic] ?? voiceover);
    const frame = BENEFIT_FRAMES[to][benefits++ % BENEFIT_FRAMES[to].length];
    return voiceLine(`${frame} ${voiceover}`, MAX_VOICEOVER_WORDS);
  };
  const retext = (scene: Scene, voiceover: string): Scene => ({
    ...scene,
    duration: sceneSeconds(voiceover),
    audio: { ...scene.audio, voiceover },
  });

  const translated = scenes.map((scene, i) => retext(scene, line(scene.audio.voiceover, i)));
  const hook = translated[0]?.audio.voiceover ?? '';
  const hookLines = alternativeHookLines(to, name, null, hook);
  const tags = content.commentary.split('\n\n').slice(1).join('\n\n');
  const post = `${dst.commentaryOpen(name, null)} ${dst.commentaryClose(price?.to ?? null)}`;
  return scriptContentSchema.parse({
    ...content,
    commentary: tags ? `${post}\n\n${tags}` : post,
    reelScript: { scenes: translated },
    ...(content.hooks?.length
      ? { hooks: content.hooks.map((h, i) => retext(h, hookLines[i % hookLines.length] ?? hook)) }
      : {}),
  });
}
