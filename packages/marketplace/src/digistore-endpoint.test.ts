import { describe, expect, it } from 'vitest';
import { digistoreEndpoint } from './digistore-endpoint.ts';

const base = {
  DIGISTORE_BASE_URL: 'https://www.digistore24.com',
  PUBLIC_URL: 'http://127.0.0.1:4000/',
  API_PREFIX: '/api',
};

describe('Digistore24 endpoint', () => {
  it('talks to Digistore24 whenever a developer key is set, demo mode or not', () => {
    for (const DEMO_MODE of [undefined, true, false]) {
      expect(
        digistoreEndpoint({ ...base, NODE_ENV: 'development', DEMO_MODE, DIGISTORE_DEVELOPER_API_KEY: 'k' }),
      ).toEqual({ mode: 'live', baseUrl: 'https://www.digistore24.com', developerKey: 'k' });
    }
  });

  it('stands the sandbox on our own origin in demo mode, and is off otherwise', () => {
    const sandboxUrl = 'http://127.0.0.1:4000/api/sandbox/digistore';
    expect(digistoreEndpoint({ ...base, NODE_ENV: 'development' })).toEqual({
      mode: 'sandbox',
      baseUrl: sandboxUrl,
      developerKey: null,
    });
    expect(digistoreEndpoint({ ...base, NODE_ENV: 'production' })).toMatchObject({
      mode: 'off',
      baseUrl: sandboxUrl,
    });
    expect(digistoreEndpoint({ ...base, NODE_ENV: 'production', DEMO_MODE: true }).mode).toBe('sandbox');
    expect(digistoreEndpoint({ ...base, NODE_ENV: 'test', DEMO_MODE: false }).mode).toBe('off');
  });
});
