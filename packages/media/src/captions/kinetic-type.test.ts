import { describe, expect, it } from 'vitest';
import { buildAss } from './captions.ts';
import { kineticLayout, kineticText } from './kinetic-type.ts';

const COLORS = { primary: '&H00FFFFFF', highlight: '&H0000D7FF' };
const LINE = [
  { text: 'Stop', start: 0, end: 0.4 },
  { text: 'scrolling.', start: 0.4, end: 1 },
];

describe('kinetic type', () => {
  it('builds the line up word by word, the newest word popping in', () => {
    expect(kineticText(['Stop', 'scrolling.'], 0, COLORS)).toBe(
      '{\\c&H0000D7FF&\\fscx135\\fscy135\\t(0,180,\\fscx100\\fscy100)}Stop{\\c&H00FFFFFF&}',
    );
    expect(kineticText(['Stop', 'scrolling.'], 1, COLORS)).toMatch(
      /^Stop \{\\c&H0000D7FF&\\fscx135.*\}scrolling\./,
    );
  });

  it('shows no word before it is spoken, unlike the highlighted whole line', () => {
    const layout = kineticLayout({ width: 1080, height: 1920, fontSize: 78, outline: 6, maxLines: 3 });
    expect(layout).toMatchObject({ fontSize: 101, alignment: 5, kinetic: true });
    const events = buildAss([LINE], layout)
      .split('\n')
      .filter((l) => l.startsWith('Dialogue'));
    expect(events).toHaveLength(2);
    expect(events[0]).not.toContain('scrolling');
    expect(events[1]).toContain('scrolling');
    const plain = buildAss([LINE], { ...layout, kinetic: false })
      .split('\n')
      .filter((l) => l.startsWith('Dialogue'));
    expect(plain[0]).toContain('scrolling');
  });
});
