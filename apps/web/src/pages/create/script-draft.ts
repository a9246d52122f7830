import type { ScriptContent } from '@adreel/contracts';

/**
 * What the review page keeps as the script's draft: the edited content, or null once it is the
 * writer's content again (nothing left to keep, e.g. right after Regenerate).
 */
export function draftToKeep(content: ScriptContent, written: ScriptContent): ScriptContent | null {
  return JSON.stringify(content) === JSON.stringify(written) ? null : content;
}
