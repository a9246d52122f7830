import type { LanguageCode, Product } from '@adreel/contracts';
import type { CopyKind } from '../../copy/generator.ts';
import { brief, type CopyBrief, called } from '../../copy/offline/analyse.ts';
import { article } from '../../copy/offline/article.ts';
import { description } from '../../copy/offline/description.ts';
import { hashtagList } from '../../copy/offline/hashtag-list.ts';
import { headlines } from '../../copy/offline/headline.ts';
import { hooks } from '../../copy/offline/hooks.ts';
import { localizedCopy } from '../../copy/offline/localized.ts';
import { sms } from '../../copy/offline/sms.ts';
import { captions, socialPost } from '../../copy/offline/social-post.ts';
import type { CopyRequestKind } from './intent.ts';

/** How many of each the assistant writes when the request does not say. */
const DEFAULT_COUNT: Record<CopyRequestKind, number> = {
  hooks: 3,
  headlines: 5,
  captions: 3,
  hashtags: 15,
  description: 1,
  sms: 1,
  'social-post': 1,
  article: 1,
};

const NOUN: Record<CopyRequestKind, [string, string]> = {
  hooks: ['hook', 'hooks'],
  headlines: ['headline', 'headlines'],
  captions: ['caption', 'captions'],
  hashtags: ['hashtag', 'hashtags'],
  description: ['product description', 'product descriptions'],
  sms: ['SMS', 'SMS messages'],
  'social-post': ['social post', 'social posts'],
  article: ['article', 'articles'],
};

/** Pieces written one at a time; asking for several gives that many variants. */
const SINGLE: Partial<Record<CopyRequestKind, (b: CopyBrief) => string>> = {
  description,
  sms,
  'social-post': socialPost,
  article,
};

function numberWord(n: number): string {
  return (
    ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n)
  );
}

export interface CopyRequest {
  kind: CopyRequestKind;
  count: number | null;
  /** The product as the user described it; ignored when a fetched page is given. */
  subject: string;
  product: Product | null;
  seed: number;
  /** The language the user wrote in (issue 25); English when absent. */
  language?: LanguageCode;
}

/** Which AI Content generator writes each request in the other languages (phrase banks). */
const LOCALIZED_KIND: Record<CopyRequestKind, CopyKind> = {
  hooks: 'headline',
  headlines: 'headline',
  captions: 'social-post',
  hashtags: 'hashtags',
  description: 'description',
  sms: 'sms',
  'social-post': 'social-post',
  article: 'article',
};

const HERE: Record<Exclude<LanguageCode, 'en'>, (n: string) => string> = {
  de: (n) => `Bitte schön, für ${n}:`,
  es: (n) => `Aquí tienes, para ${n}:`,
  fr: (n) => `Voici, pour ${n}:`,
  it: (n) => `Ecco, per ${n}:`,
  pt: (n) => `Aqui tens, para ${n}:`,
  nl: (n) => `Alsjeblieft, voor ${n}:`,
  pl: (n) => `Proszę, dla ${n}:`,
};

/** The requested copy, written by the same product-aware templates as the AI Content pages. */
export function copyAnswer(request: CopyRequest): string {
  const { kind, seed } = request;
  const count = request.count ?? DEFAULT_COUNT[kind];
  const facts = brief(request.product ? '' : request.subject, { product: request.product, seed });
  const language = request.language;
  if (language && language !== 'en') {
    const written = Array.from(
      { length: LOCALIZED_KIND[kind] === 'headline' ? 1 : Math.min(count, 3) },
      (_, i) => localizedCopy(LOCALIZED_KIND[kind], { ...facts, seed: seed + i }, language),
    );
    return `${HERE[language](facts.name)}\n\n${written.join('\n\n---\n\n')}`;
  }
  const single = SINGLE[kind];
  let body: string;
  if (single) {
    body = Array.from({ length: count }, (_, i) => single({ ...facts, seed: seed + i })).join('\n\n---\n\n');
  } else if (kind === 'hooks') body = hooks(facts, count);
  else if (kind === 'headlines') body = headlines(facts, count);
  else if (kind === 'captions') body = captions(facts, count);
  else body = hashtagList(facts, count).join(' ');
  const [one, many] = NOUN[kind];
  // A small product may have fewer distinct lines than asked for: say how many there really are.
  const written = kind === 'hashtags' ? body.split(' ').length : single ? count : body.split('\n').length;
  const what =
    written === 1 ? `${/^[AEIOS]/u.test(one) ? 'an' : 'a'} ${one}` : `${numberWord(written)} ${many}`;
  const source = request.product?.url ? ` (from the facts on ${request.product.url})` : '';
  return `Here ${written === 1 ? 'is' : 'are'} ${what} for ${called(facts)}${source}:\n\n${body}\n\nWant different ones? Ask for "more".`;
}
