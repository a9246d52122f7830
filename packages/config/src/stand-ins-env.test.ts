import { describe, expect, it } from 'vitest';
import { platformStandInsOrigin, standInsOrigin } from './stand-ins-env.ts';

describe('where the platform stand-ins are', () => {
  it('is their own port by default, or STAND_INS_URL without a trailing slash', () => {
    expect(standInsOrigin({})).toBe('http://127.0.0.1:4200');
    expect(standInsOrigin({ STAND_INS_PORT: 4600 })).toBe('http://127.0.0.1:4600');
    expect(standInsOrigin({ STAND_INS_URL: 'https://demo.example/' })).toBe('https://demo.example');
  });

  it('is offered to the platform configs in demo mode only, and never by a production build', () => {
    expect(platformStandInsOrigin({ NODE_ENV: 'development' })).toBe('http://127.0.0.1:4200');
    expect(platformStandInsOrigin({ NODE_ENV: 'test', DEMO_MODE: true })).toBe('http://127.0.0.1:4200');
    expect(platformStandInsOrigin({ NODE_ENV: 'development', DEMO_MODE: false })).toBeNull();
    expect(platformStandInsOrigin({ NODE_ENV: 'development', DIGISTORE_DEVELOPER_API_KEY: 'k' })).toBeNull();
    // DEMO_MODE=1 on a production server brings the demo shop, not the platform stand-ins it lacks.
    expect(platformStandInsOrigin({ NODE_ENV: 'production', DEMO_MODE: true })).toBeNull();
  });
});
