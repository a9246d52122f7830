/**
 * The depth scan's rules by tag name (see depth.ts): which parts of the HTML tree builder apply to
 * each element. A data table: one bit a rule, and the names that rule applies to.
 */

// What the tree builder does with an element, by tag name: one bit per rule.
export const VOID = 1 << 0;
/** Content is text up to the matching end tag (noscript too: cheerio parses with scripting on). */
export const RAW_TEXT = 1 << 1;
/** html, head, body: folded into the elements the document always has. */
export const DOCUMENT = 1 << 2;
export const HEADING = 1 << 3;
/** The start tag closes an open <p> (table does too, but not in quirks mode, so not here). */
export const CLOSES_P = 1 << 4;
/** The start tag does not first reopen formatting elements a block closed. */
export const NO_RECONSTRUCT = 1 << 5;
export const FORMATTING = 1 << 6;
/** Opening it puts a marker in the list of active formatting elements. */
export const MARKER = 1 << 7;
/** Closing it, however that happens, clears the formatting list back to its marker. */
export const CLEARS_WHEN_CLOSED = 1 << 8;
/** Only its own end tag clears the formatting list. */
export const CLEARS_ON_END_TAG = 1 << 9;
/** Boundaries of the default scope, and of the button, list item and table scopes. */
export const SCOPE = 1 << 10;
export const BUTTON_SCOPE = 1 << 11;
export const LIST_ITEM_SCOPE = 1 << 12;
export const TABLE_SCOPE = 1 << 13;
/** End tags with their own "has an element in scope" rule; the rest are "any other end tag". */
export const SCOPED_END = 1 << 14;
export const TABLE_END = 1 << 15;
/** The "special" category: an "any other" end tag stops at these instead of closing past them. */
export const SPECIAL = 1 << 16;
/** Special elements other than address, div and p: where a new <li> stops looking for an open one. */
export const ITEM_STOP = 1 << 17;
/** HTML start tags that end SVG/MathML content (font only with a color, face or size attribute). */
export const BREAKS_OUT = 1 << 18;
/** Table parts: outside a table (or a template of table parts) the tree builder drops them. */
export const TABLE_PART = 1 << 19;
/** Inside <select> the tree builder ignores every other end tag. */
export const SELECT_END = 1 << 20;
export const TABLE_SECTION = 1 << 21;
/** Inside these (not in a cell), a new <table> closes the current one. */
export const TABLE_CONTEXT = 1 << 22;
export const CELL = 1 << 23;
/** Attributes matter only where elements are compared (formatting) or namespaces decided. */
export const NEEDS_ATTRIBUTES = 1 << 24;
export const SVG_HTML_POINT = 1 << 25;
export const MATH_TEXT_POINT = 1 << 26;

export const FLAGS = new Map<string, number>();
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

export const HTML_ENCODING = /encoding\s*=\s*["']?\s*(?:text\/html|application\/xhtml\+xml)/i;
export const FONT_BREAKS_OUT = /(?:^|[\s/])(?:color|face|size)(?:[\s=/]|$)/i;
