import { type LanguageCode, languageTag, type Product, type ScriptContent } from '@adreel/contracts';
import { splitPhrases } from '../captions/phrases.ts';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import type { SceneOverlays } from '../encode/plan.ts';
import { formatPrice } from '../endcard/endcard-text.ts';
import { VIDEO_WORDS } from '../endcard/endcard-words.ts';
import type { Background } from '../scenes/backgrounds.ts';
import { badgeLayout } from './badge-layout.ts';
import type { Canvas } from './canvas.ts';
import { safeZone } from './look.ts';
import { ribbonLayout } from './ribbon-layout.ts';
import { offerBadge, offerStill, splitCardStill } from './template-stills.ts';

export interface DressedScene {
  background: Background;
  overlays?: SceneOverlays;
}

/** Up to five benefit lines (the card wraps and scales them to fit): the product's features, else sentences of the summary. */
export function benefitBullets(product: Product | null, content: ScriptContent): string[] {
  const features = (product?.features ?? []).map((f) => f.trim()).filter(Boolean);
  const lines = features.length > 0 ? features : splitPhrases(content.websiteSummary);
  return lines.slice(0, 5).map((l) => (l.length > 80 ? `${l.slice(0, 79)}…` : l));
}

/**
 * The template's layers for each scene, built over the prepared backgrounds: the product card and
 * the offer ribbon are baked into the still (cached like every still), while the story progress bar
 * and the sliding price badge are drawn by the filter graph per frame. Classic and Bold use the
 * background as it is.
 */
export async function dressScenes(
  ctx: RenderContext,
  canvas: Canvas,
  o: { backgrounds: Background[]; product: Product | null; content: ScriptContent; language?: LanguageCode },
): Promise<DressedScene[]> {
  const { look, frame } = canvas;
  const words = VIDEO_WORDS[o.language ?? 'en'];
  const { backgrounds } = o;
  const { width, height } = frame;
  const { width: SW, height: SH } = canvas.still;
  const s = Math.min(width, height) / 1080;
  const zone = safeZone(look.format);
  if (look.template === 'ugc') {
    const barH = Math.max(4, Math.round(10 * s));
    const y = Math.round(zone.top * height) + Math.round(12 * s);
    return backgrounds.map((background, index) => ({
      background,
      overlays: { progress: { index, count: backgrounds.length, y, height: barH } },
    }));
  }
  if (look.template === 'split') {
    const text = {
      title: o.product?.name?.trim() || words.whyLoveIt,
      bullets: benefitBullets(o.product, o.content),
      colors: o.product?.colors ?? [],
    };
    return Promise.all(
      backgrounds.map(async (bg, i) => {
        if (bg.kind !== 'still') return { background: bg };
        const card = { ...text, active: i };
        const key = hashKey('split', CACHE_VERSION, bg.key, card, look.format, SW, SH);
        const r = await ctx.cache('look', key, 'jpg', (tmp) =>
          splitCardStill(bg, card, look.format, SW, SH, tmp),
        );
        return { background: { ...bg, path: r.path, key } };
      }),
    );
  }
  if (look.template === 'offer') {
    const price = o.product
      ? formatPrice(o.product.price, o.product.currency, languageTag(o.language ?? 'en'))
      : null;
    const size = Math.round(0.3 * Math.min(width, height));
    // Measured here as well as in offerBadge: a cached badge is not drawn again, its width is still needed.
    const { width: badgeW } = badgeLayout(price, size, words.badge);
    const badgeKey = hashKey('badge-measured', CACHE_VERSION, price, size, words.badge);
    const badge = await ctx.cache('look', badgeKey, 'png', async (tmp) => {
      await offerBadge(price, size, tmp, words.badge);
    });
    const badgeX = Math.round(width * 0.94 - badgeW);
    const overlays: SceneOverlays = {
      badge: {
        path: badge.path,
        x: badgeX,
        y: Math.round(zone.top * height + 30 * s),
      },
    };
    // The ribbon moves with the still; it is sized to stay left of the badge under every camera move.
    const ribbon = ribbonLayout(words.limitedOffer, look.format, frame, canvas.still, badgeX);
    return Promise.all(
      backgrounds.map(async (bg) => {
        if (bg.kind !== 'still') return { background: bg, overlays };
        const key = hashKey('offer', CACHE_VERSION, bg.key, ribbon, SW, SH);
        const r = await ctx.cache('look', key, 'jpg', (tmp) => offerStill(bg.path, ribbon, SW, SH, tmp));
        return { background: { ...bg, path: r.path, key }, overlays };
      }),
    );
  }
  return backgrounds.map((background) => ({ background }));
}
