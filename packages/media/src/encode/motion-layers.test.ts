import { describe, expect, it } from 'vitest';
import { motionLayerInputs, withMotionLayers } from './motion-layers.ts';

const LAYERS = [
  { path: '/c/a.png', x: '10+5*sin(1.2*t+0.3)', y: '40' },
  { path: '/c/b.png', x: 'mod(900+30*t,1200)-100', y: '7-2*cos(t)' },
];

describe('motion layers', () => {
  it('overlays each shape in order over the still chain, in scene time', () => {
    const chain = withMotionLayers('[0:v]format=yuv420p,crop=10:10', LAYERS, {
      first: 2,
      label: 'v1',
      frames: 45,
      fps: 30,
      pts: 'N+15',
    });
    expect(motionLayerInputs(LAYERS)).toEqual([
      ['-i', '/c/a.png'],
      ['-i', '/c/b.png'],
    ]);
    expect(chain).toBe(
      [
        '[0:v]format=yuv420p,crop=10:10[v1l0]',
        '[2:v]format=yuva420p,loop=loop=44:size=1:start=0,settb=1/30,setpts=N+15[v1s0]',
        "[v1l0][v1s0]overlay=x='10+5*sin(1.2*t+0.3)':y='40':eval=frame:format=yuv420[v1l1]",
        '[3:v]format=yuva420p,loop=loop=44:size=1:start=0,settb=1/30,setpts=N+15[v1s1]',
        "[v1l1][v1s1]overlay=x='mod(900+30*t,1200)-100':y='7-2*cos(t)':eval=frame:format=yuv420",
      ].join(';'),
    );
  });

  it('leaves a chain without layers as it is and refuses expressions that could inject filters', () => {
    const o = { first: 1, label: 'v0', frames: 10, fps: 30, pts: 'N' };
    expect(withMotionLayers('[0:v]null', [], o)).toBe('[0:v]null');
    expect(() => withMotionLayers('[0:v]null', [{ path: 'a.png', x: "1';[0:v]", y: '0' }], o)).toThrow(
      /Unsafe/,
    );
  });
});
