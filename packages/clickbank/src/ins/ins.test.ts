import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { opensslEncrypt, opensslInsEnvelope } from '../../test/openssl-ins.ts';
import sale from '../fixtures/ins-v8-sale.json' with { type: 'json' };
import { tidToClickId } from '../tid.ts';
import { openInsEnvelope } from './envelope.ts';
import { readInsNotification } from './notification.ts';
import { readIns } from './read-ins.ts';

/**
 * INS test vectors made by an independent implementation of ClickBank's documented algorithm:
 * openssl computes SHA-1 of the secret and encrypts with AES-256-CBC (PKCS7 padding), never the
 * receiver's own code (test/openssl-ins.ts).
 */
const SECRET = 'TESTSECRETKEY12';
const envelope = (message: unknown, secret = SECRET, iv = randomBytes(16)) =>
  opensslInsEnvelope(message, secret, iv);
const open = (body: unknown, secret = SECRET) => readIns(body, secret);

describe('INS version 8.0, encrypted by openssl', () => {
  it('decrypts the documented sale and reads the commission, receipt and our click id from the tid', () => {
    const reading = open(envelope(sale));
    expect(reading).toMatchObject({
      kind: 'sale',
      sale: {
        event: 'sale',
        receipt: 'CWOGBZLN',
        earnings: 28.42,
        orderAmount: 47,
        currency: 'USD',
        vendor: 'testvend',
        productName: 'Keto Meal Plan',
        tid: '0123456789abcdefghijklmn',
        clickId: tidToClickId('0123456789abcdefghijklmn'),
      },
    });
    if (reading.kind !== 'sale') throw new Error('not a sale');
    expect(reading.sale.at.toISOString()).toBe('2026-11-20T20:47:51.000Z');
    // No buyer details are kept.
    expect(JSON.stringify(reading.sale.payload)).not.toMatch(/buyer|83702/i);
  });

  it('maps every transaction type: sale, rebill, refund, chargeback, tests, not counted, unknown', () => {
    const kinds = Object.fromEntries(
      [
        'SALE',
        'BILL',
        'RFND',
        'CGBK',
        'TEST',
        'TEST_SALE',
        'INSF',
        'CANCEL-REBILL',
        'UNCANCEL-REBILL',
        'BOGUS',
      ].map((t) => {
        const r = open(envelope({ ...sale, transactionType: t, totalAccountAmount: -28.42 }));
        return [t, r.kind === 'sale' ? r.sale.event : r.kind === 'refused' ? r.refusal : r.kind];
      }),
    );
    expect(kinds).toEqual({
      SALE: 'sale',
      BILL: 'rebill',
      RFND: 'refund',
      CGBK: 'chargeback',
      TEST: 'test',
      TEST_SALE: 'test',
      INSF: 'not-counted',
      'CANCEL-REBILL': 'not-counted',
      'UNCANCEL-REBILL': 'not-counted',
      BOGUS: 'unknown-type',
    });
    const refund = open(envelope({ ...sale, transactionType: 'RFND', totalAccountAmount: -28.42 }));
    expect(refund.kind === 'sale' && refund.sale.earnings).toBe(28.42);
  });

  it('refuses a wrong secret key', () => {
    const reading = open(envelope(sale), 'ANOTHERSECRET1');
    expect(reading).toMatchObject({ kind: 'refused' });
    expect(['undecryptable', 'not-json']).toContain((reading as { refusal: string }).refusal);
  });

  it('refuses a changed ciphertext, a changed IV and bad padding', () => {
    const iv = randomBytes(16);
    const good = envelope(sale, SECRET, iv);
    const bytes = Buffer.from(good.notification, 'base64');
    const lastBlock = Buffer.from(bytes);
    lastBlock[bytes.length - 20] = (lastBlock[bytes.length - 20] ?? 0) ^ 0xff; // garbles the JSON's end and the padding
    expect(open({ ...good, notification: lastBlock.toString('base64') })).toMatchObject({ kind: 'refused' });
    const middle = Buffer.from(bytes);
    middle[40] = (middle[40] ?? 0) ^ 0x01; // garbles one block of JSON, flips a bit of the next
    expect(open({ ...good, notification: middle.toString('base64') })).toMatchObject({ kind: 'refused' });
    const changedIv = Buffer.from(iv);
    changedIv[0] = (changedIv[0] ?? 0) ^ 0x01; // '{' becomes 'z'
    expect(open({ ...good, iv: changedIv.toString('base64') })).toMatchObject({
      kind: 'refused',
      refusal: 'not-json',
    });
    // Last byte 0x00 is never valid PKCS7 padding: encrypted raw, with padding turned off.
    const badPad = Buffer.concat([Buffer.from(JSON.stringify({ a: 1 }).padEnd(31, ' ')), Buffer.from([0])]);
    const padIv = randomBytes(16);
    const unpadded = {
      notification: opensslEncrypt(badPad, SECRET, padIv, ['-nopad']),
      iv: padIv.toString('base64'),
    };
    expect(open(unpadded)).toMatchObject({ kind: 'refused', refusal: 'undecryptable' });
  });

  it('refuses envelopes that are not ClickBank’s shape', () => {
    const iv = randomBytes(16).toString('base64');
    const cases: [unknown, string][] = [
      [null, 'malformed-envelope'],
      [[], 'malformed-envelope'],
      [{ notification: 'abc=' }, 'malformed-envelope'],
      [{ notification: 'not base64!', iv }, 'malformed-envelope'],
      [{ notification: 'A'.repeat(70_000), iv }, 'malformed-envelope'],
      [{ notification: 'AAAA', iv: 'AAAA' }, 'bad-iv'],
      [{ notification: 'AAAA', iv }, 'undecryptable'],
    ];
    for (const [body, refusal] of cases)
      expect(openInsEnvelope(body, SECRET), JSON.stringify(body).slice(0, 40)).toMatchObject({
        ok: false,
        refusal,
      });
  });
});

describe('readInsNotification', () => {
  it('refuses other versions, vendor-side messages, bad fields and control characters', () => {
    expect(readInsNotification({ ...sale, version: 7.0 })).toMatchObject({ refusal: 'unsupported-version' });
    expect(readInsNotification({ ...sale, role: 'VENDOR' })).toMatchObject({ refusal: 'not-affiliate' });
    expect(readInsNotification({ ...sale, receipt: 'has space' })).toMatchObject({
      refusal: 'invalid-field',
    });
    expect(readInsNotification({ ...sale, trackingCodes: ['a\u0000b'] })).toMatchObject({
      refusal: 'invalid-field',
    });
    expect(readInsNotification({ ...sale, transactionTime: '1900-01-01T00:00:00Z' })).toMatchObject({
      refusal: 'invalid-field',
    });
    expect(readInsNotification({ ...sale, transactionTime: 'yesterday' })).toMatchObject({
      refusal: 'invalid-field',
    });
    expect(readInsNotification('a string')).toMatchObject({ refusal: 'invalid-field' });
    // A test needs only its version and type: ClickBank's own tests carry placeholder receipts.
    expect(readInsNotification({ ...sale, transactionType: 'TEST', receipt: '********' })).toEqual({
      kind: 'test',
      transactionType: 'TEST',
    });
    expect(readInsNotification({ version: 8, transactionType: 'INSF' })).toMatchObject({
      kind: 'not-counted',
    });
  });

  it('keeps a tid ClickBank kept but that is not ours, unattributed; drops codes ClickBank would drop', () => {
    const foreign = readInsNotification({ ...sale, trackingCodes: ['with_underscore', 'mytid1'] });
    expect(foreign).toMatchObject({ kind: 'sale', sale: { tid: 'mytid1', clickId: null } });
    const none = readInsNotification({ ...sale, trackingCodes: [] });
    expect(none).toMatchObject({ kind: 'sale', sale: { tid: null, clickId: null } });
    const upper = readInsNotification({ ...sale, trackingCodes: ['0123456789ABCDEFGHIJKLMN'] });
    expect(upper.kind === 'sale' && upper.sale.clickId).toBe(tidToClickId('0123456789abcdefghijklmn'));
  });
});
