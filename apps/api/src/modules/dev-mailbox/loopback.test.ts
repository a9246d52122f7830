import { describe, expect, it } from 'vitest';
import { isDirectLoopback } from './loopback.ts';

describe('isDirectLoopback', () => {
  it.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('accepts %s with no proxy headers', (a) => {
    expect(isDirectLoopback(a, {})).toBe(true);
  });

  it.each(['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', '', undefined])('refuses %s', (a) => {
    expect(isDirectLoopback(a, {})).toBe(false);
  });

  it('refuses loopback traffic that a proxy forwarded for someone else', () => {
    expect(isDirectLoopback('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(isDirectLoopback('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toBe(false);
  });
});
