import { describe, expect, it } from 'vitest';
import { applyReversal } from './sale-reversal.ts';

const none = { count: 0, taken: 0 };

describe('applyReversal', () => {
  it('takes back the whole sale when the reversal does not say how much', () => {
    expect(applyReversal(20, none, null)).toEqual({ earnings: -20, state: 'counted' });
  });

  it('takes what a partial refund says', () => {
    expect(applyReversal(20, none, 5)).toEqual({ earnings: -5, state: 'counted' });
    expect(applyReversal(20, none, -5)).toEqual({ earnings: -5, state: 'counted' });
  });

  it('never takes more than the sale: a refund of 5,000 against a 1.00 sale takes 1.00', () => {
    expect(applyReversal(1, none, 5000)).toEqual({ earnings: -1, state: 'counted' });
  });

  it('adds nothing for a chargeback after a full refund of the same sale, and is not another refund', () => {
    expect(applyReversal(20, { count: 1, taken: 20 }, 20)).toEqual({ earnings: 0, state: 'further' });
    expect(Object.is(applyReversal(20, { count: 1, taken: 20 }, null).earnings, 0)).toBe(true);
  });

  it('lets a later reversal take only what an earlier partial one left', () => {
    expect(applyReversal(20, { count: 1, taken: 5 }, 20)).toEqual({ earnings: -15, state: 'further' });
    expect(applyReversal(20, { count: 1, taken: 5 }, null)).toEqual({ earnings: -15, state: 'further' });
    expect(applyReversal(20, { count: 2, taken: 25 }, 3)).toEqual({ earnings: 0, state: 'further' });
  });

  it('works in cents, so float sums never leave a sliver or take one too many', () => {
    expect(applyReversal(0.3, { count: 1, taken: 0.1 + 0.2 }, null).earnings).toBe(0);
    expect(applyReversal(10.1, { count: 1, taken: 0.1 }, 100)).toEqual({ earnings: -10, state: 'further' });
  });

  it('takes nothing from a sale that earned nothing, and ignores a claim that is not a number', () => {
    expect(applyReversal(0, none, 10).earnings).toBe(0);
    expect(applyReversal(12, none, Number.NaN)).toEqual({ earnings: -12, state: 'counted' });
  });
});
