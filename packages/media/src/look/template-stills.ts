import type { VideoFormatId } from '@adreel/contracts';
import sharp from 'sharp';
import type { Rect } from '../captions/captions.ts';
import { softCopy } from '../scenes/stills.ts';
import { type BadgeLine, badgeLayout } from './badge-layout.ts';
import { splitCardRect } from './look.ts';
import type { RibbonLayout } from './ribbon-layout.ts';
import { splitTextLayout } from './split-text.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEX = /^#[0-9a-f]{6}$/i;

export interface CardText {
  title: string;
  bullets: string[];
  /** The bullet this scene lights up, so the card changes from scene to scene. */
  active: number;
  colors: string[];
}

/**
 * The product-card template: the scene's image as a framed card on a brand-colour panel, the product
 * name and up to five benefit bullets, measured to fit on screen above the captions. One column in 9:16 (card on top, text below, captions under
 * it); card left and text right in 1:1 and 16:9 (captions under the text).
 */
export async function splitCardStill(
  image: { path: string; product?: { path: string; box: Rect } | undefined },
  text: CardText,
  format: VideoFormatId,
  width: number,
  height: number,
  outPath: string,
): Promise<void> {
  const [a, b] = [...text.colors.filter((c) => HEX.test(c)), '#1e3a8a', '#0f172a'];
  const s = Math.min(width, height) / 1080;
  // One geometry for the still and the caption layout, which keeps captions off the card's image.
  const card = splitCardRect(format, width, height);
  // Name and bullets measured into the room left on screen above the captions (splitTextLayout).
  const t = splitTextLayout(format, { width, height }, text.title, text.bullets);
  const parts: string[] = [];
  for (const l of t.title) {
    parts.push(
      `<text x="${l.x}" y="${l.baseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${t.titleSize}" fill="#ffffff">${esc(l.text)}</text>`,
    );
  }
  t.bullets.forEach((bullet, i) => {
    const on = i === text.active % Math.max(1, t.bullets.length);
    parts.push(
      `<circle cx="${bullet.dot.x}" cy="${bullet.dot.y}" r="${bullet.dot.r}" fill="${on ? '#facc15' : '#ffffff'}"/>`,
    );
    for (const l of bullet.lines) {
      parts.push(
        `<text x="${l.x}" y="${l.baseline}" font-family="DejaVu Sans" font-weight="${on ? 'bold' : 'normal'}" font-size="${t.bulletSize}" fill="${on ? '#facc15' : '#e5e7eb'}">${esc(l.text)}</text>`,
      );
    }
  });
  const r = Math.round(36 * s);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="p" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#p)"/><rect width="100%" height="100%" fill="#000000" opacity="0.25"/>
<rect x="${card.x - 10 * s}" y="${card.y - 10 * s}" width="${card.w + 20 * s}" height="${card.h + 20 * s}" rx="${r + 8 * s}" fill="#ffffff"/>
${parts.join('')}</svg>`;
  const cw = Math.round(card.w);
  const ch = Math.round(card.h);
  // The whole product on a soft copy of itself (no card crops it), or the colour still filling the card.
  const product = image.product;
  const fill = product
    ? await softCopy(product.path, cw, ch, { blur: 8, brightness: 0.95 })
    : await sharp(image.path).resize(cw, ch, { fit: 'cover' }).toBuffer();
  const inner = product
    ? [
        {
          input: await sharp(product.path).resize(product.box.w, product.box.h, { fit: 'fill' }).toBuffer(),
          left: Math.round(product.box.x - card.x),
          top: Math.round(product.box.y - card.y),
        },
      ]
    : [];
  const photo = await sharp(await sharp(fill).composite(inner).toBuffer())
    .composite([
      {
        input: Buffer.from(
          `<svg width="${Math.round(card.w)}" height="${Math.round(card.h)}"><rect width="100%" height="100%" rx="${r}" fill="#fff"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: photo, left: Math.round(card.x), top: Math.round(card.y) }])
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

/**
 * The offer template's background (its backdrop already dimmed, the product as it is) with a deal
 * ribbon in the safe zone, laid out by ribbonLayout to the room left of the price badge.
 */
export async function offerStill(
  background: string,
  ribbon: RibbonLayout,
  width: number,
  height: number,
  outPath: string,
): Promise<void> {
  const s = Math.min(width, height) / 1080;
  const { box } = ribbon;
  const cx = box.x + box.w / 2;
  const words = ribbon.lines
    .map(
      (l) =>
        `<text x="${cx}" y="${l.baseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${ribbon.fontSize}" fill="#ffffff" text-anchor="middle">${esc(l.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${Math.round(12 * s)}" fill="#dc2626"/>
${words}</svg>`;
  await sharp(background)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

/**
 * The offer template's price badge (PNG with alpha): a gold disc, or a pill when the price is too
 * wide for a disc (badgeLayout measures it), with the price or the sale word in the video's
 * language (`words`, from VIDEO_WORDS). Returns the badge's size.
 */
export async function offerBadge(
  price: string | null,
  size: number,
  outPath: string,
  words: { only: string; special: string; sale: string },
): Promise<{ width: number; height: number }> {
  const b = badgeLayout(price, size, words);
  const stroke = Math.round(size * 0.03);
  const c = b.width / 2;
  // The white stroke straddles the outline: inset by half of it so it is never cut at the PNG's edge.
  const inset = stroke / 2 + 1;
  const r = size / 2 - inset;
  const shape =
    b.shape === 'disc'
      ? `<circle cx="${c}" cy="${size / 2}" r="${r}" fill="#facc15" stroke="#ffffff" stroke-width="${stroke}"/>`
      : `<rect x="${inset}" y="${inset}" width="${b.width - 2 * inset}" height="${size - 2 * inset}" rx="${r}" fill="#facc15" stroke="#ffffff" stroke-width="${stroke}"/>`;
  const text = (l: BadgeLine, fill: string) =>
    `<text x="${c}" y="${l.baseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${l.size}" fill="${fill}" text-anchor="middle">${esc(l.text)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${size}">
${shape}${text(b.label, '#7c2d12')}${text(b.main, '#b91c1c')}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(outPath);
  return { width: b.width, height: size };
}
