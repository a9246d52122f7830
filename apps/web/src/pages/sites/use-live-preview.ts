import type { PublishSiteBody } from '@adreel/contracts';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { useSettled } from '../../lib/use-settled.ts';
import { useRenderedSiteQuery } from './api.ts';

/** Typing pauses this long before the preview is rendered again, so each keystroke is not a request. */
const PREVIEW_DELAY_MS = 500;

/**
 * The editor's live preview: the server applies exactly what publishing will, a moment after the
 * last edit (a query keyed by the settled edits). A failed render keeps the previous preview; null
 * until the first one arrives.
 */
export function useLivePreview(id: string, body: PublishSiteBody): string | null {
  const settled = useSettled(body, PREVIEW_DELAY_MS);
  return useLastDefined(useRenderedSiteQuery(id, settled).data) ?? null;
}
