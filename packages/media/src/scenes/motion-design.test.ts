import { VIDEO_TEMPLATES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { designMotion, type MotionStyle, mixHex, motionPalette, motionStyleFor } from './motion-design.ts';

const FRAME = { width: 1080, height: 1920 };
const STYLES: MotionStyle[] = ['drift', 'bands', 'stickers', 'rings'];

/** Evaluates a design's ffmpeg expression at time t (the functions the designs use). */
function at(expr: string, t: number): number {
  const js = expr.replace(/\bt\b/g, `(${t})`).replace(/\b(sin|cos)\(/g, 'Math.$1(');
  const mod = (a: number, b: number) => a - b * Math.trunc(a / b);
  return Function('mod', `return ${js};`)(mod) as number;
}

describe('motion designs', () => {
  it('gives every template but the product card a motion of its own', () => {
    const styles = VIDEO_TEMPLATES.map((t) => motionStyleFor(t.id));
    expect(motionStyleFor('split')).toBeNull();
    const drawn = styles.filter((s) => s !== null);
    expect(drawn.length).toBe(VIDEO_TEMPLATES.length - 1);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('puts the brand colours first and ignores what is not a colour', () => {
    expect(motionPalette(['#112233', 'red', '#AABBCC'])).toEqual(['#112233', '#aabbcc', '#4f46e5']);
    expect(motionPalette([])).toEqual(['#4f46e5', '#ec4899', '#f59e0b']);
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    const d = designMotion('drift', ['#112233', '#445566'], 0, FRAME);
    expect(d.base.from).toBe('#112233');
  });

  it.each(STYLES)('%s: every shape moves over the scene and stays near the frame', (style) => {
    const d = designMotion(style, [], 3, FRAME);
    expect(d.shapes.length).toBeGreaterThanOrEqual(3);
    for (const s of d.shapes) {
      const p = (t: number) => [at(s.x, t), at(s.y, t)] as const;
      const moved = Math.max(...[0.5, 1, 2].map((t) => Math.hypot(p(t)[0] - p(0)[0], p(t)[1] - p(0)[1])));
      expect(moved).toBeGreaterThan(8);
      for (let t = 0; t <= 30; t += 0.7) {
        const [x, y] = p(t);
        expect(x).toBeGreaterThan(-s.w - 1);
        expect(x).toBeLessThan(FRAME.width + 1);
        expect(y).toBeGreaterThan(-s.h - 1);
        expect(y).toBeLessThan(FRAME.height + 1);
      }
    }
  });

  it('designs neighbouring scenes differently and the same scene the same way', () => {
    for (const style of STYLES) {
      const a = designMotion(style, ['#0ea5e9'], 0, FRAME);
      const b = designMotion(style, ['#0ea5e9'], 1, FRAME);
      expect(designMotion(style, ['#0ea5e9'], 0, FRAME)).toEqual(a);
      expect(b.base).not.toEqual(a.base);
      expect(b.shapes.map((s) => s.x)).not.toEqual(a.shapes.map((s) => s.x));
    }
  });

  it('scales with the frame (a storyboard draws the same design smaller)', () => {
    const big = designMotion('rings', [], 2, FRAME);
    const small = designMotion('rings', [], 2, { width: 270, height: 480 });
    expect(small.shapes[0]!.w).toBeCloseTo(big.shapes[0]!.w / 4, -1);
  });
});
