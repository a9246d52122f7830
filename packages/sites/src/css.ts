/** A reference found in a stylesheet: an `@import` rule or a `url()` token. */
export type CssReference =
  | { type: 'import'; start: number; end: number; url: string; condition: string }
  | { type: 'url'; start: number; end: number; url: string };

const COMMENT_OR_STRING = /("(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*')|\/\*[\s\S]*?\*\//g;

/** Drops comments (which may hold `url()` or `@import` text that must not be fetched), keeping strings. */
export function stripCssComments(css: string): string {
  return css.replace(COMMENT_OR_STRING, (_match, quoted: string | undefined) => quoted ?? '');
}

const IMPORT_SOURCE = String.raw`@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([^;{}]*);?`;
const URL_SOURCE = String.raw`url\(\s*(?:"((?:[^"\\\n]|\\[\s\S])*)"|'((?:[^'\\\n]|\\[\s\S])*)'|([^)"'\s]*))\s*\)`;

/** CSS escapes in URLs are rare; undo the simple ones (`\(`, `\ `) that sites do use. */
function unescapeCss(value: string): string {
  return value.replace(/\\([^0-9a-fA-F\n])/g, '$1').trim();
}

/** Finds every `@import` and `url()` in comment-free CSS, in order. */
export function findCssReferences(css: string): CssReference[] {
  const pattern = new RegExp(`${IMPORT_SOURCE}|${URL_SOURCE}`, 'gi');
  const found: CssReference[] = [];
  for (const m of css.matchAll(pattern)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (m[0].startsWith('@')) {
      const url = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
      found.push({ type: 'import', start, end, url: unescapeCss(url), condition: (m[6] ?? '').trim() });
    } else {
      const url = m[7] ?? m[8] ?? m[9] ?? '';
      found.push({ type: 'url', start, end, url: unescapeCss(url) });
    }
  }
  return found;
}

/** Replaces each reference whose replacement is a string; null keeps the original text. */
export function replaceCssReferences(
  css: string,
  references: readonly CssReference[],
  replacements: readonly (string | null)[],
): string {
  let out = '';
  let cursor = 0;
  references.forEach((ref, index) => {
    const replacement = replacements[index];
    if (replacement === null || replacement === undefined) return;
    out += css.slice(cursor, ref.start) + replacement;
    cursor = ref.end;
  });
  return out + css.slice(cursor);
}

/** A `url()` token holding `url`, quoted so any URL (including data: URIs) is safe inside it. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The rules of an imported sheet wrapped so they keep the import's condition: `@import "a.css" print`
 * applies a.css only when printing. Layer and supports() conditions are kept; others are media queries.
 */
export function wrapImported(css: string, condition: string): string {
  if (condition === '') return css;
  const layer = /^layer(?:\(([^)]*)\))?(?![\w-])\s*/i.exec(condition);
  if (layer) {
    const inner = wrapImported(css, condition.slice(layer[0].length).trim());
    const name = (layer[1] ?? '').trim();
    return `@layer${name ? ` ${name}` : ''} {\n${inner}\n}`;
  }
  const supports = /^supports\(((?:[^()]|\([^()]*\))*)\)\s*/i.exec(condition);
  if (supports) {
    return `@supports (${supports[1]}) {\n${wrapImported(css, condition.slice(supports[0].length).trim())}\n}`;
  }
  return `@media ${condition} {\n${css}\n}`;
}

/** `@charset` is only legal as a sheet's first bytes; once inlined into a <style> it is noise. */
export function dropCharsetRules(css: string): string {
  return css.replace(/@charset\s+["'][^"']*["']\s*;/gi, '');
}

/** A <style> element's text ends at the first `</style`; escape it so inlined CSS cannot close it. */
export function escapeForStyleElement(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
