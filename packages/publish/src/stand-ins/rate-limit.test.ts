import { expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

it('allows a burst of perMinute requests per address, then refills evenly', () => {
  let t = 0;
  const limiter = createRateLimiter({ perMinute: 60, maxClients: 100, now: () => t });
  for (let i = 0; i < 60; i += 1) expect(limiter.take('1.2.3.4')).toBeNull();
  expect(limiter.take('1.2.3.4')).toBe(1);
  expect(limiter.take('5.6.7.8')).toBeNull();
  t += 1000;
  expect(limiter.take('1.2.3.4')).toBeNull();
  expect(limiter.take('1.2.3.4')).toBe(1);
  t += 60_000;
  for (let i = 0; i < 60; i += 1) expect(limiter.take('1.2.3.4')).toBeNull();
  expect(limiter.take('1.2.3.4')).not.toBeNull();
});

it('remembers at most maxClients addresses', () => {
  const limiter = createRateLimiter({ perMinute: 10, maxClients: 50, now: () => 0 });
  for (let i = 0; i < 5000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`);
  expect(limiter.clients).toBe(50);
});
