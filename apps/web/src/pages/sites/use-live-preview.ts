import type { PublishSiteBody } from '@adreel/contracts';
import { useEffect, useState } from 'react';
import { renderSite } from './api.ts';

/** Typing pauses this long before the preview is rendered again, so each keystroke is not a request. */
const PREVIEW_DELAY_MS = 500;

/**
 * The editor's live preview: the server applies exactly what publishing will, a moment after the
 * last edit. A failed render keeps the previous preview; null until the first one arrives.
 */
export function useLivePreview(id: string, body: PublishSiteBody): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      renderSite(id, body, controller.signal)
        .then(setHtml)
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, body]);
  return html;
}
