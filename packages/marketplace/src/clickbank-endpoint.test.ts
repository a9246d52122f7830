import { describe, expect, it } from 'vitest';
import { clickBankEndpoint } from './clickbank-endpoint.ts';

describe('ClickBank endpoint', () => {
  it('is the real ClickBank outside demo mode and the stand-in process in demo mode', () => {
    expect(clickBankEndpoint({ NODE_ENV: 'production' })).toEqual({
      mode: 'live',
      apiBase: 'https://api.clickbank.com',
      hopBase: 'https://hop.clickbank.net',
    });
    expect(clickBankEndpoint({ NODE_ENV: 'development', CLICKBANK_STAND_IN_PORT: 7650 })).toEqual({
      mode: 'sandbox',
      apiBase: 'http://127.0.0.1:7650',
      hopBase: 'http://127.0.0.1:7650/hop',
    });
  });

  it('takes explicit addresses in either mode', () => {
    expect(
      clickBankEndpoint({
        NODE_ENV: 'development',
        CLICKBANK_API_BASE: 'http://cb.test/',
        CLICKBANK_HOP_BASE: 'http://hop.test/',
      }),
    ).toMatchObject({ apiBase: 'http://cb.test', hopBase: 'http://hop.test' });
  });
});
