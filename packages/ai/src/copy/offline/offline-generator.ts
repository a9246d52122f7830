import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { formatPrice } from '../../script/offline/format-price.ts';
import type { CopyGenerator, CopyKind } from '../generator.ts';
import { brief, type CopyBrief } from './analyse.ts';
import { article } from './article.ts';
import { description } from './description.ts';
import { hashtags } from './hashtag-list.ts';
import { headlines } from './headline.ts';
import { localizedCopy } from './localized.ts';
import { sms } from './sms.ts';
import { socialPost } from './social-post.ts';

const WRITERS: Record<CopyKind, (brief: CopyBrief) => string> = {
  headline: (b) => headlines(b),
  description,
  article,
  'social-post': socialPost,
  sms,
  hashtags,
};

/**
 * Template copy filled from the product's facts (the fetched page's, or those the input states):
 * needs no service, and the same input and seed always give the same copy.
 */
export function createOfflineCopyGenerator(): CopyGenerator {
  return {
    name: 'offline',
    async generate(kind, input, options = {}) {
      if (!/[\p{L}\p{N}]/u.test(input) && !options.product) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      const facts = brief(input, options);
      // The chosen language, else the input's: English has its own templates, the others the banks.
      const language = options.language ?? facts.locale;
      // A page's price is written the way the chosen language writes it ("34,99 €").
      const product = options.product;
      const b =
        options.language && product?.price
          ? { ...facts, price: formatPrice(product.price, product.currency, language) }
          : facts;
      return language === 'en' ? WRITERS[kind](b) : localizedCopy(kind, b, language);
    },
  };
}
