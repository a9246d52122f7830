import type { ScriptWriterName } from '@adreel/contracts';
import type { Locale } from '../../text/language.ts';
import { moreHookLines } from '../offline/more-hooks.ts';

/** What "Make more like this" (issue 35 item 2) knows of the winner: the fields the offline banks take. */
export interface MoreHooksInput {
  locale: Locale;
  productName: string;
  category: string | null;
  winnerHook: string;
  /** Openings the campaign already has; none of them may come back. */
  used: readonly string[];
  count: number;
}

/** Writes up to `count` new opening lines in a winning variant's style and language. */
export interface HookWriter {
  readonly name: ScriptWriterName;
  /** The model that writes, named in the result; null for the offline banks. */
  readonly model: string | null;
  more(input: MoreHooksInput): Promise<string[]>;
}

/** The writer's banks: fewer lines (even none) come back when they run dry, and the caller says so. */
export function createOfflineHookWriter(): HookWriter {
  return { name: 'offline', model: null, more: async (input) => moreHookLines(input) };
}
