export const COPY_KINDS = ['headline', 'description', 'article', 'social-post', 'sms', 'hashtags'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

export interface CopyGenerator {
  readonly name: 'openai' | 'offline';
  generate(kind: CopyKind, input: string): Promise<string>;
}

export const SMS_MAX_CHARS = 160;
export const MIN_HASHTAGS = 10;
export const MAX_HASHTAGS = 20;
