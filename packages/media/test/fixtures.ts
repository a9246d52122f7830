import path from 'node:path';
import type { Product, ScriptContent } from '@adreel/contracts';
import sharp from 'sharp';
import { createFliteTts } from '../src/audio/tts.ts';

/** Distinct, detailed images (so the encoder has real work) keyed by fake product URLs. */
export async function makeProductImages(
  specs: { url: string; width: number; height: number; hue: number }[],
) {
  const map = new Map<string, Buffer>();
  for (const s of specs) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${s.hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(s.hue + 60) % 360},70%,30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 97) % s.width}" cy="${(i * 173) % s.height}" r="${20 + ((i * 37) % 90)}" fill="hsl(${(s.hue + i * 15) % 360},80%,${40 + (i % 5) * 8}%)" opacity="0.8"/>`).join('')}
<rect x="${s.width * 0.3}" y="${s.height * 0.3}" width="${s.width * 0.4}" height="${s.height * 0.4}" rx="40" fill="#ffffff" opacity="0.9"/>
<text x="50%" y="52%" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(s.width / 12)}" text-anchor="middle" fill="#222">SuperBlend</text>
</svg>`;
    map.set(s.url, await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer());
  }
  return {
    map,
    fetchImage: async (url: string) => {
      const b = map.get(url);
      if (!b) throw new Error(`no such image ${url}`);
      return b;
    },
  };
}

export function makeProduct(images: string[]): Product {
  return {
    url: 'https://shop.test/superblend',
    name: 'SuperBlend Pro 3000',
    summary: 'A fast, quiet blender.',
    price: 49.99,
    currency: 'USD',
    brand: 'SuperBlend',
    category: 'Kitchen',
    features: ['Fast', 'Quiet'],
    images,
    colors: ['#1e3a8a', '#f97316'],
    language: 'en',
  };
}

export function makeScript(
  scenes: { duration: number; background: string; voiceover: string; animation?: string }[],
): ScriptContent {
  return {
    websiteSummary: 'SuperBlend makes smoothies fast.',
    commentary: 'Try it!',
    reelScript: {
      scenes: scenes.map((s) => ({
        duration: s.duration,
        visual: { background: s.background, animation: s.animation },
        audio: { voiceover: s.voiceover, musicMood: 'Upbeat and energetic' },
      })),
    },
    musicSuggestion: 'Upbeat pop',
  };
}

/**
 * What every render test passes alike: the product of `urls`, a Digistore24 link, the flite voice,
 * no progress, one cache under `root` and a work and output folder per `label`.
 */
export function renderTestInput(o: {
  root: string;
  label: string;
  urls: string[];
  fetchImage: (url: string) => Promise<Buffer>;
}) {
  return {
    videoId: o.label,
    product: makeProduct(o.urls),
    linkUrl: 'https://www.digistore24.com/redir/123/aff/',
    workDir: path.join(o.root, `work-${o.label}`),
    outDir: path.join(o.root, `out-${o.label}`),
    cacheDir: path.join(o.root, 'cache'),
    fetchImage: o.fetchImage,
    tts: createFliteTts(),
    onProgress: () => undefined,
  };
}

/** A local server speaking OpenAI's speech wire format (voice tests in this package and the API). */
export { startSpeechStandIn } from './support/speech-stand-in.ts';

/** Where an offline render in `root` works, writes and caches; it has no product images to fetch. */
export function offlineRenderDirs(root: string) {
  return {
    workDir: path.join(root, 'work'),
    outDir: path.join(root, 'out'),
    cacheDir: path.join(root, 'cache'),
    fetchImage: async (): Promise<Buffer> => {
      throw new Error('no images');
    },
  };
}
