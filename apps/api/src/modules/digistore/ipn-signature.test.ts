import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ipnSignature, verifyIpnSignature } from './ipn-signature.ts';
// Digistore24's published frozen vectors, copied unchanged from digistore24/ds24-skills
// skills/ds24-ipn/scripts/vectors.json: they come from outside, so they prove agreement with
// Digistore24 rather than with ourselves. Never recompute or edit them.
import published from './testdata/ds24-ipn-vectors.json' with { type: 'json' };

interface Vector {
  name: string;
  uppercaseKeys: boolean;
  params: Record<string, string>;
  expected: string;
}
const vectors = published.vectors as unknown as Vector[];

describe("Digistore24's published IPN vectors", () => {
  it('all eight verify, in both forms, and each only in the form it was signed in', () => {
    expect(published.algorithm).toBe('sha512');
    const verified = vectors.filter((v) =>
      verifyIpnSignature(published.passphrase, { ...v.params, sha_sign: v.expected }),
    );
    expect(verified.map((v) => v.name)).toEqual(vectors.map((v) => v.name));
    expect(verified).toHaveLength(8);
    expect(new Set(verified.map((v) => v.uppercaseKeys))).toEqual(new Set([true, false]));
    // The other form gives another signature: verification really tries both.
    for (const v of vectors) {
      expect(ipnSignature(published.passphrase, v.params, !v.uppercaseKeys), v.name).not.toBe(v.expected);
    }
  });

  for (const v of vectors) {
    const { params } = v;
    it(`reproduces "${v.name}" byte for byte and verifies it`, () => {
      expect(ipnSignature(published.passphrase, params, v.uppercaseKeys)).toBe(v.expected);
      const { sha_sign: _placeholder, ...unsigned } = params;
      expect(verifyIpnSignature(published.passphrase, { ...unsigned, sha_sign: v.expected })).toBe(true);
      expect(verifyIpnSignature(published.passphrase, { ...unsigned, SHASIGN: v.expected })).toBe(true);
    });
  }
});

describe('verifyIpnSignature', () => {
  const [minimal, , , , upper] = vectors as [Vector, Vector, Vector, Vector, Vector];
  const pass = published.passphrase;
  const { params, expected: signature } = minimal;

  it('rejects a signature with one flipped byte', () => {
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyIpnSignature(pass, { ...params, sha_sign: flipped })).toBe(false);
  });

  it('rejects a value changed after signing', () => {
    expect(verifyIpnSignature(pass, { ...params, product_id: '43', sha_sign: signature })).toBe(false);
  });

  it('rejects a post without sha_sign, and never verifies without a passphrase', () => {
    expect(verifyIpnSignature(pass, params)).toBe(false);
    expect(verifyIpnSignature('', { ...params, sha_sign: signature })).toBe(false);
    const unkeyed = ipnSignature('', params);
    expect(verifyIpnSignature('', { ...params, sha_sign: unkeyed })).toBe(false);
  });

  it('accepts the upper-cased-keys form, and a lower-case hex signature', () => {
    expect(upper.uppercaseKeys).toBe(true);
    expect(verifyIpnSignature(pass, { ...upper.params, sha_sign: upper.expected })).toBe(true);
    expect(verifyIpnSignature(pass, { ...params, sha_sign: signature.toLowerCase() })).toBe(true);
    expect(verifyIpnSignature('other passphrase', { ...upper.params, sha_sign: upper.expected })).toBe(false);
  });

  it('hashes sorted key=value pairs each followed by the passphrase, skipping empty values', () => {
    const form = { order_id: 'A1', event: 'on_payment', note: '', amount_affiliate: '10.00' };
    const expected = createHash('sha512')
      .update('amount_affiliate=10.00pwevent=on_paymentpworder_id=A1pw')
      .digest('hex')
      .toUpperCase();
    expect(ipnSignature('pw', form)).toBe(expected);
    expect(ipnSignature('pw', { ...form, sha_sign: 'whatever', SHASIGN: 'x' })).toBe(expected);
  });
});
