import { describe, expect, it } from 'vitest';
import { cleanText, tokenSetFrom } from './http.ts';

describe('platform replies', () => {
  it('cleanText drops control characters (Postgres refuses NUL) and caps the length', () => {
    expect(cleanText('Ann\u0000 on\u0007 TikTok\n', 100)).toBe('Ann on TikTok');
    expect(cleanText('ä'.repeat(10), 4)).toBe('ääää');
  });

  it('reads a token reply: expiry from expires_in, scopes split on commas or spaces, refresh kept when absent', () => {
    const t = tokenSetFrom({ access_token: 'a', expires_in: 60, scope: 'x,y z' }, 'old', 1_000);
    expect(t).toEqual({
      accessToken: 'a',
      refreshToken: 'old',
      expiresAt: new Date(61_000),
      refreshExpiresAt: null,
      scopes: ['x', 'y', 'z'],
    });
    expect(() => tokenSetFrom({}, null)).toThrow(/no access_token/);
  });
});
