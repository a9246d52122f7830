import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hex ids of any version, in either case', () => {
    expect(isUuid('0190f3a2-7b1c-7d2e-8f3a-1b2c3d4e5f60')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('ABCDEF01-2345-6789-ABCD-EF0123456789')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'not-a-uuid',
      '0190f3a2-7b1c-7d2e-8f3a-1b2c3d4e5f6',
      ' 0190f3a2-7b1c-7d2e-8f3a-1b2c3d4e5f60',
    ]) {
      expect(isUuid(id), id).toBe(false);
    }
  });
});
