import {
  performanceQuerySchema,
  performanceResponseSchema,
  performanceSalesResponseSchema,
  reportSyncRequestResponseSchema,
  reportSyncStatusSchema,
  whatWorksQuerySchema,
  whatWorksResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * GET /api/performance: the signed-in user's clicks, sales and earnings per source and per day;
 * GET /api/performance/sales: the period's sales, each with the click that bought;
 * GET/POST /api/performance/sync: the Digistore24 report sync's outcome, and "Sync now";
 * GET /api/performance/what-works: what earns and what gets clicks, with honest statistics.
 */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { performance, reportSync, whatWorks } = app.services.performance;
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
      guarded.get(
        '/performance/what-works',
        {
          schema: {
            tags: ['performance'],
            querystring: whatWorksQuerySchema,
            response: { 200: whatWorksResponseSchema },
          },
        },
        async (request) => whatWorks.report(request.userId, request.query),
      );
      guarded.get(
        '/performance/sync',
        { schema: { tags: ['performance'], response: { 200: reportSyncStatusSchema } } },
        async (request) => reportSync.status(request.userId),
      );
      guarded.post(
        '/performance/sync',
        { schema: { tags: ['performance'], response: { 202: reportSyncRequestResponseSchema } } },
        async (request, reply) => reply.code(202).send(await reportSync.request(request.userId)),
      );
    }),
  );
};
