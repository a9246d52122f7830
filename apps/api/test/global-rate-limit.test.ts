import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createHarness, uniqueIp } from './harness.ts';

describe('global rate limit', () => {
  it('holds across two API processes sharing Redis', async () => {
    const shared = await createHarness({ RATE_LIMIT_PER_MINUTE: '5' });
    const second = await buildApp(shared.deps);
    try {
      const ip = uniqueIp();
      const hit = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await hit(shared.app)).statusCode, (await hit(second)).statusCode);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes[5]).toBe(429);
      // The limiter's refusal is made by the one error path, like every other error body.
      const refused = await hit(shared.app);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
