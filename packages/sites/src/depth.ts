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
 */

const words = (list: string) => new Set(list.split(' '));

const VOID = words(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr',
);
/** Their content is text up to the matching end tag (noscript too: cheerio parses with scripting on). */
const RAW_TEXT = words('script style textarea title xmp iframe noembed noframes noscript');
/** Start and end tags the tree builder folds into the elements it always has. */
const DOCUMENT = words('html head body');
const HEADINGS = words('h1 h2 h3 h4 h5 h6');
/** Start tags that close an open <p> (in button scope); <table> too, but not in quirks mode, so not here. */
const CLOSES_P = words(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup hr h1 h2 h3 h4 h5 h6 listing main menu nav ol p pre search section summary ul xmp li dd dt',
);
/** Start tags that do not first reopen formatting elements a block closed. */
const NO_RECONSTRUCT = new Set(
  [...CLOSES_P, 'plaintext', 'textarea', 'iframe', 'noembed', 'noframes', 'noscript'].concat(
    'base link meta script style title template caption col colgroup frame tbody td tfoot th thead tr'.split(' '),
  ),
);
NO_RECONSTRUCT.delete('xmp');
const FORMATTING = words('a b big code em font i nobr s small strike strong tt u');
/** Opening one of these puts a marker in the formatting list. */
const MARKERS = words('applet marquee object template td th caption');
/** Closing one of these, however it happens, clears the formatting list back to its marker. */
const CLEARS_WHEN_CLOSED = words('template td th caption');
/** These clear it only when their own end tag closes them. */
const CLEARS_ON_END_TAG = words('applet marquee object');
/** Default scope boundaries: an end tag never closes an element beyond one of these. */
const SCOPE = words(
  'applet caption html table td th marquee object template mi mo mn ms mtext annotation-xml foreignobject desc title',
);
const LIST_ITEM_SCOPE = new Set([...SCOPE, 'ol', 'ul']);
const BUTTON_SCOPE = new Set([...SCOPE, 'button']);
const TABLE_SCOPE = words('html table template');
/** End tags with their own rule in the body ("has an element in scope"); the rest are "any other". */
const SCOPED_END = words(
  'address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer form header hgroup listing main menu nav ol pre search section summary ul applet marquee object',
);
const TABLE_END = words('table tbody thead tfoot tr td th caption colgroup select template');
/** The "special" category: an "any other" end tag stops at these instead of closing past them. */
const SPECIAL = words(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp',
);
/** SVG and MathML elements whose children are HTML again. */
const INTEGRATION_POINTS = words('foreignobject desc title mi mo mn ms mtext annotation-xml');
/** HTML start tags that end SVG/MathML content (font only with a color, face or size attribute). */
const BREAKS_OUT = words(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);
const FONT_BREAKS_OUT = /(?:^|[\s/])(?:color|face|size)(?:[\s=/]|$)/i;
const TABLE_SECTIONS = words('tbody thead tfoot');
/** Table parts: outside a table (or template) the tree builder drops these start tags. */
const TABLE_PARTS = words('caption col colgroup tbody td tfoot th thead tr');
/** Inside <select> the tree builder ignores every other end tag. */
const SELECT_END = words('select option optgroup template');
const TABLE_CONTEXT = words('table tbody thead tfoot tr');
const CELLS = words('td th');
const LIST_ITEM_STOP_EXCEPT = words('address div p');
const TABLE_OR_TEMPLATE = words('table template');
const CELL_CONTEXT = words('tr tbody thead tfoot table template');
const ROW_CONTEXT = words('tbody thead tfoot table template');
const EMPTY = new Set<string>();

interface Open {
  name: string;
  /** Attributes as written: formatting elements compare them for the "Noah's Ark" rule. */
  attributes: string;
  /** SVG or MathML element (so `/>` really closes it). */
  foreign: boolean;
  /** Its children are parsed as SVG/MathML. */
  foreignChildren: boolean;
  /** Still on the stack of open elements. */
  open: boolean;
}
type Active = Open | 'marker';

/** Elements nested at the deepest point, counting <html> and <body> (so `<p>x</p>` is 3). */
export function htmlNestingDepth(html: string): number {
  return scan(html, Number.POSITIVE_INFINITY);
}

/** True when the page nests more than `maxDepth` elements deep; stops reading as soon as it does. */
export function htmlNestsDeeperThan(html: string, maxDepth: number): boolean {
  return scan(html, maxDepth) > maxDepth;
}

const BASE_DEPTH = 2; // <html> and <body>: always there, whatever the markup says.
const TAG_NAME = /[a-zA-Z][^\t\n\f\r />]*/y;

function scan(html: string, stopAbove: number): number {
  const stack: Open[] = [];
  const active: Active[] = [];
  let max = BASE_DEPTH;

  const top = (): Open | undefined => stack[stack.length - 1];
  const touch = (extra: number) => {
    if (stack.length + extra + BASE_DEPTH > max) max = stack.length + extra + BASE_DEPTH;
  };
  const push = (name: string, attributes = '', foreign = false, foreignChildren = false): Open => {
    const open: Open = { name, attributes, foreign, foreignChildren, open: true };
    stack.push(open);
    touch(0);
    if (!foreign && MARKERS.has(name)) active.push('marker');
    return open;
  };
  const clearToMarker = () => {
    const marker = active.lastIndexOf('marker');
    active.length = marker === -1 ? 0 : marker;
  };
  /** Cuts the stack at `index`, closing what it removes. */
  const popTo = (index: number) => {
    while (stack.length > index) {
      const closed = stack.pop() as Open;
      closed.open = false;
      if (!closed.foreign && CLEARS_WHEN_CLOSED.has(closed.name)) clearToMarker();
    }
  };
  /** Index of the nearest open element named `names`, unless a boundary comes first; else -1. */
  const inScope = (names: Set<string> | string, boundaries: Set<string>): number => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const open = stack[i] as Open;
      if (typeof names === 'string' ? open.name === names : names.has(open.name)) return i;
      if (boundaries.has(open.name)) return -1;
    }
    return -1;
  };
  /** Formatting elements a block closed are opened again before the next text or inline element. */
  const reconstruct = () => {
    let first = active.length;
    while (first > 0) {
      const entry = active[first - 1] as Active;
      if (entry === 'marker' || entry.open) break;
      first -= 1;
    }
    for (let k = first; k < active.length; k += 1) {
      const entry = active[k] as Open;
      active[k] = push(entry.name, entry.attributes);
    }
  };
  const lastActive = (name: string): number => {
    for (let k = active.length - 1; k >= 0; k -= 1) {
      const entry = active[k] as Active;
      if (entry === 'marker') return -1;
      if (entry.name === name) return k;
    }
    return -1;
  };
  const addFormatting = (open: Open) => {
    // Noah's Ark: at most three identical entries after the last marker.
    let same = 0;
    for (let k = active.length - 1; k >= 0; k -= 1) {
      const entry = active[k] as Active;
      if (entry === 'marker') break;
      if (entry.name === open.name && entry.attributes === open.attributes && (same += 1) === 3) {
        active.splice(k, 1);
        break;
      }
    }
    active.push(open);
  };
  /** "Any other end tag": close the nearest match unless a special element is in the way. */
  const anyOtherEnd = (name: string) => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const open = stack[i] as Open;
      if (open.name === name) return popTo(i);
      if (!open.foreign && SPECIAL.has(open.name)) return;
    }
  };
  /** The adoption agency, where it only pops; its restructuring cases leave the stack as it is. */
  const formattingEnd = (name: string) => {
    const k = lastActive(name);
    if (k === -1) return anyOtherEnd(name);
    const entry = active[k] as Open;
    if (!entry.open) {
      active.splice(k, 1);
      return;
    }
    const index = stack.lastIndexOf(entry);
    for (let i = stack.length - 1; i > index; i -= 1) {
      const open = stack[i] as Open;
      if (SCOPE.has(open.name) || SPECIAL.has(open.name)) return;
    }
    popTo(index);
    active.splice(k, 1);
  };
  const inSelect = () => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const name = (stack[i] as Open).name;
      if (name === 'select') return true;
      if (name === 'template' || name === 'table' || (stack[i] as Open).foreign) return false;
    }
    return false;
  };
  /** Table parts count inside a table, or a template whose content so far is table parts. */
  const inTable = () => {
    const at = inScope(TABLE_OR_TEMPLATE, EMPTY);
    if (at === -1) return false;
    if ((stack[at] as Open).name === 'table') return true;
    const first = stack[at + 1];
    return first === undefined || TABLE_PARTS.has(first.name);
  };
  const endTag = (name: string) => {
    if (!SELECT_END.has(name) && inSelect()) return;
    const current = top();
    if (current?.foreignChildren) {
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        const open = stack[i] as Open;
        if (!open.foreign) break; // back in HTML: its rules apply
        if (open.name === name) return popTo(i);
      }
    }
    if (FORMATTING.has(name)) return formattingEnd(name);
    if (name === 'p') {
      const at = inScope('p', BUTTON_SCOPE);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const at = inScope(name, name === 'li' ? LIST_ITEM_SCOPE : SCOPE);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (HEADINGS.has(name)) {
      const at = inScope(HEADINGS, SCOPE);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (TABLE_END.has(name)) {
      const at = inScope(name, TABLE_SCOPE);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (name === 'form') {
      // The tree builder takes the form off the stack but leaves what it holds open (and still
      // inside it), so only a form that is the current node is counted as closed.
      if (current?.name === 'form') popTo(stack.length - 1);
      return;
    }
    if (SCOPED_END.has(name)) {
      const at = inScope(name, SCOPE);
      if (at < 0) return;
      popTo(at);
      if (CLEARS_ON_END_TAG.has(name)) clearToMarker();
      return;
    }
    return anyOtherEnd(name);
  };

  /** Closings a start tag causes first, as the tree builder does for sloppy but common markup. */
  const impliedEnds = (name: string) => {
    const current = top()?.name ?? '';
    if ((name === 'option' || name === 'optgroup') && current === 'option') popTo(stack.length - 1);
    if (name === 'optgroup' && top()?.name === 'optgroup') popTo(stack.length - 1);
    if (inSelect()) return; // nothing else closes anything inside a <select>
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const items = name === 'li' ? ['li'] : ['dd', 'dt'];
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        const open = stack[i] as Open;
        if (items.includes(open.name)) {
          popTo(i);
          break;
        }
        if (SPECIAL.has(open.name) && !LIST_ITEM_STOP_EXCEPT.has(open.name)) break;
      }
    }
    if (CLOSES_P.has(name)) {
      const p = inScope('p', BUTTON_SCOPE);
      if (p >= 0) popTo(p);
    }
    if (HEADINGS.has(name) && HEADINGS.has(top()?.name ?? '')) popTo(stack.length - 1);
    if (name === 'a' && lastActive('a') !== -1) formattingEnd('a');
    if (name === 'nobr' && inScope('nobr', SCOPE) !== -1) formattingEnd('nobr');
    if (name === 'button') {
      const at = inScope('button', SCOPE);
      if (at >= 0) popTo(at);
    }
    if (CELLS.has(name) || name === 'tr') {
      // Close an open cell (and row, for a row), then what a table holds stray (foster-parented).
      const at = inScope(name === 'tr' ? 'tr' : CELLS, TABLE_SCOPE);
      if (at >= 0) popTo(at);
      const context = inScope(name === 'tr' ? ROW_CONTEXT : CELL_CONTEXT, EMPTY);
      if (context >= 0) popTo(context + 1);
    } else if (TABLE_SECTIONS.has(name) || name === 'caption' || name === 'colgroup') {
      const at = inScope('table', TABLE_SCOPE);
      if (at >= 0) popTo(at + 1);
    } else if (name === 'table' && TABLE_CONTEXT.has(top()?.name ?? '')) {
      // A table straight inside another table's rows (not in a cell) closes the outer one.
      const at = inScope('table', TABLE_SCOPE);
      if (at >= 0) popTo(at);
    }
  };

  const startTag = (name: string, attributes: string, selfClosing: boolean) => {
    if (DOCUMENT.has(name)) return;
    const current = top();
    const breaksOut = BREAKS_OUT.has(name) || (name === 'font' && FONT_BREAKS_OUT.test(attributes));
    if (current?.foreignChildren && breaksOut) {
      while (top()?.foreignChildren) popTo(stack.length - 1);
    }
    if (name === 'svg' || name === 'math' || top()?.foreignChildren) {
      const foreignChildren = !INTEGRATION_POINTS.has(name) || name === 'svg' || name === 'math';
      if (name === 'svg' || name === 'math') reconstruct();
      if (selfClosing) touch(1);
      else push(name, attributes, true, foreignChildren);
      return 'foreign';
    }
    let tableContext = false;
    if (TABLE_PARTS.has(name)) {
      if (!inTable()) return; // outside a table (or template) the tree builder drops them
      // A table part after a caption closes it and continues as in the table itself.
      const caption = inScope('caption', TABLE_SCOPE);
      if (caption >= 0) {
        popTo(caption);
        tableContext = true;
      }
    }
    impliedEnds(name);
    if (!NO_RECONSTRUCT.has(name)) reconstruct();
    if (inSelect() && (RAW_TEXT.has(name) || name === 'plaintext') && name !== 'script' && name !== 'textarea') {
      // <select> drops these start tags, so what follows them is markup, not text.
      touch(1);
      return;
    }
    if (VOID.has(name) || RAW_TEXT.has(name)) {
      touch(1);
      return RAW_TEXT.has(name) ? 'raw' : undefined;
    }
    // The tree builder adds the table parts a sloppy table leaves out.
    const above = top()?.name ?? '';
    const parent = tableContext && above === 'template' ? 'table' : above;
    if (CELLS.has(name) && parent === 'table') push('tbody');
    if (CELLS.has(name) && (parent === 'table' || TABLE_SECTIONS.has(parent))) push('tr');
    if (name === 'tr' && parent === 'table') push('tbody');
    const open = push(name, attributes);
    if (FORMATTING.has(name)) addFormatting(open);
    return name === 'plaintext' ? 'plaintext' : undefined;
  };

  let i = 0;
  const length = html.length;
  while (i < length && max <= stopAbove) {
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
    TAG_NAME.lastIndex = lt + (isEnd ? 2 : 1);
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      // "</" then a non-letter is a bogus comment up to ">"; a lone "<" is text.
      if (isEnd) i = afterGt(html, lt + 2);
      else {
        reconstruct();
        i = lt + 1;
      }
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const tag = readTag(html, TAG_NAME.lastIndex);
    i = tag.end;
    if (isEnd) {
      if (name === 'br') startTag('br', '', false);
      else if (!DOCUMENT.has(name)) endTag(name);
      continue;
    }
    const kind = startTag(name, tag.attributes, tag.selfClosing);
    if (kind === 'raw') i = rawTextEnd(html, i, name);
    if (kind === 'plaintext') break; // everything after it is text
  }
  return max;
}

/**
 * Reads a tag's attributes up to its closing ">" as the tokenizer does (quoted values may hold ">"
 * and "/"; an unquoted value ending in "/" does not make the tag self-closing).
 */
function readTag(html: string, from: number): { end: number; attributes: string; selfClosing: boolean } {
  const length = html.length;
  let i = from;
  let selfClosing = false;
  const done = (end: number) => ({ end, attributes: html.slice(from, end - 1), selfClosing });
  while (i < length) {
    const c = html.charCodeAt(i);
    if (c === 0x3e /* > */) return done(i + 1);
    if (c === 0x2f /* / */) {
      selfClosing = html.charCodeAt(i + 1) === 0x3e;
      i += 1;
      continue;
    }
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    // An attribute name (a leading "=" belongs to it), then maybe "=" and a value.
    i += 1;
    while (i < length && !isSpace(html.charCodeAt(i)) && !'/>='.includes(html.charAt(i))) i += 1;
    while (i < length && isSpace(html.charCodeAt(i))) i += 1;
    if (html.charCodeAt(i) !== 0x3d /* = */) continue;
    i += 1;
    while (i < length && isSpace(html.charCodeAt(i))) i += 1;
    const q = html.charCodeAt(i);
    if (q === 0x22 || q === 0x27) {
      const close = html.indexOf(q === 0x22 ? '"' : "'", i + 1);
      if (close === -1) return { end: length, attributes: '', selfClosing: false };
      i = close + 1;
    } else {
      while (i < length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 0x3e) i += 1;
    }
  }
  return { end: length, attributes: '', selfClosing: false };
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
  const a = html.indexOf('-->', from);
  const b = html.indexOf('--!>', from);
  if (a === -1 && b === -1) return html.length;
  if (b === -1 || (a !== -1 && a < b)) return a + 3;
  return b + 4;
}

/** Raw text runs to the first "</name" followed by whitespace, "/" or ">". */
function rawTextEnd(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}
