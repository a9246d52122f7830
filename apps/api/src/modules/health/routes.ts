import type { FastifyPluginAsync } from 'fastify';
import { Unavailable } from '../../domain-errors.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { health } = app.services.health;

  app.get('/healthz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async () => {
    const { ready, postgres, redis } = await health.readiness();
    // Not ready is a 503 in the error plugin's one shape, naming what cannot be reached.
    if (!ready) throw new Unavailable(`Not ready: Postgres ${postgres}, Redis ${redis}.`);
    return { status: 'ready', postgres, redis };
  });
};
