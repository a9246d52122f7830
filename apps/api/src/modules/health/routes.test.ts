import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

/** /readyz over a health service whose Redis ping fails: a 503 in the error plugin's one shape. */
async function appWith(redisUp: boolean) {
  const app = Fastify();
  registerErrorHandler(app);
  const health = createHealthService({
    db: { $queryRaw: async () => [{ '?column?': 1 }] } as never,
    redis: { ping: async () => (redisUp ? 'PONG' : Promise.reject(new Error('ECONNREFUSED'))) } as never,
  });
  app.decorate('services', { health: { health } } as never);
  await app.register(healthRoutes);
  return app;
}

describe('/readyz', () => {
  it('is 200 with both checks when Postgres and Redis answer', async () => {
    const res = await (await appWith(true)).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', postgres: 'ok', redis: 'ok' });
  });
  it('is a 503 naming what cannot be reached, from the error plugin', async () => {
    const res = await (await appWith(false)).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'Not ready: Postgres ok, Redis unreachable.' });
  });
});
