/**
 * How deeply an HTML document's elements nest, measured without building the tree.
 *
 * Parsers are iterative, but cheerio's serializer and text extraction recurse once per level, so a
 * page of a few thousand nested elements overflows the stack when it is published. This scan runs
 * first: one pass over the markup with an explicit stack of open elements (it never recurses),
 * following the parts of the HTML tree builder that decide depth — void and raw-text elements,
 * implied end tags (p, li, dd/dt, option, table parts), end tags stopping at scope boundaries,
 * formatting elements reopened after a block closed them, and SVG/MathML self-closing tags.
 * Where it simplifies it counts deeper rather than shallower. It is a guard, not a parser: the
 * adoption agency's rarer restructurings are not modelled, so callers that serialize still catch
 * a stack overflow as a last resort.
 *
 * Every lookup is an index kept up to date as elements open and close, so the scan is linear in
 * the size of the page whatever its shape.
 */

import { DOCUMENT, FLAGS, NEEDS_ATTRIBUTES, RAW_TEXT } from './depth-rules.ts';
import { openElements } from './depth-stack.ts';
import { treeBuilder } from './depth-tree.ts';

/** Elements nested at the deepest point, counting <html> and <body> (so `<p>x</p>` is 3). */
export function htmlNestingDepth(html: string): number {
  return scan(html, Number.POSITIVE_INFINITY);
}

/** True when the page nests more than `maxDepth` elements deep; stops reading as soon as it does. */
export function htmlNestsDeeperThan(html: string, maxDepth: number): boolean {
  return scan(html, maxDepth) > maxDepth;
}

function scan(html: string, stopAbove: number): number {
  const elements = openElements(html);
  const { kindOf, reconstruct, depth } = elements;
  const { startTag, endTag } = treeBuilder(elements);
  let i = 0;
  const length = html.length;
  while (i < length && depth() <= stopAbove) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      if (i < length) reconstruct(); // trailing text
      break;
    }
    if (lt > i) reconstruct(); // text before this tag
    const next = html.charCodeAt(lt + 1);
    if (next === 0x21 /* ! */) {
      // Comments, doctypes and CDATA nest nothing.
      if (html.startsWith('<!-->', lt)) i = lt + 5;
      else if (html.startsWith('<!--->', lt)) i = lt + 6;
      else if (html.startsWith('<!--', lt)) i = commentEnd(html, lt + 4);
      else i = afterGt(html, lt + 2);
      continue;
    }
    if (next === 0x3f /* ? */) {
      i = afterGt(html, lt + 2);
      continue;
    }
    const isEnd = next === 0x2f; /* / */
    const nameStart = lt + (isEnd ? 2 : 1);
    const first = html.charCodeAt(nameStart) | 0x20; // lower-cased if a letter
    if (first < 0x61 /* a */ || first > 0x7a /* z */) {
      // "</" then a non-letter is a bogus comment up to ">"; a lone "<" is text.
      if (isEnd) i = afterGt(html, lt + 2);
      else {
        reconstruct();
        i = lt + 1;
      }
      continue;
    }
    let afterName = nameStart + 1;
    let upper = false;
    while (afterName < length) {
      const c = html.charCodeAt(afterName);
      if (isSpace(c) || c === 0x2f || c === 0x3e) break;
      if (c >= 0x41 && c <= 0x5a) upper = true;
      afterName += 1;
    }
    const raw = html.slice(nameStart, afterName);
    const kind = kindOf(upper ? raw.toLowerCase() : raw);
    readTag(html, afterName);
    i = tag.end;
    if (isEnd) {
      if (kind.name === 'br') startTag(kind, '', false);
      else if (!(kind.flags & DOCUMENT)) endTag(kind);
      continue;
    }
    const attributes = kind.flags & NEEDS_ATTRIBUTES ? html.slice(afterName, i - 1) : '';
    const read = startTag(kind, attributes, tag.selfClosing);
    if (read === 'raw') i = rawTextEnd(html, i, kind.name);
    if (read === 'plaintext') break; // everything after it is text
  }
  return depth();
}

/** Where the tag read last ended, and whether it ended in "/>" (set by readTag). */
const tag = { end: 0, selfClosing: false };

/**
 * Reads a tag's attributes up to its closing ">" as the tokenizer does (quoted values may hold ">"
 * and "/"; an unquoted value ending in "/" does not make the tag self-closing). Fills `tag`.
 */
function readTag(html: string, from: number): void {
  const length = html.length;
  let i = from;
  tag.selfClosing = false;
  while (i < length) {
    const c = html.charCodeAt(i);
    if (c === 0x3e /* > */) {
      tag.end = i + 1;
      return;
    }
    if (c === 0x2f /* / */) {
      tag.selfClosing = html.charCodeAt(i + 1) === 0x3e;
      i += 1;
      continue;
    }
    tag.selfClosing = false;
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    // An attribute name (a leading "=" belongs to it), then maybe "=" and a value.
    i += 1;
    while (i < length) {
      const n = html.charCodeAt(i);
      if (isSpace(n) || n === 0x2f || n === 0x3e || n === 0x3d) break;
      i += 1;
    }
    while (i < length && isSpace(html.charCodeAt(i))) i += 1;
    if (html.charCodeAt(i) !== 0x3d /* = */) continue;
    i += 1;
    while (i < length && isSpace(html.charCodeAt(i))) i += 1;
    const q = html.charCodeAt(i);
    if (q === 0x22 || q === 0x27) {
      const close = html.indexOf(q === 0x22 ? '"' : "'", i + 1);
      if (close === -1) break;
      i = close + 1;
    } else {
      while (i < length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 0x3e) i += 1;
    }
  }
  tag.end = length;
  tag.selfClosing = false;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

function afterGt(html: string, from: number): number {
  const gt = html.indexOf('>', from);
  return gt === -1 ? html.length : gt + 1;
}

/** A comment ends at the first "-->" or "--!>" (the parser accepts both). */
function commentEnd(html: string, from: number): number {
  for (let dashes = html.indexOf('--', from); dashes !== -1; dashes = html.indexOf('--', dashes + 1)) {
    if (html.charCodeAt(dashes + 2) === 0x3e /* > */) return dashes + 3;
    if (html.startsWith('!>', dashes + 2)) return dashes + 4;
  }
  return html.length;
}

const RAW_TEXT_END = new Map(
  [...FLAGS].flatMap(([name, flags]) =>
    flags & RAW_TEXT ? [[name, new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig')] as const] : [],
  ),
);

function rawTextEnd(html: string, from: number, name: string): number {
  const pattern = RAW_TEXT_END.get(name) as RegExp;
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}
