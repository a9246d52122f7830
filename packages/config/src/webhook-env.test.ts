import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookAllowOrigins, webhookAllowUrlPrefixes, webhookEnvShape } from './webhook-env.ts';

const parse = (v: string | undefined) => z.object(webhookEnvShape).parse({ WEBHOOK_ALLOW_ORIGINS: v });

describe('WEBHOOK_ALLOW_ORIGINS', () => {
  it('lists exact origins outside production and none in production', () => {
    const env = parse('http://127.0.0.1:4460, http://localhost:9000');
    expect(webhookAllowOrigins({ NODE_ENV: 'test', ...env })).toEqual([
      'http://127.0.0.1:4460',
      'http://localhost:9000',
    ]);
    expect(webhookAllowOrigins({ NODE_ENV: 'production', ...env })).toEqual([]);
    expect(parse(undefined).WEBHOOK_ALLOW_ORIGINS).toEqual([]);
  });

  it('refuses anything but http(s) origins', () => {
    expect(() => parse('ftp://x')).toThrow();
    expect(() => parse('not a url')).toThrow();
  });
});

describe('the demo webhook inbox exemption', () => {
  const base = { PUBLIC_URL: 'http://127.0.0.1:4000/', API_PREFIX: '/api' };
  it('lets webhooks reach the built-in inbox in demo mode only', () => {
    expect(webhookAllowUrlPrefixes({ ...base, NODE_ENV: 'development' })).toEqual([
      'http://127.0.0.1:4000/api/demo/webhook-inbox/',
    ]);
    expect(webhookAllowUrlPrefixes({ ...base, NODE_ENV: 'development', DEMO_MODE: false })).toEqual([]);
    expect(webhookAllowUrlPrefixes({ ...base, NODE_ENV: 'production' })).toEqual([]);
    expect(
      webhookAllowUrlPrefixes({ ...base, NODE_ENV: 'development', DIGISTORE_DEVELOPER_API_KEY: 'k' }),
    ).toEqual([]);
  });
});
