import { describe, expect, it } from 'vitest';
import { recordedOfferId } from './affiliate.ts';

describe('recordedOfferId', () => {
  it('reads the id a video recorded, and nothing else', () => {
    expect(recordedOfferId({ name: 'x', marketplaceOfferId: 'o-1' })).toBe('o-1');
    expect(recordedOfferId({ name: 'x' })).toBeNull();
    expect(recordedOfferId(null)).toBeNull();
    expect(recordedOfferId({ marketplaceOfferId: 7 })).toBeNull();
  });
});
