import { describe, expect, it } from 'vitest';
import { pexelsApiBase, pexelsStandInOrigin } from './pexels-env.ts';

describe('the Pexels API base', () => {
  it('is the stand-in in demo mode, Pexels otherwise, and PEXELS_BASE_URL whenever it is set', () => {
    expect(pexelsApiBase({ NODE_ENV: 'development' })).toBe('http://127.0.0.1:4300');
    expect(pexelsApiBase({ NODE_ENV: 'development', PEXELS_STAND_IN_PORT: 4550 })).toBe(
      pexelsStandInOrigin({ PEXELS_STAND_IN_PORT: 4550 }),
    );
    expect(pexelsApiBase({ NODE_ENV: 'development', DEMO_MODE: false })).toBe('https://api.pexels.com');
    expect(pexelsApiBase({ NODE_ENV: 'production', DEMO_MODE: true })).toBe('https://api.pexels.com');
    expect(pexelsApiBase({ NODE_ENV: 'production', PEXELS_BASE_URL: 'https://px.example/' })).toBe(
      'https://px.example',
    );
  });
});
