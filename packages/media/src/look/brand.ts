import { createHash } from 'node:crypto';
import {
  type BrandFontId,
  brandFontFamily,
  textColorOn,
  type VideoFormatId,
  type WatermarkPosition,
} from '@adreel/contracts';
import type { CaptionLayout } from '../captions/captions.ts';
import { safeZone } from './look.ts';

/** The brand a render draws with: the video's snapshot of its owner's kit, the logo as PNG bytes. */
export interface RenderBrand {
  primaryColor: string;
  accentColor: string;
  font: BrandFontId;
  watermark: WatermarkPosition;
  /** The normalised logo (a PNG), or null. */
  logo: Buffer | null;
}

/** What a brand contributes to cache keys: its fields and a digest of the logo, never the bytes. */
export function brandIdentity(brand: RenderBrand | null | undefined) {
  if (!brand) return null;
  return {
    primaryColor: brand.primaryColor.toUpperCase(),
    accentColor: brand.accentColor.toUpperCase(),
    font: brand.font,
    watermark: brand.watermark,
    logo: brand.logo ? createHash('sha256').update(brand.logo).digest('hex') : null,
  };
}

export { textColorOn };

export const brandFont = (brand: RenderBrand) => brandFontFamily(brand.font);

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16), Number.parseInt(m[3]!, 16)];
}

/** `#RRGGBB` as an opaque ASS colour, `&H00BBGGRR` (ASS writes blue first). */
export function hexToAss(hex: string): string {
  const [r, g, b] = rgb(hex);
  const h = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
  return `&H00${h(b)}${h(g)}${h(r)}`;
}

export interface Box {
  width: number;
  height: number;
}

/** The watermark's size: the logo scaled to fit a small box (a fifth of the frame's short side wide, a tenth high). */
export function watermarkSize(frame: Box, logo: Box): Box {
  const short = Math.min(frame.width, frame.height);
  const scale = Math.min((0.2 * short) / logo.width, (0.1 * short) / logo.height);
  return {
    width: Math.max(2, Math.round(logo.width * scale)),
    height: Math.max(2, Math.round(logo.height * scale)),
  };
}

/**
 * Top-left corner of the watermark in the frame: a margin from the chosen side edge, and inside the
 * format's safe zone vertically, so platform UI never covers it. null when no watermark is wanted.
 */
export function watermarkPlacement(
  position: WatermarkPosition,
  format: VideoFormatId,
  frame: Box,
  mark: Box,
): { x: number; y: number } | null {
  if (position === 'none') return null;
  const margin = Math.round(0.035 * Math.min(frame.width, frame.height));
  const zone = safeZone(format);
  const left = position.endsWith('left');
  const top = position.startsWith('top');
  return {
    x: left ? margin : frame.width - mark.width - margin,
    y: top
      ? Math.round(zone.top * frame.height) + margin
      : Math.round((1 - zone.bottom) * frame.height) - mark.height - margin,
  };
}

/** Captions in the brand: the spoken word in the accent colour, every word in the brand font. */
export function brandCaptionLayout(
  layout: CaptionLayout,
  brand: RenderBrand | null | undefined,
): CaptionLayout {
  if (!brand) return layout;
  return { ...layout, highlight: hexToAss(brand.accentColor), fontName: brandFont(brand) };
}
