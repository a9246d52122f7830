import { describe, expect, it } from 'vitest';
import { loadApiEnv, testApiEnv } from './env.ts';

describe('API environment', () => {
  it('fails at boot naming every missing or bad variable', () => {
    expect(() => loadApiEnv({ PORT: 'eighty' })).toThrow(
      /JWT_SECRET[\s\S]*REGISTER_PATH|REGISTER_PATH[\s\S]*JWT_SECRET/,
    );
    expect(() => loadApiEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => testApiEnv({ ENCRYPTION_KEY: 'short' })).toThrow(
      /ENCRYPTION_KEY: must be 64 hex characters/,
    );
    expect(() => testApiEnv({ REGISTER_PATH: '/complete' })).toThrow(
      /REGISTER_PATH: must be a long path ending in \/complete/,
    );
  });

  it('requires S3 credentials once a bucket is set', () => {
    expect(() => testApiEnv({ S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set/,
    );
  });

  it('turns the dev mailbox off in production unless asked for', () => {
    expect(testApiEnv({ NODE_ENV: 'production' }).DEV_MAILBOX).toBe(false);
    expect(testApiEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(testApiEnv().DEV_MAILBOX).toBe(true);
  });
});
