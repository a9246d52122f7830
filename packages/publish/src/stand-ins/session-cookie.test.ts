import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createSessionCookies, SESSION_COOKIE } from './session-cookie.ts';

const cookies = createSessionCookies(randomBytes(32));
const pair = (setCookie: string) => setCookie.split(';')[0] as string;

it('reads back what it wrote, HttpOnly, and only when the signature holds', () => {
  const set = cookies.write({ sid: 's1', accounts: ['tiktok:a', 'tiktok:a', 'youtube:b'] }, false);
  expect(set).toContain('HttpOnly');
  expect(set).not.toContain('Secure');
  expect(cookies.write({ sid: 's1', accounts: [] }, true)).toContain('; Secure');
  expect(cookies.read(`other=1; ${pair(set)}`)).toEqual({ sid: 's1', accounts: ['tiktok:a', 'youtube:b'] });

  const [payload, sig] = pair(set)
    .slice(SESSION_COOKIE.length + 1)
    .split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ sid: 's2', accounts: ['tiktok:a'] })).toString('base64url');
  expect(cookies.read(`${SESSION_COOKIE}=${forged}.${sig}`)).toBeNull();
  const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
  expect(cookies.read(`${SESSION_COOKIE}=${payload}.${flipped}`)).toBeNull();
  expect(createSessionCookies(randomBytes(32)).read(pair(set))).toBeNull();
  expect(cookies.read(undefined)).toBeNull();
});
