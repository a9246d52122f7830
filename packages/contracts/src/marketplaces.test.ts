import { describe, expect, it } from 'vitest';
import { asMarketplaceId, MARKETPLACE_LABELS, MARKETPLACES } from './marketplaces.ts';

describe('marketplaces', () => {
  it('names every marketplace on screen', () => {
    expect(Object.keys(MARKETPLACE_LABELS).sort()).toEqual([...MARKETPLACES].sort());
  });

  it('reads only the ids it knows', () => {
    expect(asMarketplaceId('clickbank')).toBe('clickbank');
    expect(asMarketplaceId('ClickBank')).toBeNull();
    expect(asMarketplaceId('')).toBeNull();
  });
});
