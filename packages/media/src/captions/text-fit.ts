import { GLYPH_WIDTHS } from './glyph-widths.ts';

/**
 * A character the table does not hold (CJK, emoji, other scripts) counts as a full em: wider than
 * any Latin glyph of the renderer's faces, so a fit never overflows on an unknown letter.
 */
const UNKNOWN_EM = 1;

/**
 * Width in pixels of `text` set at `fontSize` in the widest of the renderer's bold faces (advance
 * widths from the font files, see glyph-widths.ts). Regular weights are narrower, so this is an
 * upper bound for them too.
 */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += GLYPH_WIDTHS[ch.codePointAt(0)!] ?? UNKNOWN_EM;
  return em * fontSize;
}

/** The largest font size up to `maxSize` at which `text` is at most `maxWidth` wide (whole pixels). */
export function fitFontSize(text: string, maxWidth: number, maxSize: number): number {
  const perPx = textWidth(text, 1);
  if (perPx === 0) return Math.floor(maxSize);
  return Math.max(1, Math.floor(Math.min(maxSize, maxWidth / perPx)));
}

/**
 * Greedy word wrap by measured width: at most `maxLines` lines, each at most `maxWidth` wide at
 * `fontSize`; a word longer than a line is cut with an ellipsis, and so is the last line if words
 * are left over.
 */
export function wrapMeasured(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const fits = (s: string) => textWidth(s, fontSize) <= maxWidth;
  const cut = (s: string) => {
    let t = s;
    while (t.length > 1 && !fits(`${t}…`)) t = t.slice(0, -1).trimEnd();
    return `${t}…`;
  };
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${w}` : w;
    if (fits(next)) {
      cur = next;
      continue;
    }
    if (cur) lines.push(cur);
    if (lines.length === maxLines) {
      // Words are left over: the last kept line ends with an ellipsis.
      lines[maxLines - 1] = cut(lines[maxLines - 1]!);
      return lines;
    }
    cur = fits(w) ? w : cut(w);
  }
  if (cur) lines.push(cur);
  return lines;
}
