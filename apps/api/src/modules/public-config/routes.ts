import { publicConfigSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['config'], response: { 200: publicConfigSchema } } }, async () => {
    return app.deps.publicConfig;
  });
};
