import { describe, expect, it } from 'vitest';
import { demoModeFromEnv, demoModeOn } from './demo-mode.ts';

describe('demo mode', () => {
  it('is on outside production while no Digistore24 key is set', () => {
    expect(demoModeOn({ NODE_ENV: 'development' })).toBe(true);
    expect(demoModeOn({ NODE_ENV: 'test' })).toBe(true);
    expect(demoModeOn({ NODE_ENV: 'development', DIGISTORE_DEVELOPER_API_KEY: 'k' })).toBe(false);
  });

  it('is off in production unless an operator opts in; 0 turns it off anywhere', () => {
    expect(demoModeOn({ NODE_ENV: 'production' })).toBe(false);
    expect(demoModeOn({ NODE_ENV: 'production', DEMO_MODE: true })).toBe(true);
    expect(demoModeOn({ NODE_ENV: 'development', DEMO_MODE: false })).toBe(false);
    expect(demoModeOn({ NODE_ENV: 'development', DIGISTORE_DEVELOPER_API_KEY: 'k', DEMO_MODE: true })).toBe(
      true,
    );
  });

  it('reads the same rule from a raw environment, blank values meaning unset', () => {
    expect(demoModeFromEnv({})).toBe(true);
    expect(demoModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: '' })).toBe(false);
    expect(demoModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toBe(true);
    expect(demoModeFromEnv({ DEMO_MODE: '0' })).toBe(false);
    expect(demoModeFromEnv({ DIGISTORE_DEVELOPER_API_KEY: '  ' })).toBe(true);
    expect(() => demoModeFromEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(() => demoModeFromEnv({ DEMO_SHOP: '1' })).toThrow(/DEMO_SHOP: replaced by DEMO_MODE/);
  });
});
