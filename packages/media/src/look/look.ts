import {
  type CaptionStyleId,
  DEFAULT_RENDER_LOOK,
  formatSize,
  type RenderLook,
  resolveRenderLook,
  type VideoFormatId,
  type VideoTemplateId,
} from '@adreel/contracts';
import type { CaptionLayout, Rect } from '../captions/captions.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import type { Motion } from '../encode/plan.ts';
import { parseMotion } from '../scenes/scene-assets.ts';

export type { RenderLook };
export { DEFAULT_RENDER_LOOK, resolveRenderLook };

/**
 * Where platform UI covers the frame, as fractions of the height: a reel's top bar and its bottom
 * caption/buttons band; feeds show square and landscape videos with far less on top of them.
 */
export function safeZone(format: VideoFormatId): { top: number; bottom: number } {
  if (format === '9:16') return { top: 0.14, bottom: 0.2 };
  if (format === '1:1') return { top: 0.06, bottom: 0.1 };
  return { top: 0.06, bottom: 0.09 };
}

export function lookFrame(look: RenderLook): { width: number; height: number } {
  return formatSize(look.format);
}

/** Which way the frame is laid out: one column (9:16) or side by side (1:1, 16:9). */
export const isPortrait = (format: VideoFormatId) => format === '9:16';

/**
 * The product card template's image in a still of `width`×`height` (splitCardStill draws it here):
 * on top in one column (9:16; short enough to leave room for five bullets below it), on the left
 * side by side (1:1, 16:9).
 */
export function splitCardRect(format: VideoFormatId, width: number, height: number): Rect {
  const zone = safeZone(format);
  return isPortrait(format)
    ? { x: 0.1 * width, y: (zone.top + 0.02) * height, w: 0.8 * width, h: 0.27 * height }
    : { x: 0.06 * width, y: 0.12 * height, w: 0.42 * width, h: 0.76 * height };
}

/** The white frame splitCardStill draws around the card's image, per 1080 px. */
const CARD_BORDER = 10;

/**
 * Every frame pixel the bottom third of the card's image (where product shots carry their text:
 * names, prices, badges) covers at some moment of its scene, border included. The still is
 * STILL_OVERSCAN times the frame, centred across and drifting the whole overscan up or down
 * (templateMotion), so the region is the union over that drift.
 */
export function splitCardBottomThird(format: VideoFormatId, frame: { width: number; height: number }): Rect {
  const sw = frame.width * STILL_OVERSCAN;
  const sh = frame.height * STILL_OVERSCAN;
  const card = splitCardRect(format, sw, sh);
  const border = CARD_BORDER * (Math.min(sw, sh) / 1080);
  const dx = (sw - frame.width) / 2;
  const drift = sh - frame.height;
  const top = card.y + (2 * card.h) / 3 - drift;
  return {
    x: card.x - border - dx,
    y: top,
    w: card.w + 2 * border,
    h: card.y + card.h + border - top,
  };
}

// Ken Burns alternates in and out so consecutive scenes never repeat the same move.
const KEN_BURNS: Motion[] = ['zoomIn', 'zoomOut'];

/** The camera move of a scene under a template. */
export function templateMotion(template: VideoTemplateId, animation: string | undefined, i: number): Motion {
  if (template === 'bold') {
    // Only a written zoom hint overrides the alternation (parseMotion's own default cycle would not).
    const hinted = animation ? parseMotion(animation, i) : null;
    return hinted === 'zoomIn' || hinted === 'zoomOut' ? hinted : KEN_BURNS[i % 2]!;
  }
  // A product card holds still apart from a slow vertical drift, so its text stays readable.
  if (template === 'split') return i % 2 === 0 ? 'panUp' : 'panDown';
  return parseMotion(animation, i);
}

// ASS colours are &HAABBGGRR.
const GOLD = '&H0000D7FF';
const YELLOW = '&H0000FFFF';
const GREEN = '&H0066FF22';
const PINK = '&H00A34FFF';

interface StylePreset {
  font: number;
  outline: number;
  shadow: number;
  borderStyle: 1 | 3;
  highlight: string;
  backColour?: string;
  bold: boolean;
  uppercase: boolean;
  position: 'bottom' | 'middle' | 'lowerThird';
}

const STYLES: Record<CaptionStyleId, StylePreset> = {
  highlight: {
    font: 78,
    outline: 6,
    shadow: 3,
    borderStyle: 1,
    highlight: GOLD,
    bold: true,
    uppercase: false,
    position: 'bottom',
  },
  box: {
    font: 66,
    outline: 16,
    shadow: 0,
    borderStyle: 3,
    highlight: YELLOW,
    backColour: '&H40000000',
    bold: true,
    uppercase: false,
    position: 'bottom',
  },
  outline: {
    font: 88,
    outline: 10,
    shadow: 0,
    borderStyle: 1,
    highlight: GREEN,
    bold: true,
    uppercase: true,
    position: 'middle',
  },
  minimal: {
    font: 56,
    outline: 0,
    shadow: 3,
    borderStyle: 1,
    highlight: PINK,
    bold: false,
    uppercase: false,
    position: 'lowerThird',
  },
};

/**
 * The caption layout of a look: the style's colours, box and outline, scaled to the frame, at the
 * style's position inside the format's safe zone. Templates with a fixed text area move captions
 * out of the way: the product card keeps them below its card (beside it when side by side), UGC
 * keeps them at the bottom; Bold makes them larger.
 */
export function captionLayoutFor(look: RenderLook): CaptionLayout {
  const { width, height } = lookFrame(look);
  const s = Math.min(width, height) / 1080;
  const st = STYLES[look.captionStyle];
  const zone = safeZone(look.format);
  const fontSize = Math.round(st.font * s * (look.template === 'bold' ? 1.15 : 1));
  const outline = Math.round(st.outline * s);
  let position = st.position;
  if (look.template === 'split' || look.template === 'ugc') position = 'bottom';
  const bottomMargin = Math.ceil(height * zone.bottom + outline + 24 * s);
  const sideBySide = look.template === 'split' && !isPortrait(look.format);
  const margin = Math.round(70 * s);
  const layout: CaptionLayout = {
    width,
    height,
    fontSize,
    outline,
    maxLines: 3,
    shadow: st.shadow,
    borderStyle: st.borderStyle,
    highlight: st.highlight,
    bold: st.bold,
    uppercase: st.uppercase,
    alignment: position === 'middle' ? 5 : 2,
    marginV: position === 'middle' ? 0 : position === 'lowerThird' ? Math.round(height * 0.3) : bottomMargin,
    // Side by side the captions start right of the card's image, whatever its drift (safe-zone rule).
    marginL: sideBySide ? besideCard(look, width, height, outline + st.shadow + 24 * s) : margin,
    marginR: margin,
  };
  if (st.backColour) layout.backColour = st.backColour;
  return layout;
}

/** The left margin that keeps a caption block (padded by `gap`) right of the card's image. */
function besideCard(look: RenderLook, width: number, height: number, gap: number): number {
  const s = Math.min(width, height) / 1080;
  const card = splitCardBottomThird(look.format, { width, height });
  return Math.max(Math.round(width / 2 + 40 * s), Math.ceil(card.x + card.w + gap));
}
