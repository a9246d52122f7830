import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches } from './signature.ts';

const sign = (secret: string, t: number, body: string) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

describe('the demo inbox’s signature check', () => {
  const body = '{"type":"webhook.test"}';
  it('accepts the documented signature made with the endpoint’s secret', () => {
    expect(signatureMatches('whsec_a', sign('whsec_a', 1700000000, body), body)).toBe(true);
  });
  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const header = sign('whsec_a', 1700000000, body);
    expect(signatureMatches('whsec_b', header, body)).toBe(false);
    expect(signatureMatches('whsec_a', header, `${body} `)).toBe(false);
    expect(signatureMatches('whsec_a', undefined, body)).toBe(false);
    for (const bad of ['', 't=1', 'v1=ab', 't=x,v1=00', `t=1,v1=${'g'.repeat(64)}`, 't=1,v1=abcd']) {
      expect(signatureMatches('whsec_a', bad, body), bad).toBe(false);
    }
  });
});
