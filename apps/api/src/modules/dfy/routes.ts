import {
  dfyCloneSiteResponseSchema,
  dfyIdParamsSchema,
  dfyListQuerySchema,
  dfyListResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotaServiceFor } from '../quotas/service.ts';
import { sendStoredFile } from './serve-file.ts';
import { createDfyService } from './service.ts';

const tags = ['dfy'];
const MEDIA_TYPES = {
  'video.mp4': 'video/mp4',
  'thumb.jpg': 'image/jpeg',
  'screenshot.jpg': 'image/jpeg',
  'index.html': 'text/html; charset=utf-8',
} as const;
type MediaFile = keyof typeof MEDIA_TYPES;

/**
 * Done-for-you videos and review sites (spec §2.14, §7.2 dfy-videos). The list needs a signed-in
 * user; the media are public (the same DFY content for everyone, loaded by <video>/<img>).
 */
export const dfyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDfyService({
    ...app.deps,
    apiPrefix: app.deps.env.API_PREFIX,
    quotas: quotaServiceFor(app.deps),
  });

  app.get(
    '/dfy/media/:id/:file',
    {
      schema: {
        tags,
        params: z.object({
          id: z.uuid({ message: 'Not found' }),
          file: z.enum(Object.keys(MEDIA_TYPES) as [MediaFile, ...MediaFile[]]),
        }),
        querystring: z.object({ download: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const key = await service.mediaKey(id, file);
      if (file === 'index.html') {
        // Cloned HTML never runs with this origin's privileges.
        reply.header('content-security-policy', 'sandbox allow-scripts allow-popups allow-forms');
      }
      return sendStoredFile(app.deps.storage, key, request, reply, {
        contentType: MEDIA_TYPES[file],
        ...(request.query.download === '1' && file === 'video.mp4'
          ? { downloadName: `video-${id}.mp4` }
          : {}),
      });
    },
  );

  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('onRequest', app.authenticate);

    guarded.get(
      '/videos/dfy-videos',
      { schema: { tags, querystring: dfyListQuerySchema, response: { 200: dfyListResponseSchema } } },
      async (request) => service.list(request.query),
    );

    guarded.post(
      '/dfy/review-sites/:id/clone',
      { schema: { tags, params: dfyIdParamsSchema, response: { 200: dfyCloneSiteResponseSchema } } },
      async (request) => service.cloneReviewSite(request.userId, request.params.id),
    );
  });
};
