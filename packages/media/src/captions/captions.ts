import { kineticText } from './kinetic-type.ts';
import type { TimedWord } from './phrases.ts';

/** Frame geometry and the safe zone: platform UI covers the top 14% and bottom 20% of a reel. */
export interface CaptionLayout {
  width: number;
  height: number;
  fontSize: number;
  outline: number;
  maxLines: number;
  /** The look (caption-styles.ts); each field defaults to the original gold-highlight style. */
  shadow?: number;
  /** ASS numpad alignment: 2 bottom-centre (MarginV from the bottom), 5 middle, 8 top. */
  alignment?: 2 | 5 | 8;
  marginV?: number;
  marginL?: number;
  marginR?: number;
  /** 1 outline and shadow, 3 an opaque box behind each line (BackColour, padded by `outline`). */
  borderStyle?: 1 | 3;
  primary?: string;
  highlight?: string;
  outlineColour?: string;
  backColour?: string;
  bold?: boolean;
  uppercase?: boolean;
  /** A fontconfig family (the brand kit's font); default DejaVu Sans. */
  fontName?: string;
  /** Softens outline and shadow into a halo (ASS \blur), in pixels; none by default. */
  blur?: number;
  /** Word by word kinetic type (kinetic-type.ts) instead of the highlighted whole line. */
  kinetic?: boolean;
}

export const DEFAULT_CAPTION_LAYOUT: CaptionLayout = {
  width: 1080,
  height: 1920,
  fontSize: 78,
  outline: 6,
  maxLines: 3,
};

export const SAFE_TOP = 0.14;
export const SAFE_BOTTOM = 0.2;

const LINE_HEIGHT = 1.2;

/** Bottom margin that keeps the lowest caption pixel (outline and shadow included) above the bottom band. */
export function captionMarginV(layout: CaptionLayout): number {
  return Math.ceil(layout.height * SAFE_BOTTOM + layout.outline + 24);
}

/** Top edge of the caption block at its tallest; must stay below the top band. */
export function captionBlockTop(layout: CaptionLayout): number {
  return (
    layout.height - captionMarginV(layout) - layout.maxLines * layout.fontSize * LINE_HEIGHT - layout.outline
  );
}

/** A rectangle in frame pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Every pixel a caption block of `maxLines` lines may cover under `layout` (outline and shadow
 * included): the area a template keeps free of what captions must not hide.
 */
export function captionBox(layout: CaptionLayout): Rect {
  const pad = layout.outline + (layout.shadow ?? 3);
  const block = layout.maxLines * layout.fontSize * LINE_HEIGHT + 2 * pad;
  const marginL = layout.marginL ?? 70;
  const marginR = layout.marginR ?? 70;
  const marginV = layout.marginV ?? captionMarginV(layout);
  const alignment = layout.alignment ?? 2;
  const y =
    alignment === 2
      ? layout.height - marginV + pad - block
      : alignment === 8
        ? marginV - pad
        : (layout.height - block) / 2;
  return { x: marginL - pad, y, w: layout.width - marginL - marginR + 2 * pad, h: block };
}

/** Whether two rectangles share any pixel. */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Moves caption lines by `offset` seconds (scene-local → pass time). */
export function shiftLines(lines: TimedWord[][], offset: number): TimedWord[][] {
  return lines.map((l) => l.map((w) => ({ text: w.text, start: w.start + offset, end: w.end + offset })));
}

function assTime(s: number): string {
  const cs = Math.max(0, Math.round(s * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const sec = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
}

/** Caption text is user-edited; braces and backslashes would become ASS override tags. */
export function escapeAssText(s: string): string {
  return s.replace(/\\/g, '\u2216').replace(/[{}]/g, '').replace(/\n/g, ' ');
}

const WHITE = '&H00FFFFFF';
const HIGHLIGHT = '&H0000D7FF'; // ASS is &HAABBGGRR: this is #FFD700 gold.
const OUTLINE = '&H00000000';
const SHADOW = '&H80000000';

/** The ASS header and its styles: one `Caption<i>` style per layout (the first is `Caption`). */
function assHeader(layouts: CaptionLayout[]): string[] {
  const first = layouts[0] ?? DEFAULT_CAPTION_LAYOUT;
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${first.width}`,
    `PlayResY: ${first.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...layouts.map((layout, i) => {
      const primary = layout.primary ?? WHITE;
      const marginV = layout.marginV ?? captionMarginV(layout);
      return `Style: ${styleName(i)},${(layout.fontName ?? 'DejaVu Sans').replace(/,/g, '')},${layout.fontSize},${primary},${primary},${layout.outlineColour ?? OUTLINE},${layout.backColour ?? SHADOW},${layout.bold === false ? 0 : -1},0,0,0,100,100,0,0,${layout.borderStyle ?? 1},${layout.outline},${layout.shadow ?? 3},${layout.alignment ?? 2},${layout.marginL ?? 70},${layout.marginR ?? 70},${marginV},1`;
    }),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
}

const styleName = (i: number) => (i === 0 ? 'Caption' : `Caption${i}`);

/**
 * One event per spoken word: the whole line is shown and the current word is recoloured, so the
 * highlight follows the voice exactly (karaoke \k would leave earlier words lit). Lines stay up
 * until the next line starts (or `lineHold` after their last word).
 */
function assEvents(lines: TimedWord[][], layout: CaptionLayout, style: string, lineHold: number): string[] {
  const primary = layout.primary ?? WHITE;
  const highlight = layout.highlight ?? HIGHLIGHT;
  const tags = `\\an${layout.alignment ?? 2}${layout.blur ? `\\blur${layout.blur}` : ''}`;
  const shown = (t: string) => escapeAssText(layout.uppercase ? t.toUpperCase() : t);
  const events: string[] = [];
  lines.forEach((line, li) => {
    const nextStart = lines[li + 1]?.[0]?.start;
    const lineEnd = Math.max(line[line.length - 1]?.end ?? 0, 0);
    const hold = nextStart !== undefined ? Math.min(nextStart, lineEnd + lineHold) : lineEnd + lineHold;
    line.forEach((word, wi) => {
      const start = word.start;
      const end = wi === line.length - 1 ? hold : (line[wi + 1]?.start ?? word.end);
      const text = layout.kinetic
        ? kineticText(
            line.map((w) => shown(w.text)),
            wi,
            { primary, highlight },
          )
        : line
            .map((w, i) => (i === wi ? `{\\c${highlight}&}${shown(w.text)}{\\c${primary}&}` : shown(w.text)))
            .join(' ');
      events.push(`Dialogue: 0,${assTime(start)},${assTime(end)},${style},,0,0,0,,{${tags}}${text}`);
    });
  });
  return events;
}

/** How long a line stays up after its last word when no line follows it, seconds. */
export const LINE_HOLD_S = 0.3;

/** When the last caption of these lines leaves the screen (0: none is shown). */
export function captionsEndS(lines: TimedWord[][], lineHold = LINE_HOLD_S): number {
  const last = lines.at(-1)?.at(-1);
  return last ? Math.max(last.end, 0) + lineHold : 0;
}

/** An ASS script of caption lines under one layout (see assEvents). */
export function buildAss(
  lines: TimedWord[][],
  layout: CaptionLayout = DEFAULT_CAPTION_LAYOUT,
  lineHold = LINE_HOLD_S,
): string {
  return `${[...assHeader([layout]), ...assEvents(lines, layout, styleName(0), lineHold)].join('\n')}\n`;
}

/**
 * One ASS script for several scenes, each with its own layout (its caption band and support): one
 * style per distinct layout, the lines already in the script's time. Same frame size throughout.
 */
export function buildScenesAss(
  groups: { lines: TimedWord[][]; layout: CaptionLayout }[],
  lineHold = LINE_HOLD_S,
): string {
  const layouts: CaptionLayout[] = [];
  const keys: string[] = [];
  const events = groups.flatMap((g) => {
    const key = JSON.stringify(g.layout);
    let i = keys.indexOf(key);
    if (i < 0) {
      i = keys.push(key) - 1;
      layouts.push(g.layout);
    }
    return assEvents(g.lines, g.layout, styleName(i), lineHold);
  });
  return `${[...assHeader(layouts), ...events].join('\n')}\n`;
}
