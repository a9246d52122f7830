import {
  createVideoBodySchema,
  createVideoResponseSchema,
  deleteVideoResponseSchema,
  myVideosResponseSchema,
  videoDetailsResponseSchema,
  videoDownloadName,
  videoIdParamsSchema,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import { parseRangeHeader } from '@adreel/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { quotaServiceFor } from '../quotas/service.ts';
import { createMediaSigner } from './media-signature.ts';
import { createVideoService, MEDIA_FILES, type MediaFile, mediaKey } from './service.ts';

export const BAD_MEDIA_LINK =
  'This media link is invalid or has expired. Reload the page to get a fresh one.';

/**
 * User videos (spec §7.2): create, poll, list, details, delete — bearer-guarded and owner-only — plus
 * the media files behind short-lived signed links with HTTP Range support for seeking.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = createMediaSigner(app.deps.env.JWT_SECRET);
  const videos = createVideoService({
    db: app.deps.db,
    producer: app.deps.producer,
    storage: app.deps.storage,
    signer,
    apiPrefix: app.deps.env.API_PREFIX,
    quotas: quotaServiceFor(app.deps),
  });
  const tags = ['videos'];

  const guardedRoutes: FastifyPluginAsyncZod = async (guarded) => {
    guarded.addHook('onRequest', guarded.authenticate);

    guarded.post(
      '/videos/create',
      { schema: { tags, body: createVideoBodySchema, response: { 201: createVideoResponseSchema } } },
      async (request, reply) => reply.code(201).send(await videos.create(request.userId, request.body)),
    );

    guarded.get(
      '/videos/my-videos',
      { schema: { tags, response: { 200: myVideosResponseSchema } } },
      async (request) => videos.list(request.userId),
    );

    guarded.get(
      '/videos/:id',
      { schema: { tags, params: videoIdParamsSchema, response: { 200: videoStatusResponseSchema } } },
      async (request) => videos.status(request.userId, request.params.id),
    );

    guarded.get(
      '/videos/:id/details',
      { schema: { tags, params: videoIdParamsSchema, response: { 200: videoDetailsResponseSchema } } },
      async (request) => videos.details(request.userId, request.params.id),
    );

    guarded.delete(
      '/videos/:id',
      { schema: { tags, params: videoIdParamsSchema, response: { 200: deleteVideoResponseSchema } } },
      async (request) => videos.remove(request.userId, request.params.id),
    );
  };
  await app.register(guardedRoutes);

  // Public by design: the signature is the authorisation (a <video> cannot send a bearer header).
  app.get(
    '/media/videos/:id/:file',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid(), file: z.enum(['video.mp4', 'thumb.jpg']) }),
        querystring: z.object({
          exp: z.string().optional(),
          sig: z.string().optional(),
          download: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: MediaFile };
      const { exp, sig, download } = request.query;
      const key = mediaKey(id, file);
      if (!signer.verify(key, exp, sig)) throw new HttpError(403, BAD_MEDIA_LINK);
      const stored = await app.deps.storage.stat(key);
      if (!stored) throw new HttpError(404, 'This file is no longer available.');
      const size = stored.size;
      reply.header('accept-ranges', 'bytes');
      reply.header('content-type', MEDIA_FILES[file]);
      reply.header('cache-control', 'private, max-age=3600');
      if (download === '1' && file === 'video.mp4') {
        reply.header('content-disposition', `attachment; filename="${videoDownloadName(id)}"`);
      }
      const range = parseRangeHeader(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'The requested range is outside the file.');
      }
      if (range) {
        reply.code(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('content-length', range.end - range.start + 1);
        return reply.send(await app.deps.storage.read(key, range));
      }
      reply.header('content-length', size);
      return reply.send(await app.deps.storage.read(key));
    },
  );
};
