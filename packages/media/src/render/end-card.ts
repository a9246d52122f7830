import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION } from '../core/context.ts';
import { renderEndCard } from '../endcard/endcard.ts';
import { endCardText, linkInBioCard } from '../endcard/endcard-text.ts';
import { brandIdentity } from '../look/brand.ts';
import { endCardBrand } from '../look/brand-layers.ts';
import { type Background, backgroundMaker } from '../scenes/backgrounds.ts';
import type { RenderJob } from './job.ts';

/**
 * The end card (words, QR, brand) over the last scene's still, or a colour background. The
 * link-in-bio kind keeps the words and brand but shows no link and no QR code.
 */
export async function makeEndCard(
  job: RenderJob,
  backgrounds: Background[],
): Promise<{ path: string; key: string }> {
  const { ctx, input, canvas } = job;
  const { width: SW, height: SH } = canvas.still;
  const inBio = input.endCardKind === 'linkInBio';
  const linkUrl = inBio ? null : input.linkUrl;
  const text = input.endCard ?? endCardText(input.product, linkUrl, input.language);
  const card = inBio ? linkInBioCard(text, input.language) : text;
  const cardBg =
    [...backgrounds].reverse().find((b) => b.kind === 'still') ??
    (await backgroundMaker(ctx, job.sources, canvas.still).color(backgrounds.length));
  const branded = input.brand ? [brandIdentity(input.brand)] : [];
  const key = hashKey('endcard', CACHE_VERSION, card, linkUrl, cardBg.key, SW, SH, ...branded);
  const file = await ctx.cache('endcard', key, 'jpg', (tmp) =>
    renderEndCard(card, cardBg.path, linkUrl, SW, SH, tmp, endCardBrand(input.brand)),
  );
  return { path: file.path, key };
}
