import type { VideoFormatId } from '@adreel/contracts';
import type { Rect } from '../captions/captions.ts';
import { fitFontSize, textWidth, wrapMeasured } from '../captions/text-fit.ts';
import type { Motion } from '../encode/plan.ts';
import type { Size } from '../scenes/product-fit.ts';
import { safeZone } from './look.ts';
import { visibleWindow } from './placement.ts';

/** One line of the ribbon's words: its text and baseline (still pixels, centred across the ribbon). */
export interface RibbonLine {
  text: string;
  baseline: number;
}

/** The offer's deal ribbon in still pixels, sized and wrapped to the room left of the price badge. */
export interface RibbonLayout {
  box: Rect;
  fontSize: number;
  lines: RibbonLine[];
}

const MOTIONS: Motion[] = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'panUp', 'panDown'];

/**
 * The frame pixels a rect of the still covers at some moment under any camera move: the union of
 * its place at both ends of every move (each move maps a still pixel monotonically, so the ends
 * bound it). The ribbon is baked into the still, so it travels with the camera.
 */
export function sweptBox(r: Rect, frame: Size, still: Size): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const m of MOTIONS) {
    for (const f of [0, 1]) {
      const win = visibleWindow(m, f, frame, still);
      const kx = frame.width / win.w;
      const ky = frame.height / win.h;
      x0 = Math.min(x0, (r.x - win.x) * kx);
      y0 = Math.min(y0, (r.y - win.y) * ky);
      x1 = Math.max(x1, (r.x + r.w - win.x) * kx);
      y1 = Math.max(y1, (r.y + r.h - win.y) * ky);
    }
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Ribbon height and its largest font, per 1080 still pixels (the look's original ribbon). */
const HEIGHT = 84;
const MAX_FONT = 48;
/** Below this (per 1080) one line is too small: the words wrap to two lines instead. */
const ONE_LINE_MIN = 32;
/** Two lines in the same height: at most this size each. */
const TWO_LINE_MAX = 34;
/** Padding inside the ribbon on each side, and the gap kept to the badge, per 1080 still pixels. */
const PAD = 24;
const GAP = 20;

/**
 * The ribbon for `text` in a still of `still` size for a frame of `frame` size, clear of the badge
 * (`badgeLeft`: the badge's left edge in frame pixels, where dress puts it) under every camera
 * move. Its left edge keeps a margin inside the frame even at the end of a pan; its right edge never
 * passes the badge (a pan moves the still a pixel for a pixel, so its worst case is the still's own
 * x). The words take one line, shrunk down to a readable size, else two; the height never changes,
 * so the product's stage below it (productStage) holds.
 */
export function ribbonLayout(
  text: string,
  format: VideoFormatId,
  frame: Size,
  still: Size,
  badgeLeft: number,
): RibbonLayout {
  const s = Math.min(still.width, still.height) / 1080;
  const left = Math.round(still.width - frame.width + 0.04 * frame.width);
  const top = Math.round(safeZone(format).top * still.height + 40 * s);
  const h = Math.round(HEIGHT * s);
  const maxW = Math.floor(badgeLeft - GAP * s - left);
  const pad = PAD * s;
  const room = maxW - 2 * pad;
  const one = fitFontSize(text, room, MAX_FONT * s);
  if (one >= ONE_LINE_MIN * s || !/\s/.test(text.trim())) {
    const w = Math.min(maxW, Math.ceil(textWidth(text, one) + 2 * pad));
    return {
      box: { x: left, y: top, w, h },
      fontSize: one,
      lines: [{ text, baseline: Math.round(top + h / 2 + 0.36 * one) }],
    };
  }
  // Two lines: the largest size at which the words wrap into two lines within the room.
  let size = Math.floor(TWO_LINE_MAX * s);
  let lines = wrapMeasured(text, size, room, 2);
  while (size > 1 && lines.some((l) => l.endsWith('…'))) {
    size--;
    lines = wrapMeasured(text, size, room, 2);
  }
  const w = Math.min(maxW, Math.ceil(Math.max(...lines.map((l) => textWidth(l, size))) + 2 * pad));
  const lead = size * 1.1;
  const first = top + h / 2 - lead / 2 + 0.36 * size;
  return {
    box: { x: left, y: top, w, h },
    fontSize: size,
    lines: lines.map((l, i) => ({ text: l, baseline: Math.round(first + i * lead) })),
  };
}
