/**
 * Generates the demo shop's images from SVG so they are reproducible and free of any licence.
 * Run once after changing products: `pnpm --filter @adreel/demo-shop make-assets`. The output is committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type DemoProduct, demoProducts } from '../src/products.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits a product name into lines short enough for the artwork. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function productArt(product: DemoProduct, variant: number, width: number, height: number): string {
  const [primary, accent] = product.colors;
  const lines = wrap(product.name, width > height ? 26 : 18);
  const fontSize = Math.round(Math.min(width, height) / 13);
  const textTop = height * 0.68 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const cx = width / 2;
  const cy = height * 0.36;
  const r = Math.min(width, height) * 0.2;
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="0.9"/>
     <circle cx="${cx + r * 0.9}" cy="${cy - r * 0.6}" r="${r * 0.45}" fill="#ffffff" opacity="0.25"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.3}" fill="${accent}" transform="rotate(12 ${cx} ${cy})"/>
     <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#ffffff" opacity="0.35"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.6}" ry="${r * 0.9}" fill="${accent}" opacity="0.85"/>
     <rect x="${cx - r * 0.4}" y="${cy - r * 1.2}" width="${r * 0.8}" height="${r * 2.4}" rx="${r * 0.4}" fill="#ffffff" opacity="0.3"/>`,
    `<polygon points="${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}" fill="${accent}"/>
     <circle cx="${cx}" cy="${cy + r * 0.2}" r="${r * 0.35}" fill="${primary}" opacity="0.6"/>`,
  ];
  const text = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${textTop + i * fontSize * 1.2}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#111827"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${shapes[variant % shapes.length]}
    ${text}
    <text x="${cx}" y="${height * 0.92}" text-anchor="middle" font-family="DejaVu Sans" font-size="${fontSize * 0.45}" fill="${accent}">${escapeXml(product.brand)}</text>
  </svg>`;
}

function simpleArt(
  width: number,
  height: number,
  background: string,
  foreground: string,
  label: string,
): string {
  const size = Math.round(Math.min(width, height) * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" rx="${Math.min(width, height) * 0.18}" fill="${background}"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${foreground}">${escapeXml(label)}</text>
  </svg>`;
}

async function write(path: string, svg: string, format: 'jpeg' | 'png', resizeTo?: number): Promise<number> {
  const file = `${publicDir}${path}`;
  await mkdir(dirname(file), { recursive: true });
  let image = sharp(Buffer.from(svg));
  if (resizeTo) image = image.resize(resizeTo);
  const data =
    format === 'jpeg'
      ? await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer()
      : await image.png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(file, data);
  return data.length;
}

async function main(): Promise<void> {
  let total = 0;
  for (const product of demoProducts) {
    for (const [index, image] of product.images.entries()) {
      const svg = productArt(product, index, image.width, image.height);
      total += await write(image.path.slice(1), svg, 'jpeg');
      if (index === 0)
        total += await write(image.path.slice(1).replace(/\.jpg$/, '-540.jpg'), svg, 'jpeg', 540);
    }
  }
  const palette = ['#0f766e', '#0369a1', '#15803d', '#7c2d12', '#4c1d95', '#be123c'];
  total += await write(
    'images/shared/bg-pattern.jpg',
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
      <rect width="100%" height="100%" fill="#f8fafc"/>
      ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 97) % 1200}" cy="${(i * 53) % 400}" r="${30 + (i % 5) * 12}" fill="${palette[i % palette.length]}" opacity="0.08"/>`).join('')}
    </svg>`,
    'jpeg',
  );
  total += await write('images/shared/logo.png', simpleArt(240, 60, '#111827', '#ffffff', 'DemoShop'), 'png');
  total += await write('images/shared/favicon.png', simpleArt(64, 64, '#be123c', '#ffffff', 'D'), 'png');
  for (let i = 1; i <= 6; i++) {
    const color = palette[i - 1] ?? '#111827';
    total += await write(
      `images/shared/icons/feature-${i}.png`,
      simpleArt(96, 96, color, '#ffffff', '✓'),
      'png',
    );
    total += await write(
      `images/shared/avatars/avatar-${i}.jpg`,
      simpleArt(160, 160, color, '#ffffff', String.fromCharCode(64 + i)),
      'jpeg',
    );
  }
  const badges = ['SSL', '60d', '★5', 'EU', 'PAY'];
  for (const [index, label] of badges.entries()) {
    total += await write(
      `images/shared/badges/badge-${index + 1}.png`,
      simpleArt(120, 120, '#f1f5f9', '#0f172a', label),
      'png',
    );
  }
  console.log(`wrote demo shop images: ${(total / 1024).toFixed(0)} KiB`);
}

await main();
