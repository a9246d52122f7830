import { describe, expect, it } from 'vitest';
import { isDirectLoopback } from './loopback.ts';

const LOCAL = { host: '127.0.0.1:4000' };

describe('isDirectLoopback', () => {
  it.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('accepts %s with no proxy headers', (a) => {
    expect(isDirectLoopback(a, LOCAL)).toBe(true);
  });

  it.each(['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', '', undefined])('refuses %s', (a) => {
    expect(isDirectLoopback(a, LOCAL)).toBe(false);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['true-client-ip', '203.0.113.9'],
    ['cf-connecting-ip', '203.0.113.9'],
    ['x-client-ip', '203.0.113.9'],
    ['x-forwarded-host', 'adreel.example.com'],
    ['via', '1.1 nginx'],
  ])('refuses loopback traffic carrying %s (a proxy forwarded it for someone else)', (name, value) => {
    expect(isDirectLoopback('127.0.0.1', { ...LOCAL, [name]: value })).toBe(false);
  });

  it.each([
    'localhost',
    'localhost:5173',
    'LOCALHOST.:80',
    '127.0.0.1',
    '127.8.9.1:4000',
    '[::1]',
    '[::1]:4000',
  ])('accepts the loopback Host %s', (host) => {
    expect(isDirectLoopback('127.0.0.1', { host })).toBe(true);
  });

  it.each([
    'adreel.example.com',
    'adreel.example.com:443',
    '203.0.113.9',
    'localhost.example.com',
    '127.0.0.1.nip.io',
    '[::2]',
    '',
  ])('refuses the Host %s (a proxy that strips forwarding headers still sends the public name)', (host) => {
    expect(isDirectLoopback('127.0.0.1', { host })).toBe(false);
  });

  it('refuses a request with no Host', () => {
    expect(isDirectLoopback('127.0.0.1', {})).toBe(false);
  });
});
