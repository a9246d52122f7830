import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  assLuminance,
  type BandChoice,
  type BandId,
  type BandReading,
  chooseCaptionBand,
  type Ink,
  readableOnDark,
  relativeLuminance,
} from '../captions/caption-band.ts';
import { type CaptionLayout, captionBox, overlaps, type Rect } from '../captions/captions.ts';
import { cached, hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import type { Canvas } from './canvas.ts';
import type { DressedScene } from './dress.ts';
import { type RenderLook, safeZone } from './look.ts';

/** A scene's caption layout (its band and any support the picture needs) and why. */
export interface PlacedCaptions {
  layout: CaptionLayout;
  choice: BandChoice;
  /** The band's block in full-frame pixels (the layout's coordinates). */
  band: Rect;
}

const WHITE = '&H00FFFFFF';
const GOLD = '&H0000D7FF';
/** A Laplacian magnitude above this (of 255) is an edge pixel. */
const EDGE = 16;
/** Width the composed still is measured at: enough for text-sized edges, cheap to read. */
const READ_WIDTH = 200;

/** The band the look's own layout sits in. */
function ownBand(base: CaptionLayout): BandId {
  if (base.alignment === 5) return 'middle';
  if (base.alignment === 8) return 'top';
  return base.marginV === Math.round(base.height * 0.3) ? 'lower' : 'bottom';
}

/**
 * The caption positions a look may use, each inside the format's safe zone: its own, and (except
 * where a template reserves the space: the product card's text column, the offer's ribbon) the top,
 * middle, lower-third and bottom bands.
 */
export function bandLayouts(look: RenderLook, base: CaptionLayout): { id: BandId; layout: CaptionLayout }[] {
  const own = { id: ownBand(base), layout: base };
  if (look.template === 'split') return [own];
  const { width, height } = base;
  const s = Math.min(width, height) / 1080;
  const zone = safeZone(look.format);
  const pad = base.outline + (base.shadow ?? 3) + 24 * s;
  // UGC's progress bar runs along the top of the safe zone.
  const below = look.template === 'ugc' ? 30 * s : 0;
  const all: { id: BandId; layout: CaptionLayout }[] = [
    { id: 'top', layout: { ...base, alignment: 8, marginV: Math.ceil(height * zone.top + pad + below) } },
    { id: 'middle', layout: { ...base, alignment: 5, marginV: 0 } },
    { id: 'lower', layout: { ...base, alignment: 2, marginV: Math.round(height * 0.3) } },
    {
      id: 'bottom',
      layout: { ...base, alignment: 2, marginV: Math.ceil(height * zone.bottom + base.outline + 24 * s) },
    },
  ];
  return all
    .filter((b) => !(look.template === 'offer' && b.id === 'top'))
    .map((b) => (b.id === own.id ? own : b));
}

/**
 * The bands whose captions keep off the brand logo (placeLogo already keeps it off the look's own
 * band, which always stays).
 */
export function clearOfLogo(
  bands: { id: BandId; layout: CaptionLayout }[],
  logo: { x: number; y: number; w?: number; h?: number } | undefined,
): { id: BandId; layout: CaptionLayout }[] {
  if (!logo?.w || !logo.h) return bands;
  const mark = { x: logo.x, y: logo.y, w: logo.w, h: logo.h };
  const clear = bands.filter((b) => !overlaps(captionBox(b.layout), mark));
  return clear.length > 0 ? clear : bands.slice(0, 1);
}

/** How the style separates words from the picture: an opaque outline, a box, or nothing. */
export function inkOf(layout: CaptionLayout): Ink {
  if (layout.borderStyle === 3) return { kind: 'box', opacity: 1 - alphaOf(layout.outlineColour) };
  return layout.outline >= 3 ? { kind: 'outline' } : { kind: 'plain' };
}

const alphaOf = (ass: string | undefined) => (ass ? Number.parseInt(ass.slice(2, 4), 16) / 255 : 0);

/** The layout with the support a choice asks for: a soft dark halo, or a box of the chosen opacity. */
export function supportedLayout(layout: CaptionLayout, choice: BandChoice): CaptionLayout {
  const s = Math.min(layout.width, layout.height) / 1080;
  const boxColour = `&H${Math.round((1 - choice.boxOpacity) * 255)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0')}000000`;
  if (choice.support === 'shadow') {
    return {
      ...layout,
      outline: Math.max(3, Math.round(4 * s)),
      shadow: Math.max(2, Math.round(4 * s)),
      blur: Math.max(2, Math.round(3 * s)),
      outlineColour: '&H00000000',
    };
  }
  if (
    choice.support === 'box' ||
    (layout.borderStyle === 3 && choice.boxOpacity > 1 - alphaOf(layout.outlineColour))
  ) {
    return {
      ...layout,
      borderStyle: 3,
      outline: Math.max(layout.outline, Math.round(14 * s)),
      shadow: 0,
      outlineColour: boxColour,
    };
  }
  return layout;
}

/**
 * Measures each band on a composed still: edge density (a Laplacian by sharp, the share of edge pixels)
 * and the bright end of the luminance, over every still pixel that passes behind the band while the
 * camera moves (the band grown by the overscan).
 */
export async function readBands(
  stillPath: string,
  still: { width: number; height: number },
  bands: { id: BandId; rect: Rect }[],
): Promise<BandReading[]> {
  const k = READ_WIDTH / still.width;
  const h = Math.max(1, Math.round(still.height * k));
  // One decode (JPEG shrink-on-load) to a small RGB copy; the edges are found on that copy.
  const rgb = await sharp(stillPath).resize(READ_WIDTH, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const edges = await sharp(rgb, { raw: { width: READ_WIDTH, height: h, channels: 3 } })
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 4, -1, 0, -1, 0], offset: 128 })
    .raw()
    .toBuffer();
  return bands.map(({ id, rect }) => {
    const x0 = Math.max(0, Math.floor(rect.x * k));
    const y0 = Math.max(0, Math.floor(rect.y * k));
    const x1 = Math.min(READ_WIDTH, Math.ceil((rect.x + rect.w) * k));
    const y1 = Math.min(h, Math.ceil((rect.y + rect.h) * k));
    let edge = 0;
    const lum: number[] = [];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * READ_WIDTH + x;
        if (Math.abs(edges[i]! - 128) > EDGE) edge++;
        lum.push(relativeLuminance(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!));
      }
    }
    lum.sort((a, b) => a - b);
    const n = Math.max(1, lum.length);
    return { id, busyness: (100 * edge) / n, bright: lum[Math.floor(0.9 * (lum.length - 1))] ?? 1 };
  });
}

/**
 * Each scene's captions: the quietest allowed band of its composed still and the support that keeps
 * every caption colour at WCAG 4.5:1 or better (chooseCaptionBand). Readings are cached by the still.
 * A clip cannot be read ahead: its captions keep the look's band with the strongest support.
 */
export async function placeCaptions(
  ctx: RenderContext,
  canvas: Canvas,
  base: CaptionLayout,
  dressed: DressedScene[],
): Promise<PlacedCaptions[]> {
  const scale = canvas.frame.width / base.width;
  // The logo is placed in this canvas's frame pixels, the bands in the layout's.
  const logo = dressed[0]?.overlays?.watermark;
  const mark =
    logo?.w && logo.h
      ? { x: logo.x / scale, y: logo.y / scale, w: logo.w / scale, h: logo.h / scale }
      : undefined;
  const bands = clearOfLogo(bandLayouts(canvas.look, base), mark);
  const dx = (canvas.still.width - canvas.frame.width) / 2;
  const dy = (canvas.still.height - canvas.frame.height) / 2;
  const rects = bands.map((b) => {
    // Two lines: what a caption shows at once (a third only when one line wraps).
    const r = captionBox({ ...b.layout, maxLines: Math.min(2, b.layout.maxLines) });
    // In still pixels, grown by the overscan the camera moves through.
    return {
      id: b.id,
      rect: { x: r.x * scale, y: r.y * scale, w: r.w * scale + 2 * dx, h: r.h * scale + 2 * dy },
    };
  });
  // Every support is black: a dark brand accent is lifted until it reads on it.
  const highlight = readableOnDark(base.highlight ?? GOLD);
  const text = [assLuminance(base.primary ?? WHITE), assLuminance(highlight)];
  // The look's own band, unless the logo took it (clearOfLogo).
  const preferred = bands.some((b) => b.id === ownBand(base)) ? ownBand(base) : bands[0]!.id;
  const ink = inkOf(base);
  return Promise.all(
    dressed.map(async ({ background: bg }) => {
      let readings: BandReading[];
      if (bg.kind === 'still') {
        const key = hashKey('bands', CACHE_VERSION, bg.key, rects, canvas.still.width);
        const r = await cached(ctx.cacheDir, 'bands', key, 'json', async (tmp) => {
          await writeFile(tmp, JSON.stringify(await readBands(bg.path, canvas.still, rects)));
        });
        readings = JSON.parse(await readFile(r.path, 'utf8')) as BandReading[];
      } else {
        readings = [{ id: preferred, busyness: 0, bright: 1 }];
      }
      const choice = chooseCaptionBand(readings, { ink, text, preferred });
      const layout = bands.find((b) => b.id === choice.id)!.layout;
      return { layout: supportedLayout({ ...layout, highlight }, choice), choice, band: captionBox(layout) };
    }),
  );
}
