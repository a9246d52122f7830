import type { LanguageCode, Product } from '@adreel/contracts';

export const COPY_KINDS = ['headline', 'description', 'article', 'social-post', 'sms', 'hashtags'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

export interface CopyOptions {
  /** What the fetcher extracted from a product page the input links to, if any. */
  product?: Product | null;
  /** Which press this is (0 first): the same seed gives the same copy, the next one a fresh variant. */
  seed?: number;
  /** The language to write in (issue 25); absent: the input's own. */
  language?: LanguageCode;
}

export interface CopyGenerator {
  readonly name: 'openai' | 'offline';
  generate(kind: CopyKind, input: string, options?: CopyOptions): Promise<string>;
}

export const SMS_MAX_CHARS = 160;
export const MIN_HASHTAGS = 10;
export const MAX_HASHTAGS = 20;
