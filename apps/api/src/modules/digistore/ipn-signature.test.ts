import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ipnSignature, verifyIpnSignature } from './ipn-signature.ts';

describe('ipnSignature', () => {
  it('hashes sorted key=value pairs each followed by the passphrase, skipping empty values', () => {
    const params = { order_id: 'A1', event: 'on_payment', note: '', amount_affiliate: '10.00' };
    const expected = createHash('sha512')
      .update('amount_affiliate=10.00pwevent=on_paymentpworder_id=A1pw')
      .digest('hex')
      .toUpperCase();
    expect(ipnSignature('pw', params)).toBe(expected);
    expect(ipnSignature('pw', { ...params, sha_sign: 'whatever' })).toBe(expected);
  });

  it('accepts its own signature and refuses a changed field, another passphrase or none', () => {
    const params = { order_id: 'A1', event: 'on_payment', campaignkey: 'v_abc' };
    const signed = { ...params, sha_sign: ipnSignature('secret-pass', params) };
    expect(verifyIpnSignature('secret-pass', signed)).toBe(true);
    expect(verifyIpnSignature('secret-pass', { ...params, SHASIGN: signed.sha_sign })).toBe(true);
    expect(verifyIpnSignature('secret-pass', { ...signed, campaignkey: 'v_other' })).toBe(false);
    expect(verifyIpnSignature('other-pass', signed)).toBe(false);
    expect(verifyIpnSignature('secret-pass', params)).toBe(false);
    expect(verifyIpnSignature('', signed)).toBe(false);
  });
});
