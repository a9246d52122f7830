import sharp, { type OverlayOptions } from 'sharp';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { ctaButton, ctaFontSize, ctaRoom, type EndCardBrand, endCardPaint } from './endcard-brand.ts';
import { type EndCardPart, endCardBackdrop, fitLogo, qrPng, textBox, wrapText } from './endcard-parts.ts';
import type { EndCardText } from './endcard-text.ts';

export { type EndCardPart, endCardBackdrop, qrPng, wrapText };

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The end card as a file (see drawEndCard). */
export async function renderEndCard(...args: Parameters<typeof drawEndCard>): Promise<void> {
  await drawEndCard(...args);
}

/**
 * The closing card, at overscanned size so the usual camera motion applies: a dimmed background
 * (the product image or colour still), the product name, a price badge, the CTA and the QR code.
 * Everything sits inside the 14%/20% safe zone.
 * Returns where each part went (for the layout check).
 */
export async function drawEndCard(
  text: EndCardText,
  background: string,
  linkUrl: string | null,
  width: number,
  height: number,
  outPath: string,
  brand?: EndCardBrand | null,
): Promise<EndCardPart[]> {
  if (width / height >= 0.75)
    return renderWideEndCard(text, background, linkUrl, width, height, outPath, brand);
  const boxes: EndCardPart[] = [];
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
    boxes.push(textBox('title', 0.05 * width, 0.9 * width, top + i * titleSize * 1.15, titleSize));
    parts.push(
      `<text x="${width / 2}" y="${top + i * titleSize * 1.15}" font-family="${paint.font}" font-weight="bold" font-size="${titleSize}" fill="${paint.text}" text-anchor="middle">${esc(line)}</text>`,
    );
  });
  let y = top + titleLines.length * titleSize * 1.15 + 30 * s;
  if (text.price) {
    const bw = Math.round((text.price.length * 44 + 90) * s);
    const bh = Math.round(110 * s);
    boxes.push({ part: 'price', rect: { x: (width - bw) / 2, y, w: bw, h: bh } });
    parts.push(
      `<rect x="${(width - bw) / 2}" y="${y}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="${paint.badge}"/>`,
      `<text x="${width / 2}" y="${y + bh * 0.7}" font-family="${paint.font}" font-weight="bold" font-size="${Math.round(72 * s)}" fill="${paint.badgeText}" text-anchor="middle">${esc(text.price)}</text>`,
    );
    y += bh + 40 * s;
  }
  const qrSize = Math.round(400 * s);
  const qrTop = Math.round(y + 20 * s);
  // Measured: the CTA (and its pill) stays inside every frame of the card's camera move.
  const ctaSize = ctaFontSize(text.cta, Math.round(46 * s), ctaRoom(width / 2, width));
  const ctaY = qrTop + (linkUrl ? qrSize + 90 * s : 60 * s);
  boxes.push(textBox('cta', 0.05 * width, 0.9 * width, ctaY, ctaSize));
  if (paint.button) parts.push(ctaButton(width / 2, ctaY - ctaSize * 0.8, ctaSize, text.cta, paint.button));
  parts.push(
    `<text x="${width / 2}" y="${ctaY}" font-family="${paint.font}" font-weight="bold" font-size="${ctaSize}" fill="${paint.button ? paint.buttonText : paint.text}" text-anchor="middle">${esc(text.cta)}</text>`,
  );
  if (text.link) {
    boxes.push(textBox('link', 0.05 * width, 0.9 * width, qrTop + qrSize + 160 * s, Math.round(40 * s)));
    parts.push(
      `<text x="${width / 2}" y="${qrTop + qrSize + 160 * s}" font-family="${paint.font}" font-size="${Math.round(40 * s)}" fill="${paint.subtle}" text-anchor="middle">${esc(text.link)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paint.veil}${parts.join('')}</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), top: 0, left: 0 }];
  if (logo) {
    layers.push({ input: logo.data, top: logoTop, left: Math.round((width - logo.width) / 2) });
    boxes.push({
      part: 'logo',
      rect: { x: (width - logo.width) / 2, y: logoTop, w: logo.width, h: logo.height },
    });
  }
  if (linkUrl) {
    const left = Math.round((width - qrSize) / 2);
    layers.push({ input: await qrPng(linkUrl, qrSize), top: qrTop, left });
    boxes.push({ part: 'qr', rect: { x: left, y: qrTop, w: qrSize, h: qrSize } });
  }
  await sharp(await endCardBackdrop(background, width, height))
    .composite(layers)
    .jpeg({ quality: 90 })
    .toFile(outPath);
  return boxes;
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
// Takes exactly drawEndCard's arguments (it is drawEndCard's wide branch), so the list is
// borrowed from there instead of being spelled out twice.
async function renderWideEndCard(
  ...[text, background, linkUrl, width, height, outPath, brand]: Parameters<typeof drawEndCard>
): Promise<EndCardPart[]> {
  const s = height / 1080;
  const placed: EndCardPart[] = [];
  const colBox = (part: EndCardPart['part'], top: number, size: number) =>
    placed.push({ part, rect: { x: cx - colW / 2, y: top, w: colW, h: size * 1.05 } });
  const paint = endCardPaint(brand);
  const logo = brand?.logo ? await fitLogo(brand.logo, width * 0.3, height * 0.1) : null;
  const landscape = width / height >= 1.3;
  let qrSize = linkUrl ? Math.round(landscape ? Math.min(440 * s, width * 0.3) : 330 * s) : 0;
  const colW = landscape && linkUrl ? width * 0.5 : width * 0.84;
  const cx = landscape && linkUrl ? width * 0.08 + colW / 2 : width / 2;
  const titleSize = Math.round(72 * s);
  const titleLines = wrapText(text.title, Math.max(10, Math.floor(colW / (titleSize * 0.62))), 2);
  const priceH = text.price ? Math.round(92 * s) : 0;
  const ctaSize = ctaFontSize(text.cta, Math.round(40 * s), ctaRoom(cx, width, colW));
  const linkSize = Math.round(34 * s);
  const gap = 28 * s;
  const heights = [
    logo?.height ?? 0,
    titleLines.length * titleSize * 1.15,
    priceH,
    ctaSize * 1.2,
    text.link ? linkSize * 1.2 : 0,
  ].filter((h) => h > 0);
  // The card drifts up over the overscan: only the rows between the drift's two ends are always on
  // screen. The column is centred there, a square card's QR code shrinking if the column is too tall.
  const frameH = height / STILL_OVERSCAN;
  const visibleTop = height - frameH;
  const room = frameH - visibleTop - 2 * gap;
  const column = heights.reduce((a, b) => a + b + gap, -gap);
  if (!landscape && qrSize > 0)
    qrSize = Math.round(Math.max(0.2 * height, Math.min(qrSize, room - column - gap)));
  const total = column + (!landscape && qrSize > 0 ? qrSize + gap : 0);
  let top = visibleTop + gap + (room - total) / 2;
  const parts: string[] = [];
  const layers: OverlayOptions[] = [];
  if (logo) {
    layers.push({ input: logo.data, top: Math.round(top), left: Math.round(cx - logo.width / 2) });
    placed.push({
      part: 'logo',
      rect: { x: cx - logo.width / 2, y: Math.round(top), w: logo.width, h: logo.height },
    });
    top += logo.height + gap;
  }
  for (const l of titleLines) {
    colBox('title', top, titleSize);
    parts.push(line(cx, top, titleSize, paint.text, l, true, paint.font));
    top += titleSize * 1.15;
  }
  top += gap;
  if (text.price) {
    const bw = Math.round((text.price.length * 38 + 80) * s);
    placed.push({ part: 'price', rect: { x: cx - bw / 2, y: top, w: bw, h: priceH } });
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
  colBox('cta', top, ctaSize);
  if (paint.button) parts.push(ctaButton(cx, top, ctaSize, text.cta, paint.button));
  parts.push(
    line(cx, top, ctaSize, paint.button ? paint.buttonText : paint.text, text.cta, true, paint.font),
  );
  top += ctaSize * 1.2 + gap;
  if (text.link) {
    colBox('link', top, linkSize);
    parts.push(line(cx, top, linkSize, paint.subtle, text.link, false, paint.font));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paint.veil}${parts.join('')}</svg>`;
  layers.unshift({ input: Buffer.from(svg), top: 0, left: 0 });
  if (linkUrl) {
    layers.push({ input: await qrPng(linkUrl, qrSize), ...qr });
    placed.push({ part: 'qr', rect: { x: qr.left, y: qr.top, w: qrSize, h: qrSize } });
  }
  await sharp(await endCardBackdrop(background, width, height))
    .composite(layers)
    .jpeg({ quality: 90 })
    .toFile(outPath);
  return placed;
}
