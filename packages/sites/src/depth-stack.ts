/**
 * The depth scan's open elements and list of active formatting elements (see depth.ts), with the
 * indexes that answer its questions without walking either.
 */
import {
  BUTTON_SCOPE,
  CLEARS_WHEN_CLOSED,
  FLAGS,
  ITEM_STOP,
  LIST_ITEM_SCOPE,
  MARKER,
  SCOPE,
  SPECIAL,
  TABLE_SCOPE,
} from './depth-rules.ts';

const BASE_DEPTH = 2; // <html> and <body>: always there, whatever the markup says.
/**
 * Steps the formatting-list walks may take per character of input. Real pages use a handful of
 * formatting elements; markup that keeps hundreds of them open so that every tag walks the list
 * (which slows the tree builder down just as much) is refused as too deep.
 */
const LIST_STEPS_PER_CHAR = 8;
const NOAHS_ARK_REACH = 64;

/** One tag name within a scan: its rules and where elements of that name are open. */
export interface Kind {
  name: string;
  flags: number;
  /** Stack indexes of the open elements with this name, bottom first. */
  open: number[];
}

export interface Open {
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
export type Active = Open | 'marker';

export const last = (indexes: number[]): number =>
  indexes.length > 0 ? (indexes[indexes.length - 1] as number) : -1;

/** One scan's open elements and formatting list, and the operations the tree builder performs on them. */
export function openElements(html: string) {
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

  return {
    kindOf,
    stack,
    htmls,
    foreigns,
    itemStops,
    scopeBounds,
    buttonBounds,
    listItemBounds,
    tableBounds,
    top,
    lastOfAny,
    inScope,
    touch,
    push,
    clearToMarker,
    popTo,
    popCurrent,
    reconstruct,
    lastActive,
    addFormatting,
    anyOtherEnd,
    formattingEnd,
    /** Elements nested at the deepest point so far (infinite once the formatting-list budget is spent). */
    depth: () => max,
  };
}

export type OpenElements = ReturnType<typeof openElements>;
