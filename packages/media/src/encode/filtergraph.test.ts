import { describe, expect, it } from 'vitest';
import { buildFilterGraph, frameCount, motionFilter } from './filtergraph.ts';
import type { RenderPlan } from './plan.ts';

const base = { width: 1080, height: 1920, fps: 30 };

describe('buildFilterGraph — video', () => {
  const plan: RenderPlan = {
    ...base,
    scenes: [
      { durationS: 2, background: { kind: 'still', path: '/c/bg1.jpg', motion: 'panRight' } },
      { durationS: 1.5, background: { kind: 'clip', path: '/c/clip.mp4' } },
      { durationS: 3, background: { kind: 'still', path: '/c/card.jpg', motion: 'zoomIn' } },
    ],
    captionsFile: 'pass-captions.ass',
    audio: null,
  };
  const g = buildFilterGraph(plan);

  it('declares one input per scene, looping clips for the scene length', () => {
    expect(g.inputs).toEqual([
      ['-i', '/c/bg1.jpg'],
      ['-stream_loop', '-1', '-t', '2', '-i', '/c/clip.mp4'],
      ['-i', '/c/card.jpg'],
    ]);
  });

  it('repeats each still for exactly its frames on a 1/fps timebase, moves the camera and burns captions once', () => {
    const chains = g.filterComplex.split(';');
    expect(chains[0]).toBe(
      "[0:v]format=yuv420p,loop=loop=59:size=1:start=0,settb=1/30,setpts=N,crop=1080:1920:x='(iw-1080)*(t/2)':y='(ih-1920)/2',setsar=1[v0]",
    );
    expect(chains[1]).toContain('[1:v]fps=30,scale=1080:1920:force_original_aspect_ratio=increase');
    expect(chains[1]).toContain('crop=1080:1920');
    expect(chains[1]).toContain('trim=end_frame=45');
    expect(chains[1]).not.toContain('ass=');
    expect(chains[2]).toContain("scale=w='2*trunc(1080*(1+0.1*(t/3))/2)'");
    expect(chains[2]).toContain('eval=frame');
    expect(chains[3]).toBe('[v0][v1][v2]concat=n=3:v=1:a=0[vjoined]');
    expect(chains[4]).toBe('[vjoined]ass=filename=pass-captions.ass[vout]');
    expect(g.filterComplex.match(/ass=/g)).toHaveLength(1);
    expect(g.maps).toEqual(['-map', '[vout]']);
  });

  it('labels a single scene straight to the output, and skips the subtitles filter without captions', () => {
    const one = buildFilterGraph({ ...plan, scenes: [plan.scenes[0]!], captionsFile: null });
    expect(one.filterComplex).toMatch(/setsar=1\[vout\]$/);
    expect(one.filterComplex).not.toContain('concat');
    expect(one.filterComplex).not.toContain('ass=');
  });

  it('refuses caption file names that would need filtergraph escaping', () => {
    expect(() =>
      buildFilterGraph({
        ...plan,
        captionsFile: "x',drawtext=text=pwned",
      }),
    ).toThrow(/Unsafe captions file name/);
  });
});

describe('motionFilter', () => {
  it('keeps every motion inside the frame size', () => {
    for (const m of ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'panUp', 'panDown'] as const) {
      expect(motionFilter(m, 1080, 1920, 4)).toMatch(/crop=1080:1920/);
    }
    expect(motionFilter('zoomOut', 1080, 1920, 4)).toContain('(1-(t/4))');
    expect(motionFilter('panUp', 1080, 1920, 4)).toContain("y='(ih-1920)*(1-(t/4))'");
  });
  it('counts frames by rounding', () => {
    expect(frameCount(2, 30)).toBe(60);
    expect(frameCount(0.001, 30)).toBe(1);
  });
});

describe('buildFilterGraph — audio', () => {
  const audio = {
    durationS: 8,
    voices: [
      { path: '/c/v1.wav', startS: 0.3 },
      { path: '/c/v2.wav', startS: 4.25 },
    ],
    music: { path: '/c/music.wav', gainDb: -9 },
  };

  it('places voices on a fixed-length bus, ducks looping music under them and measures loudness', () => {
    const g = buildFilterGraph({ ...base, scenes: [], audio: { ...audio, gainDb: null } });
    expect(g.inputs).toEqual([
      ['-f', 'lavfi', '-t', '8', '-i', 'anullsrc=r=48000:cl=mono'],
      ['-i', '/c/v1.wav'],
      ['-i', '/c/v2.wav'],
      ['-stream_loop', '-1', '-i', '/c/music.wav'],
    ]);
    const fc = g.filterComplex;
    expect(fc).toContain('[1:a]aformat=sample_rates=48000:channel_layouts=mono,adelay=300:all=1[vo0]');
    expect(fc).toContain('adelay=4250:all=1[vo1]');
    expect(fc).toContain('[0:a][vo0][vo1]amix=inputs=3:normalize=0:duration=first');
    expect(fc).toContain('[3:a]aformat=sample_rates=48000:channel_layouts=stereo,atrim=0:8');
    expect(fc).toContain('volume=-9dB');
    expect(fc).toContain('[music][vkey]sidechaincompress=');
    expect(fc).toContain('ebur128=framelog=verbose');
    expect(fc).toMatch(/\[aout\]$/);
    expect(g.maps).toEqual(['-map', '[aout]']);
  });

  it('applies the measured gain with a limiter below −1 dBFS', () => {
    const g = buildFilterGraph({ ...base, scenes: [], audio: { ...audio, gainDb: 4.5 } });
    expect(g.filterComplex).toContain('volume=4.5dB,alimiter=limit=0.7943:level=false');
    expect(g.filterComplex).not.toContain('ebur128');
  });

  it('works without music', () => {
    const g = buildFilterGraph({ ...base, scenes: [], audio: { ...audio, music: null, gainDb: 0 } });
    expect(g.inputs).toHaveLength(3);
    expect(g.filterComplex).not.toContain('sidechaincompress');
    expect(g.filterComplex).toContain('[voice]volume=0dB');
  });

  it('numbers audio inputs after the scene inputs when both are present', () => {
    const g = buildFilterGraph({
      ...base,
      scenes: [
        {
          durationS: 8,
          background: { kind: 'still', path: '/c/a.jpg', motion: 'panUp' },
        },
      ],
      audio: { ...audio, gainDb: 0 },
    });
    expect(g.filterComplex).toContain('[2:a]aformat=sample_rates=48000:channel_layouts=mono,adelay=300');
    expect(g.maps).toEqual(['-map', '[vout]', '-map', '[aout]']);
  });
});

describe('buildFilterGraph — template layers and storyboard frames', () => {
  const still = { kind: 'still' as const, path: '/c/bg.jpg', motion: 'panRight' as const };

  it('draws a story progress bar: finished segments, then this scene filling over its length', () => {
    const g = buildFilterGraph({
      ...base,
      scenes: [
        {
          durationS: 2,
          background: still,
          overlays: { progress: { index: 1, count: 3, y: 280, height: 10 } },
        },
      ],
      captionsFile: null,
      audio: null,
    });
    expect(g.inputs).toEqual([['-i', '/c/bg.jpg']]);
    expect(g.filterComplex).toContain('setsar=1[voutbg]');
    expect(g.filterComplex).toContain('color=c=white:s=360x10:r=30[voutbar]');
    expect(g.filterComplex).toContain('drawbox=x=0:y=280:w=360:h=10:color=white:t=fill');
    expect(g.filterComplex).toContain("overlay=x='0+360*t/2':y=280:eval=frame:shortest=1");
    expect(g.filterComplex).toMatch(/format=yuv420p\[vout\]$/);
  });

  it('adds the badge as its own input and slides it in from the right edge', () => {
    const g = buildFilterGraph({
      ...base,
      scenes: [
        { durationS: 1, background: still, overlays: { badge: { path: '/c/badge.png', x: 700, y: 300 } } },
        { durationS: 1, background: still },
      ],
      captionsFile: 'c.ass',
      audio: null,
    });
    expect(g.inputs).toEqual([
      ['-i', '/c/bg.jpg'],
      ['-i', '/c/badge.png'],
      ['-i', '/c/bg.jpg'],
    ]);
    expect(g.filterComplex).toContain("[v0bg][1:v]overlay=x='700+(W-700)*max(0,1-t/0.5)':y=300:eval=frame");
    expect(g.filterComplex).toContain('[2:v]format=yuv420p');
    expect(g.filterComplex).toContain('[v0][v1]concat=n=2');
  });

  it('draws one frame from the middle of a scene with the whole scene’s motion', () => {
    const g = buildFilterGraph({
      ...base,
      scenes: [{ durationS: 4, background: still, window: { from: 60, frames: 1 } }],
      captionsFile: null,
      audio: null,
    });
    expect(g.filterComplex).toContain('loop=loop=0:size=1');
    expect(g.filterComplex).toContain('setpts=N+60');
    expect(g.filterComplex).toContain("x='(iw-1080)*(t/4)'");
    // Drawn in scene time, handed on from zero.
    expect(g.filterComplex).toMatch(/\[vout\w\];\[vout\w\]setpts=PTS-STARTPTS\[vout\]$/);
  });
});
