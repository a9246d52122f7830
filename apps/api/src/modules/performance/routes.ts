import {
  performanceQuerySchema,
  performanceResponseSchema,
  performanceSalesResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * GET /api/performance: the signed-in user's clicks, sales and earnings per source and per day;
 * GET /api/performance/sales: the period's sales, each with the click that bought.
 */
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
      guarded.get(
        '/performance/sales',
        {
          schema: {
            tags: ['performance'],
            querystring: performanceQuerySchema,
            response: { 200: performanceSalesResponseSchema },
          },
        },
        async (request) => performance.sales(request.userId, request.query),
      );
    }),
  );
};
