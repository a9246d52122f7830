import { errors } from 'undici';
import { describe, expect, it } from 'vitest';
import { networkFailure } from './network-failure.ts';

describe('networkFailure', () => {
  it('is a TIMEOUT when our deadline fired, naming the far end', () => {
    const refusal = networkFailure(new Error('aborted'), true, 'receiver');
    expect(refusal.code).toBe('TIMEOUT');
    expect(refusal.message).toBe('The receiver took too long to answer.');
  });

  it('is a TIMEOUT when undici gave up waiting, even before our deadline', () => {
    const refusal = networkFailure(new errors.HeadersTimeoutError(), false, 'site');
    expect(refusal.code).toBe('TIMEOUT');
    expect(refusal.message).toBe('The site took too long to answer.');
  });

  it('is NETWORK otherwise, keeping the cause', () => {
    const cause = new Error('ECONNREFUSED');
    const refusal = networkFailure(cause, false, 'site');
    expect(refusal.code).toBe('NETWORK');
    expect(refusal.message).toBe('The site could not be reached.');
    expect(refusal.cause).toBe(cause);
  });
});
