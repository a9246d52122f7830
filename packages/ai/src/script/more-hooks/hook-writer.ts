import type { ScriptWriterName } from '@adreel/contracts';
import { type MoreHooksInput, moreHookLines } from '../offline/more-hooks.ts';

export type { MoreHooksInput } from '../offline/more-hooks.ts';

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
