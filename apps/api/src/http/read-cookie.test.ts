import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(readCookie('a=1; b=2', 'b')).toBe('2');
    expect(readCookie('ab=1', 'b')).toBeUndefined();
    expect(readCookie(undefined, 'b')).toBeUndefined();
  });
  it('decodes percent-encoding and keeps a value that is not valid encoding', () => {
    expect(readCookie('s=a%3Db', 's')).toBe('a=b');
    expect(readCookie('s=100%', 's')).toBe('100%');
    expect(readCookie('s=x=y', 's')).toBe('x=y');
  });
});
