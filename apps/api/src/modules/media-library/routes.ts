import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  mediaItemParamsSchema,
  mediaItemSchema,
  mediaLibraryResponseSchema,
  mediaThumbnailParamsSchema,
  mediaThumbnailQuerySchema,
} from '@adreel/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooLarge } from '../../domain-errors.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { withUpload } from '../../kernel/uploads/receive-upload.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/** One file and nothing else; the byte counter stops at 40 MB, before the parser's own limit. */
const MEDIA_MULTIPART_LIMITS = {
  files: 1,
  fields: 2,
  parts: 4,
  fieldSize: 100,
  fileSize: MEDIA_LIMITS.maxBytes + 1024 * 1024,
};

const MEDIA_CAP = { maxBytes: MEDIA_LIMITS.maxBytes, tooLarge: () => new TooLarge(MEDIA_MESSAGES.tooLarge) };

/** The user's media library (issue 33 item 2): upload, list, delete, and thumbnails behind signed links. */
export const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mediaLibrary } = app.services.mediaLibrary;
  const tags = ['media'];

  // Public by design: an <img> cannot send the bearer header; the signature is the authorisation.
  app.get(
    '/media/library/:id/thumbnail.jpg',
    { schema: { tags, params: mediaThumbnailParamsSchema, querystring: mediaThumbnailQuerySchema } },
    async (request, reply) =>
      sendStoredFile(
        app.deps.storage,
        await mediaLibrary.thumbnail(request.params.id, request.query),
        request,
        reply,
      ),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      await guarded.register(multipart, { limits: MEDIA_MULTIPART_LIMITS });

      guarded.get(
        '/media-library',
        { schema: { tags, response: { 200: mediaLibraryResponseSchema } } },
        async (request) => mediaLibrary.list(request.userId),
      );

      guarded.post(
        '/media-library',
        { schema: { tags, consumes: ['multipart/form-data'], response: { 201: mediaItemSchema } } },
        async (request, reply) =>
          reply
            .code(201)
            .send(
              await withUpload(
                request,
                reply,
                { timeoutMs: app.deps.env.UPLOAD_TIMEOUT_MS, cap: MEDIA_CAP },
                (file) => mediaLibrary.upload(request.userId, file),
              ),
            ),
      );

      guarded.delete(
        '/media-library/:id',
        { schema: { tags, params: mediaItemParamsSchema, response: { 200: mediaLibraryResponseSchema } } },
        // Answers the library as it is now, so the page shows the new total at once.
        async (request) => {
          await mediaLibrary.remove(request.userId, request.params.id);
          return mediaLibrary.list(request.userId);
        },
      );
    }),
  );
};
