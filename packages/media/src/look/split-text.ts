import { CAPTION_STYLES, type VideoFormatId } from '@adreel/contracts';
import { captionBox, type Rect } from '../captions/captions.ts';
import { wrapMeasured } from '../captions/text-fit.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { captionLayoutFor, isPortrait, safeZone, splitCardRect } from './look.ts';

/** A line of the card's text: its words and baseline (still pixels). */
export interface SplitLine {
  text: string;
  x: number;
  baseline: number;
}

export interface SplitTextLayout {
  /** Where the text may go (still pixels): on screen for the whole scene and clear of the captions. */
  box: Rect;
  titleSize: number;
  bulletSize: number;
  title: SplitLine[];
  /** Each bullet's lines (one or two) and where its dot goes. */
  bullets: { lines: SplitLine[]; dot: { x: number; y: number; r: number } }[];
  /** The text's height, at most box.h. */
  height: number;
}

const LINE = 1.2;

/**
 * The product card's text box in still pixels. The card drifts up or down over the whole overscan
 * (templateMotion), so a still row y shows at frame rows y - drift for every drift in 0..overscan:
 * the box starts where the top of the frame is at the drift's end and ends where the tallest
 * two-line caption of any style begins at its start. Across, it stays inside the centred frame.
 */
export function splitTextBox(format: VideoFormatId, still: { width: number; height: number }): Rect {
  const { width: SW, height: SH } = still;
  const W = SW / STILL_OVERSCAN;
  const H = SH / STILL_OVERSCAN;
  const s = Math.min(SW, SH) / 1080;
  const zone = safeZone(format);
  const card = splitCardRect(format, SW, SH);
  const captionTop = Math.min(
    ...CAPTION_STYLES.map((st) => {
      const layout = captionLayoutFor({ template: 'split', format, captionStyle: st.id });
      return captionBox({ ...layout, maxLines: 2 }).y / layout.height;
    }),
  );
  const right = (SW + W) / 2 - 0.04 * W;
  const bottom = captionTop * H - 12 * s;
  if (isPortrait(format)) {
    const top = card.y + card.h + 40 * s;
    return { x: 0.1 * SW, y: top, w: Math.min(0.8 * SW, right - 0.1 * SW), h: bottom - top };
  }
  const left = card.x + card.w + 0.05 * SW;
  const top = Math.max(card.y, SH - H + zone.top * H);
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * The product card's name and benefit bullets laid into splitTextBox: every bullet shown (up to
 * five), each wrapped to two lines by measured width, the whole column scaled down until it fits
 * the box, so no bullet is cut off in any format.
 */
export function splitTextLayout(
  format: VideoFormatId,
  still: { width: number; height: number },
  title: string,
  bullets: string[],
): SplitTextLayout {
  const box = splitTextBox(format, still);
  const s = Math.min(still.width, still.height) / 1080;
  let best: SplitTextLayout | null = null;
  for (let k = 1; k >= 0.3; k -= 0.05) {
    const titleSize = Math.round(58 * s * k);
    const bulletSize = Math.round(42 * s * k);
    const indent = 1.05 * bulletSize;
    const titleLines = wrapMeasured(title, titleSize, box.w, 2);
    let y = box.y;
    const titleOut = titleLines.map((text) => {
      y += titleSize * LINE;
      return { text, x: box.x, baseline: Math.round(y - titleSize * 0.25) };
    });
    y += 0.4 * bulletSize;
    const bulletsOut = bullets.slice(0, 5).map((b) => {
      const lines = wrapMeasured(b, bulletSize, box.w - indent, 2).map((text) => {
        y += bulletSize * LINE;
        return { text, x: box.x + indent, baseline: Math.round(y - bulletSize * 0.25) };
      });
      const first = lines[0]?.baseline ?? y;
      y += 0.3 * bulletSize;
      return {
        lines,
        dot: { x: box.x + 0.38 * bulletSize, y: first - 0.35 * bulletSize, r: 0.28 * bulletSize },
      };
    });
    best = { box, titleSize, bulletSize, title: titleOut, bullets: bulletsOut, height: y - box.y };
    if (best.height <= box.h) return best;
  }
  return best!;
}
