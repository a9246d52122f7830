import QRCode from 'qrcode';
import sharp from 'sharp';
import { softCopy } from '../scenes/stills.ts';

/** Greedy word wrap by an approximate glyph width, for SVG text which has no wrapping of its own. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (next.length > maxChars && cur) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!;
    // The ellipsis must fit too: drop the last word only when it would overflow.
    kept[maxLines - 1] = `${last.length + 1 <= maxChars ? last : last.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** Where the card put each of its parts (still pixels): text boxes span their line's height. */
export interface EndCardPart {
  part: 'logo' | 'title' | 'price' | 'qr' | 'cta' | 'link';
  rect: { x: number; y: number; w: number; h: number };
}

/** A text line's box from its baseline: ascent 0.8 em above, descent 0.25 em below. */
export const textBox = (
  part: EndCardPart['part'],
  x: number,
  w: number,
  baseline: number,
  size: number,
): EndCardPart => ({
  part,
  rect: { x, y: baseline - 0.8 * size, w, h: 1.05 * size },
});

/**
 * QR codes made in this process, by link and size: every render of one video (its translations, a
 * voice edit, the link-in-bio variant) prints the same link, and drawing its QR code took ~0.4 s of
 * CPU per render (profiled on a busy machine). Kept for the last MADE_QRS_KEPT links.
 */
const madeQrs = new Map<string, Promise<Buffer>>();
const MADE_QRS_KEPT = 64;

/** The QR code of the affiliate link as a PNG (dark on white, with a quiet zone). */
export function qrPng(url: string, size: number): Promise<Buffer> {
  const key = `${size} ${url}`;
  const known = madeQrs.get(key);
  if (known) return known;
  const made = QRCode.toBuffer(url, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
  made.catch(() => madeQrs.delete(key));
  if (madeQrs.size >= MADE_QRS_KEPT) madeQrs.delete(madeQrs.keys().next().value as string);
  madeQrs.set(key, made);
  return made;
}

/**
 * The card's backdrop: the scene's still blurred past reading (no ghost of the product's own text
 * behind the card's words) and dimmed, so only the card's words read.
 */
export function endCardBackdrop(background: string, width: number, height: number): Promise<Buffer> {
  return softCopy(background, width, height, { blur: 28, brightness: 0.6 });
}

/** The logo scaled to fit inside maxW x maxH (never enlarged), as PNG bytes and its size. */
export async function fitLogo(logo: Buffer, maxW: number, maxH: number) {
  const { data, info } = await sharp(logo)
    .resize(Math.round(maxW), Math.round(maxH), { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
