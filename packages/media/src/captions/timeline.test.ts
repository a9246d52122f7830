import { describe, expect, it } from 'vitest';
import { PHRASE_GAP_S, sceneTiming, VOICE_LEAD_S, VOICE_TAIL_S, videoTimeline } from './timeline.ts';

describe('sceneTiming', () => {
  it('keeps the scripted duration when the voice fits', () => {
    const t = sceneTiming(6, [{ text: 'Hello there.', duration: 1.2 }], 30);
    expect(t.durationS).toBe(6);
    expect(t.phrases[0]).toEqual({ text: 'Hello there.', start: VOICE_LEAD_S, duration: 1.2 });
    expect(t.lines.flat().map((w) => w.text)).toEqual(['Hello', 'there.']);
  });

  it('stretches the scene to the voice, frame-aligned, never cutting a sentence', () => {
    const t = sceneTiming(
      2,
      [
        { text: 'One two three.', duration: 1.5 },
        { text: 'Four five.', duration: 1.01 },
      ],
      30,
    );
    const needed = VOICE_LEAD_S + 1.5 + PHRASE_GAP_S + 1.01 + VOICE_TAIL_S;
    expect(t.durationS).toBeGreaterThanOrEqual(needed);
    expect(t.durationS - needed).toBeLessThan(1 / 30);
    expect(Math.abs(t.durationS * 30 - Math.round(t.durationS * 30))).toBeLessThan(1e-9);
    expect(t.phrases[1]?.start).toBeCloseTo(VOICE_LEAD_S + 1.5 + PHRASE_GAP_S, 9);
    const last = t.lines.flat().at(-1)!;
    expect(last.end).toBeCloseTo(VOICE_LEAD_S + 1.5 + PHRASE_GAP_S + 1.01, 9);
  });
});

describe('videoTimeline', () => {
  it('starts each part where the whole frames before it end, and sums them', () => {
    // 2.51 s is 75.3 frames at 30 fps: encoded as 75, so the next part starts at 2.5 + 2.5.
    const t = videoTimeline([2.5, 2.51, 3], 30);
    expect(t.startsS).toEqual([0, 2.5, 5]);
    expect(t.totalS).toBe(8);
  });
});
