import { describe, expect, it } from 'vitest';
import { INSTAGRAM_TOKEN_LIFE_MS, instagramRefreshDue } from './token-refresh.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 11, 1);
const issuedAgo = (ms: number) => new Date(now - ms + INSTAGRAM_TOKEN_LIFE_MS);

describe('instagramRefreshDue', () => {
  it('leaves a fresh long-lived token alone, and never refreshes one younger than 24 h', () => {
    expect(instagramRefreshDue(issuedAgo(0), now)).toBe(false);
    expect(instagramRefreshDue(issuedAgo(23 * 3_600_000), now)).toBe(false);
    // Not even when Instagram said it expired: it would refuse to refresh it (reconnect instead).
    expect(instagramRefreshDue(issuedAgo(2 * 3_600_000), now, true)).toBe(false);
    expect(instagramRefreshDue(issuedAgo(2 * DAY), now, true)).toBe(true);
  });

  it('refreshes in the last week of the 60 days, well before it expires', () => {
    expect(instagramRefreshDue(issuedAgo(52 * DAY), now)).toBe(false);
    expect(instagramRefreshDue(issuedAgo(54 * DAY), now)).toBe(true);
    expect(instagramRefreshDue(issuedAgo(59 * DAY + 23 * 3_600_000), now)).toBe(true);
  });

  it('has nothing to go by without an expiry: refreshes only when Instagram called it expired', () => {
    expect(instagramRefreshDue(null, now)).toBe(false);
    expect(instagramRefreshDue(null, now, true)).toBe(true);
  });
});
