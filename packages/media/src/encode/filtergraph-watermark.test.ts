import { describe, expect, it } from 'vitest';
import { buildFilterGraph } from './filtergraph.ts';
import type { PlanScene } from './plan.ts';

const still = (overlays: PlanScene['overlays']): PlanScene => ({
  durationS: 2,
  background: { kind: 'still', path: '/c/bg.jpg', motion: 'panUp' },
  overlays,
});
const graph = (scenes: PlanScene[]) =>
  buildFilterGraph({ width: 1080, height: 1920, fps: 30, scenes, captionsFile: null, audio: null });

describe('buildFilterGraph watermark layer', () => {
  it('overlays the logo input at a fixed place', () => {
    const g = graph([still({ watermark: { path: '/c/wm.png', x: 840, y: 307 } })]);
    expect(g.inputs).toEqual([
      ['-i', '/c/bg.jpg'],
      ['-i', '/c/wm.png'],
    ]);
    expect(g.filterComplex).toContain('[voutbg][1:v]overlay=x=840:y=307,format=yuv420p[vout]');
  });

  it('comes after the sliding badge and the progress bar, each scene with its own inputs', () => {
    const wm = { path: '/c/wm.png', x: 38, y: 307 };
    const g = graph([
      still({ badge: { path: '/c/badge.png', x: 700, y: 300 }, watermark: wm }),
      still({ progress: { index: 1, count: 2, y: 280, height: 10 }, watermark: wm }),
    ]);
    expect(g.inputs.map((i) => i.at(-1))).toEqual([
      '/c/bg.jpg',
      '/c/badge.png',
      '/c/wm.png',
      '/c/bg.jpg',
      '/c/wm.png',
    ]);
    expect(g.filterComplex).toContain('[v0bg][1:v]overlay=');
    expect(g.filterComplex).toContain(
      'format=yuv420p[v0bd];[v0bd][2:v]overlay=x=38:y=307,format=yuv420p[v0]',
    );
    expect(g.filterComplex).toContain(
      'format=yuv420p[v1pb];[v1pb][4:v]overlay=x=38:y=307,format=yuv420p[v1]',
    );
  });

  it('leaves a scene without a watermark exactly as before', () => {
    const g = graph([still({ badge: { path: '/c/badge.png', x: 700, y: 300 } })]);
    expect(g.filterComplex).toMatch(/eval=frame,format=yuv420p\[vout\]$/);
    expect(g.filterComplex).not.toContain('[voutbd]');
  });
});
