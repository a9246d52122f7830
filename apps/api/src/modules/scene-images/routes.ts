import {
  sceneImageSearchQuerySchema,
  sceneImageSearchResponseSchema,
  sceneImageThumbnailQuerySchema,
  scriptImagesParamsSchema,
  scriptImagesResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * Scene images (issue #13): the images a scene of the caller's script can show (product images,
 * Pexels photos) and their thumbnails, served from our origin behind short-lived signed links.
 */
export const sceneImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sceneImages } = app.services.sceneImages;
  const tags = ['scripts'];

  // Public by design: the signature is the authorisation (an <img> cannot send a bearer header).
  app.get(
    '/media/scene-images/thumbnail.jpg',
    { schema: { tags, querystring: sceneImageThumbnailQuerySchema } },
    async (request, reply) =>
      sendStoredFile(app.deps.storage, await sceneImages.thumbnail(request.query), request, reply),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/scripts/:id/images',
        { schema: { tags, params: scriptImagesParamsSchema, response: { 200: scriptImagesResponseSchema } } },
        async (request) => sceneImages.list(request.userId, request.params.id),
      );

      guarded.get(
        '/scripts/:id/images/search',
        {
          schema: {
            tags,
            params: scriptImagesParamsSchema,
            querystring: sceneImageSearchQuerySchema,
            response: { 200: sceneImageSearchResponseSchema },
          },
        },
        async (request) => sceneImages.search(request.userId, request.params.id, request.query.q),
      );
    }),
  );
};
