import type { ScriptContent } from '@adreel/contracts';
import { useEffect, useRef } from 'react';
import { useSaveScriptDraftMutation } from './api.ts';
import { draftToKeep } from './script-draft.ts';

/** How long editing may pause before the edits are saved. */
const SAVE_AFTER_MS = 500;

type PendingSave = { scriptId: string; content: ScriptContent | null };

/**
 * Saves the review page's edits as the script's draft shortly after each change, so a reload, a
 * second tab or a copied address shows them (issue 33); leaving the page saves what is still waiting.
 * The first render is what was loaded: nothing to save yet. A failed save is tried again by the next
 * edit, and the page keeps working either way.
 */
export function useScriptDraft(scriptId: string, content: ScriptContent, written: ScriptContent) {
  const { mutate } = useSaveScriptDraftMutation();
  const loaded = useRef(true);
  const pending = useRef<PendingSave | null>(null);

  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    pending.current = { scriptId, content: draftToKeep(content, written) };
    const timer = setTimeout(() => {
      if (pending.current) mutate(pending.current);
      pending.current = null;
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [scriptId, content, written, mutate]);

  useEffect(
    () => () => {
      if (pending.current) mutate(pending.current);
    },
    [mutate],
  );
}
