import * as cheerio from 'cheerio';
import { BANNER_ATTRIBUTE, COUNTDOWN_SCRIPT } from './banner.ts';

/** `type` values a browser runs as script (empty means JavaScript); anything else is inert data. */
const SCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma|j|live)script(1\.[0-5])?)$/;

/**
 * A published page as the app's preview frames show it: exactly what visitors get, minus the vendor's
 * own scripts and inline event handlers. The frames' policy refuses those anyway (only the countdown's
 * hash is allowed), so taking them out changes nothing on screen and leaves no refusal in the console.
 * Data blocks (JSON-LD, templates) stay; the countdown banner's script stays and runs.
 */
export function previewPage(html: string): string {
  const $ = cheerio.load(html);
  $('script').each((_, node) => {
    const el = $(node);
    const type = (el.attr('type') ?? '').trim().toLowerCase();
    const banner = el.closest(`[${BANNER_ATTRIBUTE}]`).length > 0 && el.text() === COUNTDOWN_SCRIPT;
    if (SCRIPT_TYPE.test(type) && !banner) el.remove();
  });
  $('*').each((_, node) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    for (const name of Object.keys(node.attribs)) {
      if (name.toLowerCase().startsWith('on')) $(node).removeAttr(name);
    }
  });
  return $.html();
}
