/**
 * Where a scene's captions go and what they need to be read: pure decisions over measurements of
 * the composed still (caption-read.ts measures; this file decides).
 */

/** The caption positions a look may use, all inside the platform's safe zone. */
export type BandId = 'top' | 'middle' | 'lower' | 'bottom';

/** What is behind one band of the composed still. */
export interface BandReading {
  id: BandId;
  /** Edge density: the share of pixels on an edge, in percent (0..100); text and detail raise it. */
  busyness: number;
  /** WCAG relative luminance (0..1) of the brightest tenth of the band: the worst case for light text. */
  bright: number;
}

/** How the style itself separates its words from the picture. */
export type Ink =
  /** An opaque outline rings every glyph (highlight, outline styles). */
  | { kind: 'outline' }
  /** A box behind each line at this opacity (box style). */
  | { kind: 'box'; opacity: number }
  /** Nothing: the words sit on the picture (minimal). */
  | { kind: 'plain' };

/** What the style adds where the picture alone does not give enough contrast. */
export type Support = 'none' | 'shadow' | 'box';

export interface BandChoice {
  id: BandId;
  support: Support;
  /** The box's opacity when support is 'box' or the style's own box; 0 otherwise. */
  boxOpacity: number;
  /** WCAG contrast of the least contrasting caption colour against what is right behind it. */
  contrast: number;
}

/** WCAG 2 contrast floor for normal text. */
export const MIN_CONTRAST = 4.5;
/** A soft shadow is a dark halo: this share of the picture's light is left at the glyph's edge. */
export const SHADOW_LEAK = 0.15;
/** Box opacities tried in turn, the lightest that reaches the floor wins. */
const BOX_OPACITIES = [0.75, 0.88, 0.95, 1];
/**
 * The look's own band stays unless another is quieter by more than this many points: one straight
 * edge (the product's border) is a few points, lines of text are tens.
 */
const TIE_POINTS = 4;

const channel = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour (0..255 channels). */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two relative luminances (1..21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The luminance of an ASS colour (&HAABBGGRR). */
export function assLuminance(ass: string): number {
  const m = /^&H([0-9a-f]{2})?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})&?$/i.exec(ass);
  if (!m) return 1;
  return relativeLuminance(
    Number.parseInt(m[4]!, 16),
    Number.parseInt(m[3]!, 16),
    Number.parseInt(m[2]!, 16),
  );
}

/**
 * An ASS colour as light as it needs to be to reach MIN_CONTRAST on a black backing (outline, shadow
 * or box are black): a dark brand accent is mixed with white until it does; light colours are kept.
 */
export function readableOnDark(ass: string): string {
  const m = /^&H([0-9a-f]{2})?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})&?$/i.exec(ass);
  if (!m) return ass;
  const [b, g, r] = [m[2]!, m[3]!, m[4]!].map((h) => Number.parseInt(h, 16)) as [number, number, number];
  for (let k = 0; k <= 1.0001; k += 0.05) {
    const mix = (c: number) => Math.round(c + (255 - c) * k);
    if (contrastRatio(relativeLuminance(mix(r), mix(g), mix(b)), 0) >= MIN_CONTRAST) {
      if (k === 0) return ass;
      const hex = (c: number) => mix(c).toString(16).toUpperCase().padStart(2, '0');
      return `&H${m[1] ?? '00'}${hex(b)}${hex(g)}${hex(r)}`;
    }
  }
  return '&H00FFFFFF';
}

/** Contrast of the weakest text colour against a backing of luminance `behind`. */
function worst(text: number[], behind: number): number {
  return Math.min(...text.map((t) => contrastRatio(t, behind)));
}

/**
 * The quietest band (the look's own band wins a near tie, so captions only move for a reason), and
 * the least support that brings every caption colour to `MIN_CONTRAST` against what is behind it:
 * an outline is its own backing; a box darkens the picture by its opacity (made more opaque when
 * needed); plain words stay plain where the picture allows, else gain a soft shadow, else a box.
 */
export function chooseCaptionBand(
  readings: BandReading[],
  o: { ink: Ink; text: number[]; preferred: BandId },
): BandChoice {
  if (readings.length === 0) throw new Error('No caption band to choose from');
  const quietest = Math.min(...readings.map((r) => r.busyness));
  const preferred = readings.find((r) => r.id === o.preferred);
  const band =
    preferred && preferred.busyness <= quietest + TIE_POINTS
      ? preferred
      : readings.reduce((a, b) => (b.busyness < a.busyness ? b : a));
  const boxed = (from: number): BandChoice => {
    const opacities = BOX_OPACITIES.filter((x) => x >= from);
    for (const opacity of opacities) {
      const contrast = worst(o.text, (1 - opacity) * band.bright);
      if (contrast >= MIN_CONTRAST || opacity === 1) {
        return { id: band.id, support: o.ink.kind === 'box' ? 'none' : 'box', boxOpacity: opacity, contrast };
      }
    }
    throw new Error('unreachable');
  };
  if (o.ink.kind === 'outline') {
    return { id: band.id, support: 'none', boxOpacity: 0, contrast: worst(o.text, 0) };
  }
  if (o.ink.kind === 'box') {
    const own = worst(o.text, (1 - o.ink.opacity) * band.bright);
    if (own >= MIN_CONTRAST)
      return { id: band.id, support: 'none', boxOpacity: o.ink.opacity, contrast: own };
    return boxed(o.ink.opacity);
  }
  const bare = worst(o.text, band.bright);
  if (bare >= MIN_CONTRAST) return { id: band.id, support: 'none', boxOpacity: 0, contrast: bare };
  const shadowed = worst(o.text, SHADOW_LEAK * band.bright);
  if (shadowed >= MIN_CONTRAST) return { id: band.id, support: 'shadow', boxOpacity: 0, contrast: shadowed };
  return boxed(0);
}
