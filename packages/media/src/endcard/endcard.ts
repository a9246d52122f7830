import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { softCopy } from '../scenes/stills.ts';
import { ctaButton, type EndCardBrand, endCardPaint } from './endcard-brand.ts';
import type { EndCardText } from './endcard-text.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** The QR code of the affiliate link as a PNG (dark on white, with a quiet zone). */
export function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * The closing card, at overscanned size so the usual camera motion applies: a dimmed background
 * (the product image or colour still), the product name, a price badge, the CTA and the QR code.
 * Everything sits inside the 14%/20% safe zone.
 */
export async function renderEndCard(
  text: EndCardText,
  background: string,
  linkUrl: string | null,
  width: number,
  height: number,
  outPath: string,
  brand?: EndCardBrand | null,
): Promise<void> {
  if (width / height >= 0.75)
    return renderWideEndCard(text, background, linkUrl, width, height, outPath, brand);
  const s = width / 1080;
  const paint = endCardPaint(brand);
  const logo = brand?.logo ? await fitLogo(brand.logo, width * 0.45, height * 0.08) : null;
  const titleLines = wrapText(text.title, 18, logo ? 2 : 3);
  const titleSize = Math.round(84 * s);
  // A logo takes the place where the name began; the rest of the card moves down by its height.
  const logoTop = Math.round(height * 0.2 - titleSize * 0.8);
  const top = Math.round(height * 0.2) + (logo ? logo.height + Math.round(30 * s) : 0);
  const parts: string[] = [];
  titleLines.forEach((line, i) => {
    parts.push(
      `<text x="${width / 2}" y="${top + i * titleSize * 1.15}" font-family="${paint.font}" font-weight="bold" font-size="${titleSize}" fill="${paint.text}" text-anchor="middle">${esc(line)}</text>`,
    );
  });
  let y = top + titleLines.length * titleSize * 1.15 + 30 * s;
  if (text.price) {
    const bw = Math.round((text.price.length * 44 + 90) * s);
    const bh = Math.round(110 * s);
    parts.push(
      `<rect x="${(width - bw) / 2}" y="${y}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="${paint.badge}"/>`,
      `<text x="${width / 2}" y="${y + bh * 0.7}" font-family="${paint.font}" font-weight="bold" font-size="${Math.round(72 * s)}" fill="${paint.badgeText}" text-anchor="middle">${esc(text.price)}</text>`,
    );
    y += bh + 40 * s;
  }
  const qrSize = Math.round(400 * s);
  const qrTop = Math.round(y + 20 * s);
  const ctaSize = Math.round(46 * s);
  const ctaY = qrTop + (linkUrl ? qrSize + 90 * s : 60 * s);
  if (paint.button) parts.push(ctaButton(width / 2, ctaY - ctaSize * 0.8, ctaSize, text.cta, paint.button));
  parts.push(
    `<text x="${width / 2}" y="${ctaY}" font-family="${paint.font}" font-weight="bold" font-size="${ctaSize}" fill="${paint.button ? paint.buttonText : paint.text}" text-anchor="middle">${esc(text.cta)}</text>`,
  );
  if (text.link) {
    parts.push(
      `<text x="${width / 2}" y="${qrTop + qrSize + 160 * s}" font-family="${paint.font}" font-size="${Math.round(40 * s)}" fill="${paint.subtle}" text-anchor="middle">${esc(text.link)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paint.veil}${parts.join('')}</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), top: 0, left: 0 }];
  if (logo) layers.push({ input: logo.data, top: logoTop, left: Math.round((width - logo.width) / 2) });
  if (linkUrl) {
    layers.push({ input: await qrPng(linkUrl, qrSize), top: qrTop, left: Math.round((width - qrSize) / 2) });
  }
  await sharp(await endCardBackdrop(background, width, height))
    .composite(layers)
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

/** Text with its top edge at `top` (SVG places text by its baseline). */
const line = (
  x: number,
  top: number,
  size: number,
  fill: string,
  body: string,
  bold = true,
  font = 'DejaVu Sans',
) =>
  `<text x="${x}" y="${Math.round(top + size * 0.8)}" font-family="${font}"${bold ? ' font-weight="bold"' : ''} font-size="${size}" fill="${fill}" text-anchor="middle">${esc(body)}</text>`;

/**
 * The closing card for square and landscape frames, re-laid rather than squeezed. Landscape: the
 * words in a column on the left (name, price badge, CTA, link) and the QR code on the right, both
 * centred vertically. Square: name and price on top, a smaller QR code, CTA and link below.
 */
async function renderWideEndCard(
  text: EndCardText,
  background: string,
  linkUrl: string | null,
  width: number,
  height: number,
  outPath: string,
  brand?: EndCardBrand | null,
): Promise<void> {
  const s = height / 1080;
  const paint = endCardPaint(brand);
  const logo = brand?.logo ? await fitLogo(brand.logo, width * 0.3, height * 0.1) : null;
  const landscape = width / height >= 1.3;
  const qrSize = linkUrl ? Math.round(landscape ? Math.min(440 * s, width * 0.3) : 330 * s) : 0;
  const colW = landscape && linkUrl ? width * 0.5 : width * 0.84;
  const cx = landscape && linkUrl ? width * 0.08 + colW / 2 : width / 2;
  const titleSize = Math.round(72 * s);
  const titleLines = wrapText(text.title, Math.max(10, Math.floor(colW / (titleSize * 0.62))), 2);
  const priceH = text.price ? Math.round(92 * s) : 0;
  const ctaSize = Math.round(40 * s);
  const linkSize = Math.round(34 * s);
  const gap = 28 * s;
  const heights = [
    logo?.height ?? 0,
    titleLines.length * titleSize * 1.15,
    priceH,
    landscape ? 0 : qrSize,
    ctaSize * 1.2,
    text.link ? linkSize * 1.2 : 0,
  ].filter((h) => h > 0);
  let top = (height - heights.reduce((a, b) => a + b + gap, -gap)) / 2;
  const parts: string[] = [];
  const layers: OverlayOptions[] = [];
  if (logo) {
    layers.push({ input: logo.data, top: Math.round(top), left: Math.round(cx - logo.width / 2) });
    top += logo.height + gap;
  }
  for (const l of titleLines) {
    parts.push(line(cx, top, titleSize, paint.text, l, true, paint.font));
    top += titleSize * 1.15;
  }
  top += gap;
  if (text.price) {
    const bw = Math.round((text.price.length * 38 + 80) * s);
    parts.push(
      `<rect x="${cx - bw / 2}" y="${top}" width="${bw}" height="${priceH}" rx="${priceH / 2}" fill="${paint.badge}"/>`,
      line(
        cx,
        top + (priceH - 60 * s) / 2,
        Math.round(60 * s),
        paint.badgeText,
        text.price,
        true,
        paint.font,
      ),
    );
    top += priceH + gap;
  }
  const qr = { top: 0, left: 0 };
  if (linkUrl && landscape) {
    qr.top = Math.round((height - qrSize) / 2);
    qr.left = Math.round(width * 0.92 - qrSize);
  } else if (linkUrl) {
    qr.top = Math.round(top);
    qr.left = Math.round((width - qrSize) / 2);
    top += qrSize + gap;
  }
  if (paint.button) parts.push(ctaButton(cx, top, ctaSize, text.cta, paint.button));
  parts.push(
    line(cx, top, ctaSize, paint.button ? paint.buttonText : paint.text, text.cta, true, paint.font),
  );
  top += ctaSize * 1.2 + gap;
  if (text.link) parts.push(line(cx, top, linkSize, paint.subtle, text.link, false, paint.font));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paint.veil}${parts.join('')}</svg>`;
  layers.unshift({ input: Buffer.from(svg), top: 0, left: 0 });
  if (linkUrl) layers.push({ input: await qrPng(linkUrl, qrSize), ...qr });
  await sharp(await endCardBackdrop(background, width, height))
    .composite(layers)
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

/**
 * The card's backdrop: the scene's still blurred past reading (no ghost of the product's own text
 * behind the card's words) and dimmed, so only the card's words read.
 */
export function endCardBackdrop(background: string, width: number, height: number): Promise<Buffer> {
  return softCopy(background, width, height, { blur: 28, brightness: 0.6 });
}

/** The logo scaled to fit inside maxW x maxH (never enlarged), as PNG bytes and its size. */
async function fitLogo(logo: Buffer, maxW: number, maxH: number) {
  const { data, info } = await sharp(logo)
    .resize(Math.round(maxW), Math.round(maxH), { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
