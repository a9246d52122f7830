import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, open, parseEncryptionKey, seal } from './secret-box.ts';

const key = randomBytes(32);
const secret = 'ds24-api-key-1234567890-ABCDEF';

describe('secret box', () => {
  it('round-trips, with a fresh IV every time', () => {
    const a = encryptSecret(secret, key);
    const b = encryptSecret(secret, key);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(decryptSecret(a, key)).toBe(secret);
    expect(decryptSecret(encryptSecret('', key), key)).toBe('');
    expect(decryptSecret(encryptSecret('ünïcødé ✓', key), key)).toBe('ünïcødé ✓');
    expect(open(seal(secret, key), key)).toBe(secret);
  });

  it('does not contain the plaintext', () => {
    const blob = encryptSecret(secret, key);
    expect(blob).not.toContain(secret);
    expect(Buffer.from(blob.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
  });

  it('detects tampering', () => {
    const blob = encryptSecret(secret, key);
    const raw = Buffer.from(blob.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptSecret(`v1:${raw.toString('base64url')}`, key)).toThrow(/tampered/);
    expect(() => decryptSecret(`v2:${blob.slice(3)}`, key)).toThrow(/Unsupported/);
    expect(() => decryptSecret('v1:AAAA', key)).toThrow(/truncated/);
  });

  it('fails with the wrong key', () => {
    expect(() => decryptSecret(encryptSecret(secret, key), randomBytes(32))).toThrow(/wrong key/);
  });
});

describe('parseEncryptionKey', () => {
  it('accepts 32 bytes as hex, base64 and base64url', () => {
    expect(parseEncryptionKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseEncryptionKey(` ${key.toString('base64')}\n`).equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64url')).equals(key)).toBe(true);
  });

  it.each(['', 'short', 'ab'.repeat(31), randomBytes(16).toString('base64'), 'not base64 at all!'])(
    'refuses %j with a clear message',
    (bad) => {
      expect(() => parseEncryptionKey(bad)).toThrow(/must be 32 bytes/);
    },
  );
});
