import { performanceQuerySchema, performanceResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/** GET /api/performance: the signed-in user's clicks, sales and earnings per source and per day. */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { performance } = app.services;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/performance',
        {
          schema: {
            tags: ['performance'],
            querystring: performanceQuerySchema,
            response: { 200: performanceResponseSchema },
          },
        },
        async (request) => performance.report(request.userId, request.query),
      );
    }),
  );
};
