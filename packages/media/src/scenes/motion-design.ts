/**
 * Designed motion for scenes with no picture (issue 36 item 1): a crisp gradient still in the brand's
 * colours with shapes that move over it, drawn by the video pass as overlays whose position is an
 * ffmpeg expression of the scene's time. Each template has its own motion (soft drifting discs for
 * Classic, sliding bands for Bold, bobbing stickers for UGC, rising rings for Offer); the product
 * card (Split) keeps its card. Pure: the shapes' pictures are drawn by motion-assets.ts.
 *
 * Why overlays over a still rather than a rendered loop: an overlay blends only the shape's own
 * pixels and moves them by whole pixels, which x264 predicts almost for free, while a full-frame
 * clip would be decoded and scaled every frame (the render must stay within 1.4 of a bare encode).
 */
import type { VideoTemplateId } from '@adreel/contracts';

export type MotionStyle = 'drift' | 'bands' | 'stickers' | 'rings';

/** Which motion a template draws behind its text; null: the template keeps its own still (Split's card). */
export function motionStyleFor(template: VideoTemplateId): MotionStyle | null {
  switch (template) {
    case 'classic':
      return 'drift';
    case 'bold':
      return 'bands';
    case 'ugc':
      return 'stickers';
    case 'offer':
      return 'rings';
    default:
      return null;
  }
}

export type ShapeKind = 'disc' | 'ring' | 'band' | 'sticker';

/** One moving shape, in frame pixels; its path is evaluated per frame by the overlay filter. */
export interface ShapeSpec {
  kind: ShapeKind;
  w: number;
  h: number;
  color: string;
  opacity: number;
  /** Where the shape's top-left corner is at time t (seconds of scene time): ffmpeg expressions. */
  x: string;
  y: string;
}

export interface MotionDesign {
  style: MotionStyle;
  /** The still under the shapes: a straight gradient from `from` to `to` at `angle` degrees. */
  base: { from: string; to: string; angle: number };
  shapes: ShapeSpec[];
}

const HEX = /^#[0-9a-f]{6}$/i;
/** The colours a generated background is drawn in when the video has fewer of its own. */
export const DEFAULT_COLORS = ['#4f46e5', '#ec4899', '#f59e0b'];
const PAPER = '#e7e2d9';

/** A deterministic pseudo-random number in [0, 1) for (seed, k): the same scene looks the same every render. */
export function seeded(seed: number, k: number): number {
  const x = Math.sin(seed * 127.1 + k * 311.7) * 43758.5453;
  return x - Math.floor(x);
}

/** Mixes two #rrggbb colours (0: a, 1: b). */
export function mixHex(a: string, b: string, f: number): string {
  const c = (s: string, i: number) => Number.parseInt(s.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(c(a, i) * (1 - f) + c(b, i) * f)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The palette: brand and product colours first (valid hex only), then the defaults, three at least. */
export function motionPalette(colors: string[]): [string, string, string] {
  const valid = colors.filter((c) => HEX.test(c)).map((c) => c.toLowerCase());
  const unique = [...new Set([...valid, ...DEFAULT_COLORS])];
  return [unique[0]!, unique[1]!, unique[2]!];
}

const n = (x: number) => Number(x.toFixed(3)).toString();
const TAU = 2 * Math.PI;

/** A closed orbit around (x0, y0): back where it started after `period` seconds. */
function orbit(x0: number, y0: number, ax: number, ay: number, period: number, phase: number) {
  const a = `${n(TAU / period)}*t+${n(phase)}`;
  return {
    x: `${Math.round(x0)}+${Math.round(ax)}*sin(${a})`,
    y: `${Math.round(y0)}+${Math.round(ay)}*cos(${a})`,
  };
}

/** Moves along one axis at `speed` px/s from `start`, reappearing at the far side after `span` px. */
function wrap(start: number, speed: number, span: number, size: number): string {
  const sign = speed >= 0 ? '+' : '-';
  const period = Math.round(span + size);
  // mod() of a negative number stays negative in ffmpeg's expressions: keep the argument positive.
  return `mod(${Math.round(start + size) + period * 1000}${sign}${n(Math.abs(speed))}*t,${period})-${Math.round(size)}`;
}

/** A shape as wide as it is high. */
const square = (
  kind: ShapeKind,
  size: number,
  color: string,
  opacity: number,
  at: { x: string; y: string },
): ShapeSpec => ({ kind, w: size, h: size, color, opacity, ...at });

/**
 * The design of one scene: `seed` (the scene's index) varies sizes, colours, paths and the
 * gradient's angle so that neighbouring scenes never look alike.
 */
export function designMotion(
  style: MotionStyle,
  colors: string[],
  seed: number,
  frame: { width: number; height: number },
): MotionDesign {
  const [a, b, c] = motionPalette(colors);
  const { width: W, height: H } = frame;
  const s = Math.min(W, H);
  const r = (k: number) => seeded(seed, k);
  // Alternate which colour leads, so scene to scene the whole frame changes hue.
  const lead = seed % 2 === 0 ? [a, b] : [b, a];
  const angle = Math.round(30 + 120 * r(0));
  switch (style) {
    case 'drift': {
      const shapes = [0, 1, 2, 3, 4].map((k): ShapeSpec => {
        const size = Math.round(s * (0.34 + 0.3 * r(k + 1)));
        const p = orbit(
          W * (0.1 + 0.7 * r(k + 10)) - size / 2,
          H * (0.1 + 0.75 * r(k + 20)) - size / 2,
          W * (0.06 + 0.08 * r(k + 30)),
          H * (0.04 + 0.05 * r(k + 40)),
          5 + 4 * r(k + 50),
          TAU * r(k + 60),
        );
        return square('disc', size, [c, '#ffffff', lead[1]!][k % 3]!, 0.36 + 0.2 * r(k + 70), p);
      });
      return { style, base: { from: lead[0]!, to: mixHex(lead[1]!, '#000000', 0.35), angle }, shapes };
    }
    case 'bands': {
      const shapes = [0, 1, 2].map((k): ShapeSpec => {
        const h = Math.round(H * (0.08 + 0.06 * r(k + 1)));
        const w = Math.round(W * 1.4);
        const speed = (k % 2 === 0 ? 1 : -1) * W * (0.25 + 0.2 * r(k + 2));
        return {
          kind: 'band',
          w,
          h,
          color: [c, '#ffffff', lead[1]!][k]!,
          opacity: k === 1 ? 0.22 : 0.55,
          x: wrap(-W * r(k + 3), speed, W, w),
          y: String(Math.round(H * (0.12 + 0.26 * k + 0.08 * r(k + 4)))),
        };
      });
      const ring = Math.round(s * 0.42);
      const p = orbit(W * 0.55 - ring / 2, H * 0.45, W * 0.2, H * 0.08, 6 + 2 * r(9), TAU * r(8));
      shapes.push(square('ring', ring, '#ffffff', 0.6, p));
      return { style, base: { from: mixHex(lead[0]!, '#000000', 0.15), to: '#1e1b4b', angle }, shapes };
    }
    case 'stickers': {
      const shapes = [0, 1, 2, 3].map((k): ShapeSpec => {
        const size = Math.round(s * (0.2 + 0.12 * r(k + 1)));
        const p = orbit(
          W * (k % 2 === 0 ? 0.06 : 0.6) + W * 0.1 * r(k + 2),
          H * (0.12 + 0.2 * k) + H * 0.04 * r(k + 3),
          W * 0.03,
          H * 0.025,
          2.5 + 1.5 * r(k + 4),
          TAU * r(k + 5),
        );
        return square('sticker', size, [a, b, c][k % 3]!, 1, p);
      });
      return {
        style,
        base: { from: mixHex(PAPER, lead[0]!, 0.08), to: mixHex(PAPER, '#ffffff', 0.4), angle },
        shapes,
      };
    }
    case 'rings': {
      const shapes = [0, 1, 2, 3, 4].map((k): ShapeSpec => {
        const size = Math.round(s * (0.18 + 0.3 * r(k + 1)));
        const speed = -H * (0.06 + 0.08 * r(k + 2));
        return square('ring', size, [c, '#ffffff', lead[1]!][k % 3]!, 0.5 + 0.3 * r(k + 3), {
          x: String(Math.round(W * (0.05 + 0.7 * r(k + 4)))),
          y: wrap(H * r(k + 5), speed, H, size),
        });
      });
      return { style, base: { from: mixHex(lead[0]!, '#000000', 0.45), to: '#0b0b12', angle }, shapes };
    }
  }
}

/**
 * The colours a video's generated backgrounds are drawn in: the brand kit's first (the marketer
 * chose them for exactly this), then the product's.
 */
export function backgroundColors(
  brand: { primaryColor: string; accentColor: string } | null | undefined,
  product: { colors?: string[] } | null | undefined,
): string[] {
  return [...(brand ? [brand.primaryColor, brand.accentColor] : []), ...(product?.colors ?? [])];
}
