import { describe, expect, it } from 'vitest';
import { handleProblem, setHandleBodySchema } from './link-in-bio.ts';

describe('link-in-bio handles', () => {
  it('takes lowercase letters, digits, _ and -, 3 to 30 long, trimmed and lowercased', () => {
    expect(setHandleBodySchema.parse({ handle: '  Lamp_Fan-1 ' })).toEqual({ handle: 'lamp_fan-1' });
    expect(setHandleBodySchema.parse({ handle: null })).toEqual({ handle: null });
    expect(handleProblem('abc')).toBeNull();
    expect(handleProblem('a'.repeat(30))).toBeNull();
  });

  it('refuses short, long, unicode, control characters and reserved words with a clear message', () => {
    for (const bad of ['ab', 'a'.repeat(31), 'läm', 'lamp fan', 'a.b.c']) {
      expect(handleProblem(bad)).toMatch(/3–30 characters/);
    }
    expect(setHandleBodySchema.safeParse({ handle: 'abc\u0000' }).success).toBe(false);
    expect(setHandleBodySchema.safeParse({ handle: 'x'.repeat(500) }).success).toBe(false);
    expect(handleProblem('admin')).toMatch(/reserved/);
    expect(setHandleBodySchema.safeParse({ handle: 'API' }).error?.issues[0]?.message).toMatch(/reserved/);
  });
});
