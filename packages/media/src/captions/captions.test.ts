import { describe, expect, it } from 'vitest';
import {
  buildAss,
  captionBlockTop,
  captionMarginV,
  DEFAULT_CAPTION_LAYOUT,
  escapeAssText,
  SAFE_BOTTOM,
  SAFE_TOP,
  shiftLines,
} from './captions.ts';
import { captionLines, timeWords } from './phrases.ts';

describe('ASS captions', () => {
  const lines = captionLines(timeWords('Meet the new SuperBlend, your kitchen hero.', 0.25, 2.5));
  const ass = buildAss(lines);

  it('keeps the caption block inside the safe zone of a 1080x1920 frame', () => {
    const layout = DEFAULT_CAPTION_LAYOUT;
    expect(ass).toContain('PlayResX: 1080');
    expect(ass).toContain('PlayResY: 1920');
    const style = ass.split('\n').find((l) => l.startsWith('Style: Caption,'))!;
    const fields = style.slice('Style: '.length).split(',');
    const [alignment, , , marginV] = fields.slice(-5);
    expect(alignment).toBe('2'); // bottom-centre, so MarginV is the distance from the bottom edge
    expect(Number(marginV)).toBe(captionMarginV(layout));
    expect(Number(marginV)).toBeGreaterThanOrEqual(1920 * SAFE_BOTTOM + layout.outline);
    expect(captionBlockTop(layout)).toBeGreaterThan(1920 * SAFE_TOP);
    expect(fields[1]).toBe('DejaVu Sans');
    expect(fields[7]).toBe('-1'); // bold
    expect(Number(fields[16])).toBeGreaterThan(0); // outline
  });

  it('emits one event per word with only that word highlighted', () => {
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
    expect(events).toHaveLength(7);
    expect(events[0]).toContain('{\\c&H0000D7FF&}Meet{\\c&H00FFFFFF&} the new SuperBlend,');
    expect(events[1]).toContain('Meet {\\c&H0000D7FF&}the{\\c&H00FFFFFF&} new');
    expect(events[4]).toContain('{\\c&H0000D7FF&}your{\\c&H00FFFFFF&} kitchen hero.');
    expect(events[0]).toMatch(/^Dialogue: 0,0:00:00\.25,/);
    // Events are contiguous: each word's event ends where the next begins.
    const times = events.map((e) => e.split(',').slice(1, 3));
    for (let i = 0; i + 1 < times.length; i++) expect(times[i]![1]).toBe(times[i + 1]![0]);
  });

  it('neutralises override braces and backslashes in user text', () => {
    expect(escapeAssText('{\\pos(0,0)}Hi\\N')).not.toMatch(/[{}\\]/);
  });
});

describe('shiftLines', () => {
  it('moves scene-local caption times to their place in a pass, leaving the input untouched', () => {
    const lines = captionLines(timeWords('One two.', 0.3, 1));
    const moved = shiftLines(lines, 6);
    expect(moved[0]?.[0]?.start).toBeCloseTo(6.3, 9);
    expect(moved[0]?.[1]?.end).toBeCloseTo(7.3, 9);
    expect(lines[0]?.[0]?.start).toBeCloseTo(0.3, 9);
  });
});
