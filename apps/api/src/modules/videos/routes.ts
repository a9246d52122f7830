import {
  createVariantsBodySchema,
  createVariantsResponseSchema,
  createVideoBodySchema,
  createVideoResponseSchema,
  deleteVideoResponseSchema,
  myVideosQuerySchema,
  myVideosResponseSchema,
  videoCaptionsQuerySchema,
  videoDetailsResponseSchema,
  videoIdParamsSchema,
  videoMediaParamsSchema,
  videoMediaQuerySchema,
  videoStatusResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet, sendPreparedJson } from '../../http/etag.ts';
import { progressEventRoutes } from '../../http/event-routes.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * User videos (spec §7.2): create, poll, list, details, delete — bearer-guarded and owner-only — plus
 * the media files behind short-lived signed links with HTTP Range support for seeking.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services.videos;
  const tags = ['videos'];

  // Public by design: the signature is the authorisation (a <video> cannot send a bearer header).
  app.get(
    '/media/videos/:id/:file',
    { schema: { tags, params: videoMediaParamsSchema, querystring: videoMediaQuerySchema } },
    async (request, reply) => {
      const media = videos.signedMedia(request.params.id, request.params.file, request.query);
      return sendStoredFile(app.deps.storage, media, request, reply);
    },
  );

  await app.register(progressEventRoutes('/videos/:id', tags, (a) => a.services.videos.videoEvents));

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.post(
        '/videos/create',
        { schema: { tags, body: createVideoBodySchema, response: { 201: createVideoResponseSchema } } },
        async (request, reply) => reply.code(201).send(await videos.create(request.userId, request.body)),
      );

      // Hook variants (A/B): one video per chosen first scene, grouped; each counts as a render.
      guarded.post(
        '/videos/variants',
        {
          schema: { tags, body: createVariantsBodySchema, response: { 201: createVariantsResponseSchema } },
        },
        async (request, reply) =>
          reply.code(201).send(await videos.createVariants(request.userId, request.body)),
      );

      guarded.get(
        '/videos/my-videos',
        {
          schema: { tags, querystring: myVideosQuerySchema, response: { 200: myVideosResponseSchema } },
          onSend: conditionalGet,
        },
        async (request) => videos.list(request.userId, request.query.language),
      );

      guarded.get(
        '/videos/:id',
        {
          schema: { tags, params: videoIdParamsSchema, response: { 200: videoStatusResponseSchema } },
          // Every open generation page polls this; a line per successful poll would be most of the
          // log. Their count and latency are in /metrics; failures are still logged.
          config: { requestLog: false },
        },
        // The hottest read: its JSON and ETag are made once per change, not per poll.
        async (request, reply) =>
          sendPreparedJson(request, reply, await videos.statusJson(request.userId, request.params.id)),
      );

      guarded.get(
        '/videos/:id/details',
        { schema: { tags, params: videoIdParamsSchema, response: { 200: videoDetailsResponseSchema } } },
        async (request) => videos.details(request.userId, request.params.id),
      );

      // The captions as a file (issue 32): SubRip as rendered, or WebVTT converted from it.
      guarded.get(
        '/videos/:id/captions',
        { schema: { tags, params: videoIdParamsSchema, querystring: videoCaptionsQuerySchema } },
        async (request, reply) => {
          const file = await videos.captions(request.userId, request.params.id, request.query.format);
          return reply
            .type(file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(file.body);
        },
      );

      guarded.delete(
        '/videos/:id',
        { schema: { tags, params: videoIdParamsSchema, response: { 200: deleteVideoResponseSchema } } },
        async (request) => videos.remove(request.userId, request.params.id),
      );
    }),
  );
};
