import { describe, expect, it } from 'vitest';
import { parseWebhookSignature, WEBHOOK_MAX_ATTEMPTS, webhookPayload } from './webhooks.ts';

describe('webhook helpers', () => {
  it('parses t=…,v1=… and refuses other shapes', () => {
    const v1 = 'a'.repeat(64);
    expect(parseWebhookSignature(`t=1700000000,v1=${v1}`)).toEqual({ timestamp: 1700000000, v1 });
    expect(parseWebhookSignature(`t=x,v1=${v1}`)).toBeNull();
    expect(parseWebhookSignature('t=1700000000,v1=short')).toBeNull();
    expect(parseWebhookSignature('')).toBeNull();
  });

  it('builds the body with the delivery id and allows six attempts', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(webhookPayload('d1', 'sale.created', at, { sale: {} })).toEqual({
      id: 'd1',
      type: 'sale.created',
      createdAt: '2026-01-02T03:04:05.000Z',
      data: { sale: {} },
    });
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
  });
});
