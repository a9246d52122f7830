import { textColorOn } from '@adreel/contracts';
import { textWidth } from '../captions/text-fit.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';

/** What the brand kit changes on the end card. */
export interface EndCardBrand {
  primaryColor: string;
  accentColor: string;
  /** A fontconfig family name. */
  fontFamily: string;
  /** The normalised logo (PNG), drawn above the product name. */
  logo: Buffer | null;
}

/** Colours and font of the end card's layers (SVG attribute values). */
export interface EndCardPaint {
  font: string;
  /** The layer over the background: a dark veil, or the brand's solid primary panel. */
  veil: string;
  text: string;
  subtle: string;
  badge: string;
  badgeText: string;
  /** The CTA's button fill; null draws the CTA as plain text (the original card). */
  button: string | null;
  buttonText: string;
}

/** The original card: white words on a 55% black veil, a gold price badge. */
export const DEFAULT_END_CARD_PAINT: EndCardPaint = {
  font: 'DejaVu Sans',
  veil: '<rect width="100%" height="100%" fill="#000000" opacity="0.55"/>',
  text: '#ffffff',
  subtle: '#e5e7eb',
  badge: '#ffd700',
  badgeText: '#111111',
  button: null,
  buttonText: '#ffffff',
};

/**
 * A branded card is a solid panel in the primary colour with words in whichever of white or black
 * reads better on it; the price badge and the CTA button take the accent colour.
 */
export function endCardPaint(brand?: EndCardBrand | null): EndCardPaint {
  if (!brand) return DEFAULT_END_CARD_PAINT;
  const text = textColorOn(brand.primaryColor);
  const onAccent = textColorOn(brand.accentColor);
  return {
    font: brand.fontFamily.replace(/["<>&]/g, ''),
    veil: `<rect width="100%" height="100%" fill="${brand.primaryColor}"/>`,
    text,
    subtle: text,
    badge: brand.accentColor,
    badgeText: onAccent,
    button: brand.accentColor,
    buttonText: onAccent,
  };
}

/** A pill behind a centred label whose glyphs start at `textTop`, padded by 0.8 em each side (measured width). */
export function ctaButton(cx: number, textTop: number, size: number, label: string, fill: string): string {
  const w = Math.round(ctaPillWidth(label, size));
  const h = Math.round(size * 1.6);
  const y = Math.round(textTop - size * 0.36);
  return `<rect x="${Math.round(cx - w / 2)}" y="${y}" width="${w}" height="${h}" rx="${Math.round(h / 2)}" fill="${fill}"/>`;
}

/** The CTA pill's width for a label at `size`: the measured label and 0.8 em of padding each side. */
export const ctaPillWidth = (label: string, size: number) => textWidth(label, size) + 1.6 * size;

/**
 * The CTA's font size: `size`, or smaller so its pill (ctaPillWidth) is at most `maxWidth` wide,
 * e.g. "Commandez dès aujourd'hui" in a narrow column.
 */
export function ctaFontSize(label: string, size: number, maxWidth: number): number {
  return Math.max(1, Math.floor(Math.min(size, maxWidth / (textWidth(label, 1) + 1.6))));
}

/**
 * How wide a centred CTA pill may be at `cx` on a card `width` wide drawn at STILL_OVERSCAN size:
 * inside every frame a pan or zoom shows (the card less its overscan on each side), a margin from
 * the edges, and within `column` when the card sets its words in a column.
 */
export function ctaRoom(cx: number, width: number, column = width): number {
  const frame = width / STILL_OVERSCAN;
  const [left, right] = [width - frame, frame];
  const margin = 0.04 * frame;
  return Math.max(0, Math.min(column, 2 * Math.min(cx - left, right - cx) - 2 * margin));
}
