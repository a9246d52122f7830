import { describe, expect, it } from 'vitest';
import {
  betaCdf,
  betaInterval,
  betaMean,
  betaQuantile,
  logGamma,
  probBeatsExact,
  ratePosterior,
} from './beta';

// Reference values from SciPy 1.17 (scipy.stats.beta, scipy.special.gammaln, and scipy.integrate.quad
// of pdf_B · cdf_A for P(B > A)), the well-kept library the module is checked against.
describe('Beta distribution against closed forms and SciPy', () => {
  it('logGamma matches factorials and SciPy', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(6)).toBeCloseTo(Math.log(120), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5723649429247, 12);
    expect(logGamma(10.3)).toBeCloseTo(13.482036786138359, 10);
  });

  it('the CDF equals the closed forms of Beta(a,1), Beta(1,b) and the binomial sum for Beta(2,3)', () => {
    expect(betaCdf(0.7, { alpha: 3, beta: 1 })).toBeCloseTo(0.7 ** 3, 12);
    expect(betaCdf(0.2, { alpha: 1, beta: 4 })).toBeCloseTo(1 - 0.8 ** 4, 12);
    // I_0.4(2,3) = Σ_{j=2..4} C(4,j) 0.4^j 0.6^(4−j)
    expect(betaCdf(0.4, { alpha: 2, beta: 3 })).toBeCloseTo(0.5248, 12);
    expect(betaCdf(0.3, { alpha: 2.5, beta: 7.25 })).toBeCloseTo(0.6604822735819071, 10);
    expect(betaCdf(0.012, { alpha: 51, beta: 4951 })).toBeCloseTo(0.8940013577843097, 9);
    expect(betaCdf(0, { alpha: 2, beta: 2 })).toBe(0);
    expect(betaCdf(1, { alpha: 2, beta: 2 })).toBe(1);
  });

  it('quantiles invert the CDF: the arcsine law and SciPy intervals', () => {
    // Beta(½,½) has CDF (2/π)·asin(√x), so its 25% quantile is sin²(π/8).
    expect(betaQuantile(0.25, { alpha: 0.5, beta: 0.5 })).toBeCloseTo(Math.sin(Math.PI / 8) ** 2, 10);
    const small = betaInterval({ alpha: 3, beta: 10 }, 0.9);
    expect(small.low).toBeCloseTo(0.07187025554226983, 10);
    expect(small.high).toBeCloseTo(0.43810543511531136, 10);
    const large = betaInterval({ alpha: 51, beta: 4951 }, 0.9);
    expect(large.low).toBeCloseTo(0.007976268525328623, 10);
    expect(large.high).toBeCloseTo(0.012638047402283489, 10);
  });

  it('P(B > A) by the exact sum: closed forms and SciPy quadrature', () => {
    const flat = { alpha: 1, beta: 1 };
    expect(probBeatsExact(flat, flat)).toBeCloseTo(0.5, 12);
    // B ~ Beta(2,1) has density 2x, A uniform: P(B > A) = ∫ 2x·x dx = 2/3.
    expect(probBeatsExact({ alpha: 2, beta: 1 }, flat)).toBeCloseTo(2 / 3, 12);
    const a = { alpha: 51, beta: 4951 };
    const b = { alpha: 61, beta: 4941 };
    expect(probBeatsExact(b, a)).toBeCloseTo(0.8300588914354973, 8);
    expect(probBeatsExact(b, a) + probBeatsExact(a, b)).toBeCloseTo(1, 10);
    expect(() => probBeatsExact({ alpha: 1.5, beta: 2 }, a)).toThrow(/whole-number/);
  });

  it('posteriors from junk counts stay valid: negatives, NaN, more clicks than views', () => {
    expect(ratePosterior(-3, Number.NaN)).toEqual({ alpha: 1, beta: 1 });
    expect(ratePosterior(12, 10)).toEqual({ alpha: 11, beta: 1 });
    expect(ratePosterior(2.7, 10.2)).toEqual({ alpha: 3, beta: 9 });
    expect(betaMean(ratePosterior(0, 0))).toBe(0.5);
  });
});
