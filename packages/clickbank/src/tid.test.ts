import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clickIdToTid, isKeptTid, tidSafeClickIdBytes, tidToClickId } from './tid.ts';

const clickIdOf = (bytes: Buffer) => bytes.toString('base64url');

describe('click id ↔ tid', () => {
  it('round-trips every tid-safe click id through a tid ClickBank keeps, even upper-cased', () => {
    for (let i = 0; i < 500; i++) {
      const cid = clickIdOf(tidSafeClickIdBytes(randomBytes(16)));
      const tid = clickIdToTid(cid);
      expect(tid).toMatch(/^[a-z0-9]{24}$/);
      expect(isKeptTid(tid as string)).toBe(true);
      expect(tidToClickId(tid as string)).toBe(cid);
      expect(tidToClickId((tid as string).toUpperCase())).toBe(cid);
    }
  });

  it('maps the extremes: all zero bits, and the largest tid-safe id', () => {
    const zero = clickIdOf(Buffer.alloc(16));
    expect(clickIdToTid(zero)).toBe('0'.repeat(24));
    const top = Buffer.alloc(16, 0xff);
    top[0] = 0x0f;
    const tid = clickIdToTid(clickIdOf(top));
    expect(tid).toHaveLength(24);
    expect(tidToClickId(tid as string)).toBe(clickIdOf(top));
  });

  it('gives no tid for a click id whose number needs more than 24 base-36 characters', () => {
    expect(clickIdToTid(clickIdOf(Buffer.alloc(16, 0xff)))).toBeNull();
    const justOver = Buffer.alloc(16);
    justOver[0] = 0x11; // 2^124 · 1.06 > 36^24
    expect(clickIdToTid(clickIdOf(justOver))).toBeNull();
  });

  it('refuses what is not a click id or not one of our tids', () => {
    for (const cid of ['', 'short', `${'A'.repeat(21)}!`, 'A'.repeat(23)])
      expect(clickIdToTid(cid)).toBeNull();
    for (const tid of ['', 'abc', 'a'.repeat(23), 'a'.repeat(25), `${'a'.repeat(23)}_`, `${'a'.repeat(23)}é`])
      expect(tidToClickId(tid)).toBeNull();
  });

  it('decodes the largest tid to a 16-byte click id that maps back to it', () => {
    const cid = tidToClickId('z'.repeat(24));
    expect(cid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(clickIdToTid(cid as string)).toBe('z'.repeat(24));
  });

  it('says which tids ClickBank keeps', () => {
    expect(isKeptTid('abc123')).toBe(true);
    expect(isKeptTid('ABC123')).toBe(true);
    expect(isKeptTid('a'.repeat(25))).toBe(false);
    expect(isKeptTid('with-dash')).toBe(false);
    expect(isKeptTid('')).toBe(false);
  });

  it('clears exactly the top four bits of a click id', () => {
    const bytes = tidSafeClickIdBytes(Buffer.alloc(16, 0xff));
    expect(bytes[0]).toBe(0x0f);
    expect(bytes.subarray(1)).toEqual(Buffer.alloc(15, 0xff));
    expect(() => tidSafeClickIdBytes(Buffer.alloc(15))).toThrow();
  });
});
