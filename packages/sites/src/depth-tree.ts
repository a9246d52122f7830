/**
 * The depth scan's tree builder (see depth.ts): what each start and end tag does to the open elements
 * and the formatting list.
 */
import {
  BREAKS_OUT,
  CELL,
  CLEARS_ON_END_TAG,
  CLOSES_P,
  DOCUMENT,
  FONT_BREAKS_OUT,
  FORMATTING,
  HEADING,
  HTML_ENCODING,
  MATH_TEXT_POINT,
  NO_RECONSTRUCT,
  RAW_TEXT,
  SCOPED_END,
  SELECT_END,
  SVG_HTML_POINT,
  TABLE_CONTEXT,
  TABLE_END,
  TABLE_PART,
  TABLE_SECTION,
  VOID,
} from './depth-rules.ts';
import { type Kind, last, type Open, type OpenElements } from './depth-stack.ts';

/** The start and end tag handlers of one scan, working on its open elements. */
export function treeBuilder(elements: OpenElements) {
  const { kindOf, stack, top, touch, push, popTo, popCurrent, lastOfAny, inScope } = elements;
  const { htmls, foreigns, itemStops, scopeBounds, buttonBounds, listItemBounds, tableBounds } = elements;
  const { clearToMarker, reconstruct, lastActive, addFormatting, anyOtherEnd, formattingEnd } = elements;
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

  return { startTag, endTag };
}
