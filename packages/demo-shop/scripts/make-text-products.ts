/**
 * Two product images that carry their own text, as most Digistore24 products do: an e-book cover on
 * a white page (its margin is what trimming may remove) and a software box on a transparent
 * background. The render's checks (packages/media/test/product-images.test.ts) and the contact
 * sheets use them. Run `pnpm --filter @adreel/demo-shop text-products`; the PNGs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../public/images/text-products/', import.meta.url));

const text = (x: number, y: number, size: number, fill: string, body: string, weight = 'bold') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans" font-weight="${weight}" font-size="${size}" fill="${fill}">${body}</text>`;

/** A portrait e-book cover (title, subtitle, author, a badge) centred on a white 1400×1400 page. */
function ebookCover(): string {
  const [w, h, x, y] = [820, 1180, 290, 110];
  const cx = x + w / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#1c1917"/></linearGradient></defs>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#c)"/>
  <rect x="${x}" y="${y}" width="26" height="${h}" fill="#000000" opacity="0.35"/>
  ${text(cx, y + 190, 92, '#fde68a', 'MINDFUL')}
  ${text(cx, y + 300, 92, '#fde68a', 'MONEY')}
  ${text(cx, y + 390, 44, '#ffffff', 'A 30-Day Plan to', 'normal')}
  ${text(cx, y + 445, 44, '#ffffff', 'Spend Less and Save More', 'normal')}
  <circle cx="${cx}" cy="${y + 700}" r="170" fill="#f59e0b"/>
  <circle cx="${cx}" cy="${y + 700}" r="120" fill="#fbbf24"/>
  ${text(cx, y + 730, 96, '#7c2d12', '$')}
  <rect x="${x + w - 250}" y="${y + 860}" width="210" height="80" rx="40" fill="#dc2626"/>
  ${text(x + w - 145, y + 913, 38, '#ffffff', 'BONUS')}
  ${text(cx, y + 1100, 50, '#fde68a', 'CLARA BENNETT')}
</svg>`;
}

/** A software box in perspective (front and side faces with the product name) on transparency. */
function softwareBox(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1100">
  <polygon points="980,170 1180,250 1180,980 980,1040" fill="#1e40af"/>
  <polygon points="420,170 980,170 1180,250 620,250" fill="#3b82f6"/>
  <rect x="420" y="170" width="560" height="870" fill="#1d4ed8"/>
  <rect x="420" y="170" width="560" height="300" fill="#0f172a"/>
  ${text(700, 290, 86, '#38bdf8', 'PIXEL')}
  ${text(700, 390, 86, '#ffffff', 'FORGE')}
  ${text(700, 560, 64, '#ffffff', 'Studio 5')}
  <rect x="490" y="620" width="420" height="220" rx="24" fill="#0ea5e9"/>
  <circle cx="700" cy="730" r="80" fill="#f0f9ff"/>
  <circle cx="700" cy="730" r="40" fill="#0284c7"/>
  ${text(700, 930, 40, '#e0f2fe', 'Photo editing suite', 'normal')}
  ${text(700, 990, 34, '#bae6fd', 'Windows · macOS', 'normal')}
  <g transform="translate(1080 620) skewY(22)">${text(0, 0, 40, '#bfdbfe', 'PF5')}</g>
</svg>`;
}

await mkdir(dir, { recursive: true });
await writeFile(
  `${dir}ebook-cover.png`,
  await sharp(Buffer.from(ebookCover())).png({ palette: true }).toBuffer(),
);
await writeFile(
  `${dir}software-box.png`,
  await sharp(Buffer.from(softwareBox())).png({ palette: true }).toBuffer(),
);
console.log(`wrote ${dir}ebook-cover.png and software-box.png`);
