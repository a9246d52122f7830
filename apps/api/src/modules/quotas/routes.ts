import { accountUsageResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotaServiceFor } from './service.ts';

/** GET /account/usage: the signed-in user's storage and render usage against their quotas. */
export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotas = quotaServiceFor(app.deps);
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/account/usage',
    { schema: { tags: ['account'], response: { 200: accountUsageResponseSchema } } },
    async (request) => quotas.usage(request.userId),
  );
};
