import type { Product } from '@adreel/contracts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the app lends the assistant for one reply. */
export interface AssistantContext {
  /** The facts of the product page at `url` (fetched safely, or already stored), null when unreadable. */
  findProduct?: (url: string) => Promise<Product | null>;
  /** The products the user has made scripts from, newest first: price and audience questions use their facts. */
  scriptedProducts?: () => Promise<Product[]>;
}

export interface Assistant {
  readonly name: 'openai' | 'offline';
  reply(history: ChatTurn[], input: string, context?: AssistantContext): Promise<string>;
}

/** How much of a conversation goes back to the model: enough for context, bounded in cost. */
export const HISTORY_TURNS = 20;

/** The first web address in a text, without trailing punctuation. */
export function firstUrl(text: string): string | null {
  return /https?:\/\/[^\s<>"']+/iu.exec(text)?.[0]?.replace(/[),.;:!?]+$/u, '') ?? null;
}
