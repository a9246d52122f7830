/**
 * Draws the demo catalog's category images from SVG into @adreel/digistore's
 * assets/offer-images/<n>.jpg (the folder the API serves at /offer-images/).
 * The JPEGs are committed; run this only to change them:
 *   pnpm --filter @adreel/demo-shop offer-images
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { OFFER_IMAGES_DIR } from '@adreel/digistore';
import sharp from 'sharp';
import { DEMO_CATEGORIES } from '../seed/demo-catalog.ts';

const W = 800;
const H = 450;

/** Simple pictograms, drawn around the centre of a 200x200 box, white on the gradient. */
const ICONS: Record<number, string> = {
  // dumbbell
  1: '<rect x="20" y="70" width="24" height="60" rx="6"/><rect x="46" y="55" width="22" height="90" rx="6"/><rect x="132" y="55" width="22" height="90" rx="6"/><rect x="156" y="70" width="24" height="60" rx="6"/><rect x="68" y="92" width="64" height="16" rx="4"/>',
  // rising bars and arrow
  2: '<rect x="30" y="120" width="28" height="50" rx="4"/><rect x="72" y="95" width="28" height="75" rx="4"/><rect x="114" y="65" width="28" height="105" rx="4"/><path d="M30 90 L80 55 L110 70 L165 28" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M140 24 L172 22 L168 54 Z"/>',
  // envelope with cursor
  3: '<rect x="22" y="50" width="156" height="104" rx="12" fill="none" stroke="#fff" stroke-width="10"/><path d="M28 58 L100 112 L172 58" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/><circle cx="160" cy="150" r="26"/>',
  // rising sun
  4: '<circle cx="100" cy="120" r="40"/><rect x="20" y="158" width="160" height="10" rx="5"/><g stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M100 52 V28"/><path d="M52 72 L36 56"/><path d="M148 72 L164 56"/><path d="M36 120 H14"/><path d="M164 120 H186"/></g>',
  // cooking pot with steam
  5: '<path d="M30 90 H170 V140 Q170 170 140 170 H60 Q30 170 30 140 Z"/><rect x="14" y="84" width="172" height="14" rx="7"/><g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"><path d="M70 70 Q60 55 70 40 Q80 25 70 12"/><path d="M100 70 Q90 55 100 40 Q110 25 100 12"/><path d="M130 70 Q120 55 130 40 Q140 25 130 12"/></g>',
  // lotus
  6: '<path d="M100 40 Q130 90 100 150 Q70 90 100 40 Z"/><path d="M100 150 Q60 140 40 80 Q85 95 100 150 Z" opacity=".85"/><path d="M100 150 Q140 140 160 80 Q115 95 100 150 Z" opacity=".85"/><rect x="40" y="160" width="120" height="10" rx="5"/>',
  // code brackets
  7: '<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="M70 50 L25 100 L70 150"/><path d="M130 50 L175 100 L130 150"/><path d="M112 40 L88 160"/></g>',
  // speech bubbles
  8: '<path d="M20 40 H120 Q135 40 135 55 V105 Q135 120 120 120 H60 L35 142 V120 H20 Q5 120 5 105 V55 Q5 40 20 40 Z"/><path d="M85 95 H180 Q195 95 195 110 V155 Q195 170 180 170 H170 V190 L148 170 H85 Q70 170 70 155 V110 Q70 95 85 95 Z" opacity=".75"/>',
  // paw
  9: '<ellipse cx="100" cy="130" rx="42" ry="36"/><ellipse cx="52" cy="80" rx="16" ry="22"/><ellipse cx="84" cy="52" rx="16" ry="22"/><ellipse cx="118" cy="52" rx="16" ry="22"/><ellipse cx="150" cy="80" rx="16" ry="22"/>',
  // palette
  10: '<path d="M100 20 C150 20 185 55 185 95 C185 125 160 130 140 125 C120 120 112 135 120 150 C130 172 110 182 95 180 C50 176 15 140 15 98 C15 55 52 20 100 20 Z"/><g fill="#0003"><circle cx="60" cy="80" r="13"/><circle cx="95" cy="55" r="13"/><circle cx="138" cy="70" r="13"/><circle cx="60" cy="125" r="13"/></g>',
  // house with leaf
  11: '<path d="M100 25 L180 95 H160 V170 H40 V95 H20 Z"/><path d="M100 150 Q70 120 100 80 Q130 120 100 150 Z" fill="#0003"/>',
  // family: two hearts
  12: '<path d="M75 160 L25 110 Q5 88 25 65 Q48 45 75 72 Q102 45 125 65 Q145 88 125 110 Z"/><path d="M140 165 L110 135 Q98 121 110 108 Q124 96 140 112 Q156 96 170 108 Q182 121 170 135 Z" opacity=".8"/>',
};

const PALETTES: Record<number, [string, string]> = {
  1: ['#0ea5e9', '#22c55e'],
  2: ['#1e3a8a', '#0891b2'],
  3: ['#7c3aed', '#db2777'],
  4: ['#f59e0b', '#ef4444'],
  5: ['#ea580c', '#facc15'],
  6: ['#6d28d9', '#14b8a6'],
  7: ['#0f172a', '#2563eb'],
  8: ['#0d9488', '#65a30d'],
  9: ['#b45309', '#f97316'],
  10: ['#be185d', '#6366f1'],
  11: ['#15803d', '#84cc16'],
  12: ['#e11d48', '#fb923c'],
};

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function svgFor(image: number, label: string): string {
  const [from, to] = PALETTES[image] ?? ['#334155', '#64748b'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${W - 90}" cy="70" r="160" fill="#ffffff" opacity=".08"/>
<circle cx="60" cy="${H - 30}" r="120" fill="#ffffff" opacity=".07"/>
<g transform="translate(${W / 2 - 100} 70)" fill="#fff">${ICONS[image] ?? ''}</g>
<text x="${W / 2}" y="${H - 70}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" font-weight="bold" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

const outDir = OFFER_IMAGES_DIR;
await mkdir(outDir, { recursive: true });
let total = 0;
for (const { image, category } of DEMO_CATEGORIES) {
  const jpeg = await sharp(Buffer.from(svgFor(image, category)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  await writeFile(`${outDir}${image}.jpg`, jpeg);
  total += jpeg.length;
  console.log(`${image}.jpg ${category} ${(jpeg.length / 1024).toFixed(1)} KiB`);
}
console.log(`total ${(total / 1024).toFixed(1)} KiB in ${outDir}`);
