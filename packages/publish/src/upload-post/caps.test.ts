import { describe, expect, it } from 'vitest';
import { DAY_MS, dailyCap } from './caps.ts';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('dailyCap', () => {
  it('counts only the last 24 hours', () => {
    const s = dailyCap('youtube', [ago(1000), ago(DAY_MS + 1), ago(60_000)], now);
    expect(s).toEqual({ cap: 10, used: 2, remaining: 8, nextFreeAt: null });
  });

  it('says when the next post fits once the cap is reached', () => {
    const sent = Array.from({ length: 10 }, (_, i) => ago((i + 1) * 3_600_000));
    const s = dailyCap('youtube', sent, now);
    expect(s.remaining).toBe(0);
    // The oldest of the ten (10 h ago) leaves the window in 14 h.
    expect(s.nextFreeAt?.toISOString()).toBe(new Date(now.getTime() + 14 * 3_600_000).toISOString());
  });

  it('has the documented caps per platform', () => {
    expect(dailyCap('tiktok', [], now).cap).toBe(15);
    expect(dailyCap('instagram', [], now).cap).toBe(50);
  });
});
