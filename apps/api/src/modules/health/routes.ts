import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { config: { rateLimit: false }, schema: { tags: ['health'] } },
    async (_request, reply) => {
      const checks = await Promise.allSettled([app.deps.db.$queryRaw`SELECT 1`, app.deps.redis.ping()]);
      const [pgCheck, redisCheck] = checks;
      const body = {
        status: checks.every((c) => c.status === 'fulfilled') ? 'ready' : 'not ready',
        postgres: pgCheck?.status === 'fulfilled' ? 'ok' : 'unreachable',
        redis: redisCheck?.status === 'fulfilled' ? 'ok' : 'unreachable',
      };
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};
