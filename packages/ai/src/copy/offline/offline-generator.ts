import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import type { CopyGenerator, CopyKind } from '../generator.ts';
import { analyse, type CopyBrief } from './analyse.ts';
import { article } from './article.ts';
import { description } from './description.ts';
import { hashtags } from './hashtag-list.ts';
import { headlines } from './headline.ts';
import { sms } from './sms.ts';
import { socialPost } from './social-post.ts';

const WRITERS: Record<CopyKind, (brief: CopyBrief) => string> = {
  headline: headlines,
  description,
  article,
  'social-post': socialPost,
  sms,
  hashtags,
};

/** Template copy filled from the input's own words: deterministic and needs no service. */
export function createOfflineCopyGenerator(): CopyGenerator {
  return {
    name: 'offline',
    async generate(kind, input) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      return WRITERS[kind](analyse(input));
    },
  };
}
