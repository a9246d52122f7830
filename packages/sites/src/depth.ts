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

// What the tree builder does with an element, by tag name: one bit per rule.
const VOID = 1 << 0;
/** Content is text up to the matching end tag (noscript too: cheerio parses with scripting on). */
const RAW_TEXT = 1 << 1;
/** html, head, body: folded into the elements the document always has. */
const DOCUMENT = 1 << 2;
const HEADING = 1 << 3;
/** The start tag closes an open <p> (table does too, but not in quirks mode, so not here). */
const CLOSES_P = 1 << 4;
/** The start tag does not first reopen formatting elements a block closed. */
const NO_RECONSTRUCT = 1 << 5;
const FORMATTING = 1 << 6;
/** Opening it puts a marker in the list of active formatting elements. */
const MARKER = 1 << 7;
/** Closing it, however that happens, clears the formatting list back to its marker. */
const CLEARS_WHEN_CLOSED = 1 << 8;
/** Only its own end tag clears the formatting list. */
const CLEARS_ON_END_TAG = 1 << 9;
/** Boundaries of the default scope, and of the button, list item and table scopes. */
const SCOPE = 1 << 10;
const BUTTON_SCOPE = 1 << 11;
const LIST_ITEM_SCOPE = 1 << 12;
const TABLE_SCOPE = 1 << 13;
/** End tags with their own "has an element in scope" rule; the rest are "any other end tag". */
const SCOPED_END = 1 << 14;
const TABLE_END = 1 << 15;
/** The "special" category: an "any other" end tag stops at these instead of closing past them. */
const SPECIAL = 1 << 16;
/** Special elements other than address, div and p: where a new <li> stops looking for an open one. */
const ITEM_STOP = 1 << 17;
/** HTML start tags that end SVG/MathML content (font only with a color, face or size attribute). */
const BREAKS_OUT = 1 << 18;
/** Table parts: outside a table (or a template of table parts) the tree builder drops them. */
const TABLE_PART = 1 << 19;
/** Inside <select> the tree builder ignores every other end tag. */
const SELECT_END = 1 << 20;
const TABLE_SECTION = 1 << 21;
/** Inside these (not in a cell), a new <table> closes the current one. */
const TABLE_CONTEXT = 1 << 22;
const CELL = 1 << 23;
/** Attributes matter only where elements are compared (formatting) or namespaces decided. */
const NEEDS_ATTRIBUTES = 1 << 24;
const SVG_HTML_POINT = 1 << 25;
const MATH_TEXT_POINT = 1 << 26;

const FLAGS = new Map<string, number>();
function mark(flag: number, names: string): void {
  for (const name of names.split(' ')) FLAGS.set(name, (FLAGS.get(name) ?? 0) | flag);
}
const CLOSES_P_NAMES =
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup hr h1 h2 h3 h4 h5 h6 listing main menu nav ol p pre search section summary ul xmp li dd dt';
const SCOPE_NAMES =
  'applet caption html table td th marquee object template mi mo mn ms mtext annotation-xml foreignobject desc title';
mark(
  VOID,
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr',
);
mark(RAW_TEXT, 'script style textarea title xmp iframe noembed noframes noscript');
mark(DOCUMENT, 'html head body');
mark(HEADING, 'h1 h2 h3 h4 h5 h6');
mark(CLOSES_P, CLOSES_P_NAMES);
mark(NO_RECONSTRUCT, CLOSES_P_NAMES.replace(' xmp', ''));
mark(
  NO_RECONSTRUCT,
  'plaintext textarea iframe noembed noframes noscript base link meta script style title template caption col colgroup frame tbody td tfoot th thead tr',
);
mark(FORMATTING | NEEDS_ATTRIBUTES, 'a b big code em font i nobr s small strike strong tt u');
mark(NEEDS_ATTRIBUTES, 'annotation-xml');
mark(MARKER, 'applet marquee object template td th caption');
mark(CLEARS_WHEN_CLOSED, 'template td th caption');
mark(CLEARS_ON_END_TAG, 'applet marquee object');
mark(SCOPE | BUTTON_SCOPE | LIST_ITEM_SCOPE, SCOPE_NAMES);
mark(BUTTON_SCOPE, 'button');
mark(LIST_ITEM_SCOPE, 'ol ul');
mark(TABLE_SCOPE, 'html table template');
mark(
  SCOPED_END,
  'address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer header hgroup listing main menu nav ol pre search section summary ul applet marquee object',
);
mark(TABLE_END, 'table tbody thead tfoot tr td th caption colgroup select template');
const SPECIAL_NAMES =
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp';
mark(SPECIAL, SPECIAL_NAMES);
mark(ITEM_STOP, SPECIAL_NAMES.replace(/\b(?:address|div|p) /g, ''));
mark(
  BREAKS_OUT,
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);
mark(TABLE_PART, 'caption col colgroup tbody td tfoot th thead tr');
mark(SELECT_END, 'select option optgroup template');
mark(TABLE_SECTION, 'tbody thead tfoot');
mark(TABLE_CONTEXT, 'table tbody thead tfoot tr');
mark(CELL, 'td th');
mark(SVG_HTML_POINT, 'foreignobject desc title');
mark(MATH_TEXT_POINT, 'mi mo mn ms mtext');

const HTML_ENCODING = /encoding\s*=\s*["']?\s*(?:text\/html|application\/xhtml\+xml)/i;
const FONT_BREAKS_OUT = /(?:^|[\s/])(?:color|face|size)(?:[\s=/]|$)/i;

/** Elements nested at the deepest point, counting <html> and <body> (so `<p>x</p>` is 3). */
export function htmlNestingDepth(html: string): number {
  return scan(html, Number.POSITIVE_INFINITY);
}

/** True when the page nests more than `maxDepth` elements deep; stops reading as soon as it does. */
export function htmlNestsDeeperThan(html: string, maxDepth: number): boolean {
  return scan(html, maxDepth) > maxDepth;
}

const BASE_DEPTH = 2; // <html> and <body>: always there, whatever the markup says.
/**
 * Steps the formatting-list walks may take per character of input. Real pages use a handful of
 * formatting elements; markup that keeps hundreds of them open so that every tag walks the list
 * (which slows the tree builder down just as much) is refused as too deep.
 */
const LIST_STEPS_PER_CHAR = 8;
const NOAHS_ARK_REACH = 64;

/** One tag name within a scan: its rules and where elements of that name are open. */
interface Kind {
  name: string;
  flags: number;
  /** Stack indexes of the open elements with this name, bottom first. */
  open: number[];
}

interface Open {
  kind: Kind;
  /** Attributes as written: formatting elements compare them for the "Noah's Ark" rule. */
  attributes: string;
  /** SVG or MathML element (so `/>` really closes it). */
  foreign: boolean;
  ns: 'html' | 'svg' | 'math';
  /** Its children are parsed as SVG/MathML. */
  foreignChildren: boolean;
  /** Still on the stack of open elements. */
  open: boolean;
  /** Its place on the stack while open. */
  index: number;
}
type Active = Open | 'marker';

const last = (indexes: number[]): number =>
  indexes.length > 0 ? (indexes[indexes.length - 1] as number) : -1;

function scan(html: string, stopAbove: number): number {
  const stack: Open[] = [];
  const active: Active[] = [];
  let max = BASE_DEPTH;
  let listSteps = LIST_STEPS_PER_CHAR * html.length + 10_000;

  const kinds = new Map<string, Kind>();
  const kindOf = (name: string): Kind => {
    let kind = kinds.get(name);
    if (!kind) {
      kind = { name, flags: FLAGS.get(name) ?? 0, open: [] };
      kinds.set(name, kind);
    }
    return kind;
  };
  // The names the rules ask about by name.
  const P = kindOf('p');
  const LI = kindOf('li');
  const DD = kindOf('dd');
  const DT = kindOf('dt');
  const TABLE = kindOf('table');
  const TEMPLATE = kindOf('template');
  const SELECT = kindOf('select');
  const CAPTION = kindOf('caption');
  const BUTTON = kindOf('button');
  const NOBR = kindOf('nobr');
  const A = kindOf('a');
  const TR = kindOf('tr');
  const TD = kindOf('td');
  const TH = kindOf('th');
  const TBODY = kindOf('tbody');
  const COLGROUP = kindOf('colgroup');
  const HEADINGS = 'h1 h2 h3 h4 h5 h6'.split(' ').map(kindOf);
  const CELLS = [TD, TH];
  const DD_DT = [DD, DT];
  const CELL_CONTEXT = [TR, TBODY, kindOf('thead'), kindOf('tfoot'), TABLE, TEMPLATE];
  const ROW_CONTEXT = CELL_CONTEXT.slice(1);

  // Stack indexes kept as elements open and close, so no question walks the stack.
  const specials: number[] = []; // open special HTML elements
  const itemStops: number[] = [];
  const htmls: number[] = []; // open HTML elements
  const foreigns: number[] = []; // open SVG/MathML elements
  const scopeBounds: number[] = [];
  const buttonBounds: number[] = [];
  const listItemBounds: number[] = [];
  const tableBounds: number[] = [];

  const top = (): Open | undefined => stack[stack.length - 1];
  const lastOfAny = (candidates: Kind[]) => {
    let found = -1;
    for (const kind of candidates) found = Math.max(found, last(kind.open));
    return found;
  };
  /** Index of the nearest open element of `kinds`, unless a boundary is open above it; else -1. */
  const inScope = (target: Kind | Kind[], bounds: number[]): number => {
    const at = Array.isArray(target) ? lastOfAny(target) : last(target.open);
    return at >= 0 && at >= last(bounds) ? at : -1;
  };
  const touch = (extra: number) => {
    if (stack.length + extra + BASE_DEPTH > max) max = stack.length + extra + BASE_DEPTH;
  };
  const push = (kind: Kind, attributes = '', foreign = false, foreignChildren = false): Open => {
    const index = stack.length;
    const open: Open = { kind, attributes, foreign, ns: 'html', foreignChildren, open: true, index };
    stack.push(open);
    kind.open.push(index);
    const flags = kind.flags;
    if (flags & SCOPE) scopeBounds.push(index);
    if (flags & BUTTON_SCOPE) buttonBounds.push(index);
    if (flags & LIST_ITEM_SCOPE) listItemBounds.push(index);
    if (flags & TABLE_SCOPE) tableBounds.push(index);
    if (foreign) foreigns.push(index);
    else {
      htmls.push(index);
      if (flags & SPECIAL) specials.push(index);
      if (flags & ITEM_STOP) itemStops.push(index);
      if (flags & MARKER) active.push('marker');
    }
    touch(0);
    return open;
  };
  /** One step through the formatting list; past the budget the page counts as too deep. */
  const step = () => {
    listSteps -= 1;
    if (listSteps < 0) max = Number.POSITIVE_INFINITY;
  };
  const clearToMarker = () => {
    while (active.length > 0) {
      step();
      if (active.pop() === 'marker') return;
    }
  };
  /** Cuts the stack at `index`, closing what it removes. */
  const popTo = (index: number) => {
    while (stack.length > index) {
      const closed = stack.pop() as Open;
      const at = stack.length;
      closed.open = false;
      closed.kind.open.pop();
      for (const indexes of [scopeBounds, buttonBounds, listItemBounds, tableBounds, htmls, foreigns]) {
        if (last(indexes) === at) indexes.pop();
      }
      if (last(specials) === at) specials.pop();
      if (last(itemStops) === at) itemStops.pop();
      if (!closed.foreign && closed.kind.flags & CLEARS_WHEN_CLOSED) clearToMarker();
    }
  };
  const popCurrent = () => popTo(stack.length - 1);
  /** Formatting elements a block closed are opened again before the next text or inline element. */
  const reconstruct = () => {
    let first = active.length;
    while (first > 0) {
      step();
      const entry = active[first - 1] as Active;
      if (entry === 'marker' || entry.open) break;
      first -= 1;
    }
    for (let k = first; k < active.length; k += 1) {
      const entry = active[k] as Open;
      active[k] = push(entry.kind, entry.attributes);
    }
  };
  const lastActive = (kind: Kind): number => {
    for (let k = active.length - 1; k >= 0; k -= 1) {
      step();
      const entry = active[k] as Active;
      if (entry === 'marker') return -1;
      if (entry.kind === kind) return k;
    }
    return -1;
  };
  const addFormatting = (open: Open) => {
    // Noah's Ark: at most three identical entries after the last marker. Looking further back than
    // NOAHS_ARK_REACH only keeps an entry the parser would drop, which counts deeper, never shallower.
    let same = 0;
    for (let k = active.length - 1; k >= 0 && k >= active.length - NOAHS_ARK_REACH; k -= 1) {
      const entry = active[k] as Active;
      if (entry === 'marker') break;
      if (entry.kind !== open.kind || entry.attributes !== open.attributes) continue;
      same += 1;
      if (same === 3) {
        active.splice(k, 1);
        break;
      }
    }
    active.push(open);
  };
  /** "Any other end tag": close the nearest match unless a special element is open above it. */
  const anyOtherEnd = (kind: Kind) => {
    const at = last(kind.open);
    if (at >= 0 && last(specials) <= at) popTo(at);
  };
  /** The adoption agency, where it only pops; its restructuring cases leave the stack as it is. */
  const formattingEnd = (kind: Kind) => {
    const k = lastActive(kind);
    if (k === -1) return anyOtherEnd(kind);
    const entry = active[k] as Open;
    if (!entry.open) {
      active.splice(k, 1);
      return;
    }
    if (Math.max(last(specials), last(scopeBounds)) > entry.index) return;
    popTo(entry.index);
    active.splice(k, 1);
  };
  const inSelect = () => {
    const select = last(SELECT.open);
    return select >= 0 && select > Math.max(last(TEMPLATE.open), last(TABLE.open), last(foreigns));
  };
  /** Table parts count inside a table, or a template whose content so far is table parts. */
  const inTable = () => {
    const at = Math.max(last(TABLE.open), last(TEMPLATE.open));
    if (at === -1) return false;
    if ((stack[at] as Open).kind === TABLE) return true;
    const first = stack[at + 1];
    return first === undefined || (first.kind.flags & TABLE_PART) !== 0;
  };

  const endTag = (kind: Kind) => {
    const flags = kind.flags;
    if (!(flags & SELECT_END) && inSelect()) return;
    if (kind === P && top()?.foreignChildren) {
      while (top()?.foreignChildren) popCurrent(); // </p> ends SVG/MathML content
    }
    const current = top();
    if (current?.foreignChildren) {
      // Close a matching SVG/MathML element above the nearest HTML element; else HTML rules apply.
      const at = last(kind.open);
      if (at > last(htmls)) return popTo(at);
    }
    if (flags & FORMATTING) return formattingEnd(kind);
    if (kind === P) {
      const at = inScope(P, buttonBounds);
      return at >= 0 ? popTo(at) : touch(1); // a stray </p> makes an empty <p>
    }
    if (kind === LI || kind === DD || kind === DT) {
      const at = inScope(kind, kind === LI ? listItemBounds : scopeBounds);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (flags & HEADING) {
      const at = inScope(HEADINGS, scopeBounds);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (flags & TABLE_END) {
      const at = inScope(kind, tableBounds);
      return at >= 0 ? popTo(at) : undefined;
    }
    if (kind.name === 'form') {
      // The tree builder takes the form off the stack but leaves what it holds open (and still
      // inside it), so only a form that is the current node is counted as closed.
      if (current?.kind === kind) popCurrent();
      return;
    }
    if (flags & SCOPED_END) {
      const at = inScope(kind, scopeBounds);
      if (at < 0) return;
      popTo(at);
      if (flags & CLEARS_ON_END_TAG) clearToMarker();
      return;
    }
    return anyOtherEnd(kind);
  };

  /** Closings a start tag causes first, as the tree builder does for sloppy but common markup. */
  const impliedEnds = (kind: Kind) => {
    const flags = kind.flags;
    const isOption = kind.name === 'option';
    const isOptgroup = kind.name === 'optgroup';
    if ((isOption || isOptgroup) && top()?.kind.name === 'option') popCurrent();
    if (inSelect()) {
      if (isOptgroup && top()?.kind === kind) popCurrent();
      return; // nothing else closes anything inside a <select>
    }
    if (kind === LI || kind === DD || kind === DT) {
      // The nearest open item closes, unless another special element (not address, div, p) is above it.
      const at = kind === LI ? last(LI.open) : lastOfAny(DD_DT);
      if (at >= 0 && at === last(itemStops)) popTo(at);
    }
    if (flags & CLOSES_P) {
      const at = inScope(P, buttonBounds);
      if (at >= 0) popTo(at);
    }
    if (flags & HEADING && (top()?.kind.flags ?? 0) & HEADING) popCurrent();
    if (kind === A && lastActive(A) !== -1) formattingEnd(A);
    if (kind === NOBR && inScope(NOBR, scopeBounds) !== -1) formattingEnd(NOBR);
    if (kind === BUTTON) {
      const at = inScope(BUTTON, scopeBounds);
      if (at >= 0) popTo(at);
    }
    if (flags & CELL || kind === TR) {
      // Close an open cell (and row, for a row), then what a table holds stray (foster-parented).
      const at = inScope(kind === TR ? TR : CELLS, tableBounds);
      if (at >= 0) popTo(at);
      const context = lastOfAny(kind === TR ? ROW_CONTEXT : CELL_CONTEXT);
      if (context >= 0) popTo(context + 1);
    } else if (flags & TABLE_SECTION || kind === CAPTION || kind === COLGROUP) {
      const at = inScope(TABLE, tableBounds);
      if (at >= 0) popTo(at + 1);
    } else if (kind === TABLE && (top()?.kind.flags ?? 0) & TABLE_CONTEXT) {
      // A table straight inside another table's rows (not in a cell) closes the outer one.
      const at = inScope(TABLE, tableBounds);
      if (at >= 0) popTo(at);
    }
  };

  /** An SVG or MathML element: `/>` closes it; its children are foreign unless it is an integration point. */
  const foreignElement = (kind: Kind, ns: 'svg' | 'math', attributes: string, selfClosing: boolean) => {
    if (selfClosing) return touch(1);
    const htmlInside =
      ns === 'svg'
        ? (kind.flags & SVG_HTML_POINT) !== 0
        : (kind.flags & MATH_TEXT_POINT) !== 0 ||
          (kind.name === 'annotation-xml' && HTML_ENCODING.test(attributes));
    push(kind, attributes, true, !htmlInside).ns = ns;
  };

  /** Returns what the tokenizer reads next: 'raw' text up to the end tag, or 'plaintext' to the end. */
  const startTag = (
    kind: Kind,
    attributes: string,
    selfClosing: boolean,
  ): 'raw' | 'plaintext' | undefined => {
    const flags = kind.flags;
    const name = kind.name;
    if (
      top()?.foreignChildren &&
      (flags & BREAKS_OUT || (name === 'font' && FONT_BREAKS_OUT.test(attributes)))
    ) {
      while (top()?.foreignChildren) popCurrent();
    }
    const parent = top();
    if (parent?.foreignChildren) {
      // Foreign content: the element takes its parent's namespace (svg inside annotation-xml excepted).
      const ns = parent.kind.name === 'annotation-xml' && name === 'svg' ? 'svg' : parent.ns;
      foreignElement(kind, ns === 'html' ? 'svg' : ns, attributes, selfClosing);
      return;
    }
    if (flags & DOCUMENT) return;
    if (name === 'svg' || name === 'math') {
      reconstruct();
      foreignElement(kind, name, attributes, selfClosing);
      return;
    }
    let tableContext = false;
    if (flags & TABLE_PART) {
      if (!inTable()) return; // outside a table (or template) the tree builder drops them
      // A table part after a caption closes it and continues as in the table itself.
      const caption = inScope(CAPTION, tableBounds);
      if (caption >= 0) {
        popTo(caption);
        tableContext = true;
      }
    }
    impliedEnds(kind);
    if (!(flags & NO_RECONSTRUCT)) reconstruct();
    if (
      (flags & RAW_TEXT || name === 'plaintext') &&
      name !== 'script' &&
      name !== 'textarea' &&
      inSelect()
    ) {
      // <select> drops these start tags, so what follows them is markup, not text.
      touch(1);
      return;
    }
    if (name === 'col' && top()?.kind === TABLE) push(COLGROUP);
    if (flags & (VOID | RAW_TEXT)) {
      touch(1);
      return flags & RAW_TEXT ? 'raw' : undefined;
    }
    // The tree builder adds the table parts a sloppy table leaves out.
    const above = top()?.kind;
    const context = tableContext && above === TEMPLATE ? TABLE : above;
    if (flags & CELL && context === TABLE) push(TBODY);
    if (flags & CELL && (context === TABLE || (context?.flags ?? 0) & TABLE_SECTION)) push(TR);
    if (kind === TR && context === TABLE) push(TBODY);
    const open = push(kind, attributes);
    if (flags & FORMATTING) addFormatting(open);
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
  return max;
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
