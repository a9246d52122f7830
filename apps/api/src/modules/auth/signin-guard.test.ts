import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import { createSigninGuard } from './signin-guard.ts';

/** Fixed-window counters in memory, with the RateLimiter's shape (the real one is Redis). */
function memoryLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  return {
    async hit(key, limit) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterSeconds: 60 };
    },
    async peek(key) {
      return { count: counts.get(key) ?? 0, retryAfterSeconds: 60 };
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

const limits = { perAccountAddress: 10, perAddress: 30, perAccount: 200 };

describe('sign-in guard lanes', () => {
  it('puts an address the password pool turned away in the suspects’ lane until it signs in', async () => {
    const guard = createSigninGuard(memoryLimiter(), limits);
    expect(await guard.check('owner@example.com', '10.0.0.1')).toBe('clean');
    // A flood's guesses refused with 503 are never checked, so they never count as failures:
    // without this mark a few dozen new addresses would keep the clean lane full.
    await guard.recordTurnedAway('10.0.0.1');
    expect(await guard.check('owner@example.com', '10.0.0.1')).toBe('suspect');
    expect(await guard.check('owner@example.com', '10.0.0.2')).toBe('clean');
    await guard.recordSuccess('owner@example.com', '10.0.0.1');
    expect(await guard.check('owner@example.com', '10.0.0.1')).toBe('clean');
  });

  it('puts an address with a recent failure in the suspects’ lane', async () => {
    const guard = createSigninGuard(memoryLimiter(), limits);
    await guard.recordFailure('owner@example.com', '10.0.0.3');
    expect(await guard.check('other@example.com', '10.0.0.3')).toBe('suspect');
  });
});
