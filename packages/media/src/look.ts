import {
  type CaptionStyleId,
  DEFAULT_RENDER_LOOK,
  formatSize,
  type RenderLook,
  resolveRenderLook,
  type VideoFormatId,
  type VideoTemplateId,
} from '@adreel/contracts';
import type { CaptionLayout } from './captions.ts';
import { type Motion, parseMotion } from './scene-assets.ts';

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

/** Whether the background fills the frame (cover) or sits whole on a blurred copy (classic). */
export const stillFit = (template: VideoTemplateId): 'blur' | 'cover' =>
  template === 'classic' ? 'blur' : 'cover';

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
    marginL: sideBySide ? Math.round(width / 2 + 40 * s) : margin,
    marginR: margin,
  };
  if (st.backColour) layout.backColour = st.backColour;
  return layout;
}
