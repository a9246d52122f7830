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

  it('keeps the dev mailbox off unless asked for, and always off with an SMTP server or in production', () => {
    expect(testApiEnv().DEV_MAILBOX).toBe(false);
    expect(testApiEnv({ NODE_ENV: 'development' }).DEV_MAILBOX).toBe(false);
    expect(testApiEnv({ DEV_MAILBOX: '1' }).DEV_MAILBOX).toBe(true);
    expect(testApiEnv({ DEV_MAILBOX: '1', SMTP_URL: 'smtp://mail.example.com:587' }).DEV_MAILBOX).toBe(false);
    expect(testApiEnv({ DEV_MAILBOX: '1', NODE_ENV: 'production' }).DEV_MAILBOX).toBe(false);
  });

  it('trusts no proxy unless an operator names hops or addresses', () => {
    expect(testApiEnv().TRUST_PROXY).toBe(false);
    expect(testApiEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(testApiEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => testApiEnv({ TRUST_PROXY: 'everyone' })).toThrow(/not an IP address or CIDR: everyone/);
  });

  it('refuses the retired demo switches, naming the one that replaced them', () => {
    expect(() => testApiEnv({ DEMO_SHOP: '1' })).toThrow(/DEMO_SHOP: replaced by DEMO_MODE/);
    expect(() => testApiEnv({ SANDBOX_MARKETPLACE: '0' })).toThrow(
      /SANDBOX_MARKETPLACE: replaced by DEMO_MODE/,
    );
    expect(testApiEnv({ DEMO_SHOP: '', DEMO_MODE: '' }).DEMO_MODE).toBeUndefined();
  });
});
