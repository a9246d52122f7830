import {
  storyboardBodySchema,
  storyboardResponseSchema,
  videoTemplatesResponseSchema,
  videoTemplateThumbnailParamsSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * The look of a video (issue #13): the template list with thumbnails drawn by the real render graph,
 * and the storyboard (one still per scene) the review page shows before rendering.
 */
export const videoLookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videoLooks } = app.services.videoLooks;
  const tags = ['videos'];

  // Public: an <img> cannot send the bearer header, and the thumbnails show only a made-up sample.
  app.get(
    '/videos/templates/:template/thumbnail.jpg',
    { schema: { tags, params: videoTemplateThumbnailParamsSchema } },
    async (request, reply) =>
      sendStoredFile(app.deps.storage, await videoLooks.thumbnail(request.params.template), request, reply),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/videos/templates',
        { schema: { tags, response: { 200: videoTemplatesResponseSchema } } },
        async () => videoLooks.listTemplates(),
      );

      guarded.post(
        '/videos/storyboard',
        { schema: { tags, body: storyboardBodySchema, response: { 200: storyboardResponseSchema } } },
        async (request) => videoLooks.storyboard(request.userId, request.body),
      );
    }),
  );
};
