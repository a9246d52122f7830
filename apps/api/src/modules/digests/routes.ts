import { digestsResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/** Weekly digests (issue 35 item 4): what earned, what lost, what autopilot changed, what next. */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { digests } = app.services.digests;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/digests',
        { schema: { tags: ['digests'], response: { 200: digestsResponseSchema } } },
        async (request) => digests.list(request.userId),
      );
    }),
  );
};
