import {
  DEFAULT_RENDER_LOOK,
  type Product,
  type ScriptContent,
  type VideoTemplateId,
} from '@adreel/contracts';
import sharp from 'sharp';
import { renderStoryboard } from './storyboard.ts';

const SAMPLE_IMAGE_URL = 'sample:product';

/** A made-up product photo (drawn, not downloaded): a bottle on a soft studio backdrop. */
async function sampleImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
<defs><radialGradient id="b" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f97316"/></radialGradient>
<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#b)"/>
<ellipse cx="600" cy="1010" rx="300" ry="50" fill="#000" opacity="0.18"/>
<rect x="520" y="180" width="160" height="120" rx="20" fill="#1f2937"/>
<rect x="420" y="290" width="360" height="720" rx="90" fill="url(#g)"/>
<rect x="470" y="520" width="260" height="260" rx="30" fill="#ffffff" opacity="0.92"/>
<text x="600" y="640" font-family="DejaVu Sans" font-weight="bold" font-size="64" text-anchor="middle" fill="#1e3a8a">GLOW</text>
<text x="600" y="710" font-family="DejaVu Sans" font-size="36" text-anchor="middle" fill="#0f172a">serum</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

export const SAMPLE_PRODUCT: Product = {
  url: 'https://example.com/glow-serum',
  name: 'Glow Serum',
  summary: 'A light daily serum for bright, even skin.',
  price: 29,
  currency: 'USD',
  brand: 'Glow',
  category: 'Beauty',
  features: ['Visible glow in 7 days', 'Fragrance free', 'Dermatologist tested'],
  images: [SAMPLE_IMAGE_URL],
  colors: ['#0ea5e9', '#1e3a8a'],
  language: 'en',
};

export const SAMPLE_CONTENT: ScriptContent = {
  websiteSummary: 'Glow Serum brightens skin in a week.',
  commentary: 'Glow up!',
  reelScript: {
    scenes: [
      {
        duration: 4,
        visual: { background: `Product image 1: ${SAMPLE_IMAGE_URL}` },
        audio: { voiceover: 'Meet the serum everyone is talking about.', musicMood: 'Upbeat' },
      },
    ],
  },
  musicSuggestion: 'Upbeat pop',
};

/** A template's picker thumbnail: the sample scene drawn by the real graph (9:16, default captions). */
export async function templateThumbnail(
  template: VideoTemplateId,
  dirs: { cacheDir: string; workDir: string },
  stillWidth = 270,
): Promise<Buffer> {
  const image = await sampleImage();
  const r = await renderStoryboard({
    content: SAMPLE_CONTENT,
    product: SAMPLE_PRODUCT,
    look: { ...DEFAULT_RENDER_LOOK, template },
    cacheDir: dirs.cacheDir,
    workDir: dirs.workDir,
    fetchImage: async () => image,
    stillWidth,
  });
  return r.stills[0]!;
}
