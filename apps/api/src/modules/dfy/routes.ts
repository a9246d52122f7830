import {
  dfyCloneSiteResponseSchema,
  dfyIdParamsSchema,
  dfyListQuerySchema,
  dfyListResponseSchema,
  dfyMediaParamsSchema,
  dfyMediaQuerySchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['dfy'];

/**
 * Done-for-you videos and review sites (spec §2.14, §7.2 dfy-videos). The list needs a signed-in
 * user; the media are public (the same DFY content for everyone, loaded by <video>/<img>).
 */
export const dfyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dfy } = app.services.dfy;

  app.get(
    '/dfy/media/:id/:file',
    { schema: { tags, params: dfyMediaParamsSchema, querystring: dfyMediaQuerySchema } },
    async (request, reply) => {
      const media = await dfy.mediaFile(request.params.id, request.params.file, request.query);
      return sendStoredFile(app.deps.storage, media, request, reply);
    },
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/videos/dfy-videos',
        { schema: { tags, querystring: dfyListQuerySchema, response: { 200: dfyListResponseSchema } } },
        async (request) => dfy.list(request.userId, request.query),
      );

      guarded.post(
        '/dfy/review-sites/:id/clone',
        { schema: { tags, params: dfyIdParamsSchema, response: { 200: dfyCloneSiteResponseSchema } } },
        async (request) => dfy.cloneReviewSite(request.userId, request.params.id),
      );
    }),
  );
};
