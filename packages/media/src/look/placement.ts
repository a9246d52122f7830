import type { Rect } from '../captions/captions.ts';
import type { Motion } from '../encode/plan.ts';
import type { Size } from '../scenes/product-fit.ts';
import { BADGE_MAX_WIDTH } from './badge-layout.ts';
import { isPortrait, type RenderLook, safeZone, splitCardRect } from './look.ts';

/**
 * The part of a still (still pixels) the frame shows at fraction `f` (0..1) of a scene under a
 * camera move: the same arithmetic as filtergraph's motionFilter (a zoom scales the still from the
 * frame's size up to the still's and crops the centre; a pan slides a frame-sized window).
 */
export function visibleWindow(motion: Motion, f: number, frame: Size, still: Size): Rect {
  const { width: w, height: h } = frame;
  const { width: sw, height: sh } = still;
  const zoom = (p: number): Rect => {
    const z = sw / w - 1;
    const scaledW = 2 * Math.trunc((w * (1 + z * p)) / 2);
    const scaledH = 2 * Math.trunc((h * (1 + z * p)) / 2);
    const ww = (w * sw) / scaledW;
    const wh = (h * sh) / scaledH;
    return { x: (sw - ww) / 2, y: (sh - wh) / 2, w: ww, h: wh };
  };
  const pan = (x: number, y: number): Rect => ({ x, y, w, h });
  switch (motion) {
    case 'zoomIn':
      return zoom(f);
    case 'zoomOut':
      return zoom(1 - f);
    case 'panRight':
      return pan((sw - w) * f, (sh - h) / 2);
    case 'panLeft':
      return pan((sw - w) * (1 - f), (sh - h) / 2);
    case 'panUp':
      return pan((sw - w) / 2, (sh - h) * (1 - f));
    case 'panDown':
      return pan((sw - w) / 2, (sh - h) * f);
  }
}

/** Whether `inner` lies inside `outer` (to within `tol` pixels of rounding). */
export function contains(outer: Rect, inner: Rect, tol = 1): boolean {
  return (
    inner.x >= outer.x - tol &&
    inner.y >= outer.y - tol &&
    inner.x + inner.w <= outer.x + outer.w + tol &&
    inner.y + inner.h <= outer.y + outer.h + tol
  );
}

const intersect = (a: Rect, b: Rect): Rect => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x),
    h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y),
  };
};

/**
 * The still pixels every camera move keeps on screen for the whole scene: the still less its
 * overscan on each side (a pan travels the whole overscan; a zoom ends on the still's centre).
 */
export function alwaysVisible(frame: Size, still: Size): Rect {
  const mx = still.width - frame.width;
  const my = still.height - frame.height;
  return { x: mx, y: my, w: frame.width - mx, h: frame.height - my };
}

/** Share of the frame's height kept free above the bottom band for captions (two lines and more). */
const CAPTION_ROOM = { portrait: 0.12, wide: 0.17 };

/**
 * Where a look may put the product, in still pixels: clear of the template's own layers (the offer's
 * ribbon and price badge, the platform's top and bottom bands) and inside what every camera move
 * keeps on screen, so the product is whole in every frame of its scene.
 */
export function productStage(look: RenderLook, frame: Size, still: Size): Rect {
  const { width: W, height: H } = frame;
  const s = Math.min(W, H) / 1080;
  const zone = safeZone(look.format);
  const dx = (still.width - W) / 2;
  const dy = (still.height - H) / 2;
  const top = zone.top * H;
  const bottom = (1 - zone.bottom) * H;
  if (look.template === 'split') {
    // The card's image area (still pixels already), a little inside its white frame.
    const card = splitCardRect(look.format, still.width, still.height);
    const pad = 0.03 * Math.min(card.w, card.h);
    return intersect(
      { x: card.x + pad, y: card.y + pad, w: card.w - 2 * pad, h: card.h - 2 * pad },
      alwaysVisible(frame, still),
    );
  }
  // The product stays above a free caption band at the bottom of the safe zone.
  const floor = bottom - (isPortrait(look.format) ? CAPTION_ROOM.portrait : CAPTION_ROOM.wide) * H;
  let stage: Rect;
  if (look.template === 'offer') {
    // offerStill's ribbon and dress's badge: the product goes below them (one column) or left of the
    // badge at its widest (a pill for a long price, see badgeLayout).
    const badge = 0.3 * Math.min(W, H);
    const badgeW = BADGE_MAX_WIDTH * badge;
    const badgeBottom = top + 30 * s + badge + 20 * s;
    const ribbonBottom = top + 124 * s + 16 * s;
    stage = isPortrait(look.format)
      ? { x: 0.06 * W, y: badgeBottom, w: 0.88 * W, h: floor - badgeBottom }
      : { x: 0.05 * W, y: ribbonBottom, w: 0.94 * W - badgeW - 20 * s - 0.05 * W, h: floor - ribbonBottom };
  } else {
    const y = look.template === 'bold' && !isPortrait(look.format) ? 0.06 * H : top + 30 * s;
    stage = { x: 0.06 * W, y, w: 0.88 * W, h: floor - y };
  }
  return intersect({ ...stage, x: stage.x + dx, y: stage.y + dy }, alwaysVisible(frame, still));
}
