import { escapeHtml } from '@adreel/contracts';
import { NotFound } from '../domain-errors.ts';

/**
 * The one "not found" page for addresses a visitor opens in a browser (published sites, tracked
 * links): a NotFound error carrying a small self-contained HTML page, which plugins/errors.ts sends
 * with status 404 instead of the JSON body; `headers` (a page route's own CSP) go with it.
 */
export function pageNotFound(title: string, text: string, headers?: Record<string, string>): NotFound {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
  return new NotFound(title, { page: headers ? { html, headers } : { html } });
}
