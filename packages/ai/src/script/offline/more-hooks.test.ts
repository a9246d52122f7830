import { describe, expect, it } from 'vitest';
import { alternativeHookLines } from './hooks.ts';
import { moreHookLines } from './more-hooks.ts';

const lower = (lines: string[]) => lines.map((l) => l.toLocaleLowerCase());

describe('moreHookLines', () => {
  const base = { productName: 'Glow Lamp', category: 'Lamps', locale: 'en' as const };

  it('writes new lines in the winner style first, never one already used', () => {
    const used = alternativeHookLines('en', 'Glow Lamp', 'lamps', 'Meet Glow Lamp.');
    const winnerHook = used[0] as string; // the question style
    const lines = moreHookLines({ ...base, winnerHook, used, count: 3 });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/\?/);
    for (const line of lower(lines)) expect(lower([...used, winnerHook])).not.toContain(line);
    expect(new Set(lines).size).toBe(3);
  });

  it('keeps drawing fresh lines click after click until the banks run dry', () => {
    const used: string[] = [];
    const rounds: number[] = [];
    for (let i = 0; i < 8; i++) {
      const lines = moreHookLines({ ...base, winnerHook: 'Meet Glow Lamp.', used, count: 3 });
      rounds.push(lines.length);
      used.push(...lines);
    }
    expect(new Set(lower(used)).size).toBe(used.length);
    expect(rounds[0]).toBe(3);
    expect(rounds.at(-1)).toBe(0);
  });

  it('writes in the winner language', () => {
    const lines = moreHookLines({ ...base, locale: 'de', winnerHook: 'Hallo.', used: [], count: 2 });
    expect(lines.join(' ')).toMatch(/Glow Lamp/);
    expect(lines.join(' ')).toMatch(/[äöüß]|Was|Schon|Das|Genug|Schluss/);
  });
});
