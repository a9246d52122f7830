import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { health } = app.services;

  app.get('/healthz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { config: { rateLimit: false }, schema: { tags: ['health'] } },
    async (_request, reply) => {
      const { ready, postgres, redis } = await health.readiness();
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', postgres, redis });
    },
  );
};
