import { describe, expect, it } from 'vitest';
import { marketplaceMode, sandboxMarketplaceOn } from './mode.ts';

describe('the sandbox/demo rule per marketplace', () => {
  it('Digistore24: live with a developer key, demo mode or not; else the sandbox in demo mode, else off', () => {
    for (const DEMO_MODE of [undefined, true, false]) {
      expect(
        marketplaceMode('digistore24', {
          NODE_ENV: 'development',
          DEMO_MODE,
          DIGISTORE_DEVELOPER_API_KEY: 'k',
        }),
      ).toBe('live');
    }
    expect(marketplaceMode('digistore24', { NODE_ENV: 'development' })).toBe('sandbox');
    expect(marketplaceMode('digistore24', { NODE_ENV: 'production' })).toBe('off');
    expect(marketplaceMode('digistore24', { NODE_ENV: 'production', DEMO_MODE: true })).toBe('sandbox');
    expect(marketplaceMode('digistore24', { NODE_ENV: 'test', DEMO_MODE: false })).toBe('off');
  });

  it('ClickBank: the stand-in in demo mode, else the real one (users bring their own keys)', () => {
    expect(marketplaceMode('clickbank', { NODE_ENV: 'development' })).toBe('sandbox');
    expect(marketplaceMode('clickbank', { NODE_ENV: 'production' })).toBe('live');
    expect(marketplaceMode('clickbank', { NODE_ENV: 'development', DEMO_MODE: false })).toBe('live');
    expect(marketplaceMode('clickbank', { NODE_ENV: 'development', DIGISTORE_DEVELOPER_API_KEY: 'k' })).toBe(
      'live',
    );
  });

  it('custom networks are always live: they call us', () => {
    expect(marketplaceMode('custom', { NODE_ENV: 'development' })).toBe('live');
    expect(marketplaceMode('custom', { NODE_ENV: 'production' })).toBe('live');
  });

  it('mounts the Digistore24 sandbox only in demo mode, and never beside a real key', () => {
    expect(sandboxMarketplaceOn({ NODE_ENV: 'development' })).toBe(true);
    expect(sandboxMarketplaceOn({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxMarketplaceOn({ NODE_ENV: 'production', DEMO_MODE: true })).toBe(true);
    expect(sandboxMarketplaceOn({ NODE_ENV: 'development', DEMO_MODE: false })).toBe(false);
    expect(
      sandboxMarketplaceOn({ NODE_ENV: 'production', DEMO_MODE: true, DIGISTORE_DEVELOPER_API_KEY: 'k' }),
    ).toBe(false);
  });
});
