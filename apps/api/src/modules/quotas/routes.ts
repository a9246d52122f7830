import { accountUsageResponseSchema, usageMeterResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * GET /account/usage: the signed-in user's storage and render usage against their quotas;
 * GET /account/meter: the app shell's three meters, cheap enough for every page (meter.ts).
 */
export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotas, usageMeter } = app.services.quotas;

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/account/usage',
        { schema: { tags: ['account'], response: { 200: accountUsageResponseSchema } } },
        async (request) => quotas.usage(request.userId),
      );
      guarded.get(
        '/account/meter',
        { schema: { tags: ['account'], response: { 200: usageMeterResponseSchema } } },
        async (request) => usageMeter.read(request.userId),
      );
    }),
  );
};
