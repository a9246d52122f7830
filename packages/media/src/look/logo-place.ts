import type { VideoFormatId, WatermarkPosition } from '@adreel/contracts';
import { overlaps, type Rect } from '../captions/captions.ts';
import { type Box, watermarkPlacement } from './brand.ts';

type Corner = Exclude<WatermarkPosition, 'none'>;

/** The chosen corner first, then the other side, then the other edge, then the opposite corner. */
function cornerOrder(preferred: Corner): Corner[] {
  const [v, h] = preferred.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const flipV = v === 'top' ? 'bottom' : 'top';
  const flipH = h === 'left' ? 'right' : 'left';
  return [preferred, `${v}-${flipH}`, `${flipV}-${h}`, `${flipV}-${flipH}`] as Corner[];
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * Where the brand logo goes: the user's corner unless it would touch one of the template's own
 * layers (`obstacles`: the offer badge, the captions' own band), else the nearest free corner; when
 * every corner is taken, the one it overlaps least. Every corner is inside the safe zone
 * (watermarkPlacement). null when no watermark is wanted.
 */
export function placeLogo(
  preferred: WatermarkPosition,
  format: VideoFormatId,
  frame: Box,
  mark: Box,
  obstacles: Rect[],
): (Rect & { corner: Corner }) | null {
  if (preferred === 'none') return null;
  // A margin around the logo, so it never sits flush against a badge or a caption line either.
  const gap = Math.round(0.015 * Math.min(frame.width, frame.height));
  let best: (Rect & { corner: Corner }) | null = null;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const corner of cornerOrder(preferred)) {
    const at = watermarkPlacement(corner, format, frame, mark)!;
    const rect = { x: at.x, y: at.y, w: mark.width, h: mark.height };
    const grown = { x: rect.x - gap, y: rect.y - gap, w: rect.w + 2 * gap, h: rect.h + 2 * gap };
    const area = obstacles.reduce((sum, o) => sum + (overlaps(grown, o) ? overlapArea(grown, o) : 0), 0);
    if (area === 0) return { ...rect, corner };
    if (area < bestArea) {
      best = { ...rect, corner };
      bestArea = area;
    }
  }
  return best;
}
