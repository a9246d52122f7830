import { uploadFileParamsSchema, uploadResponseSchema } from '@adreel/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { UPLOAD_MULTIPART_LIMITS, withUpload } from '../../kernel/uploads/receive-upload.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['traffic'];

/** Traffic Sources (spec §2.21): unlock uploads, and their public, unguessable file addresses. */
export const trafficRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services.traffic;

  // Public by design: the id is a random UUID (122 bits) and the file is what the user shares.
  app.get(
    '/traffic/files/:id/:name',
    { schema: { tags, params: uploadFileParamsSchema } },
    async (request, reply) =>
      sendStoredFile(app.deps.storage, await uploads.file(request.params.id), request, reply),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      await guarded.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS });

      guarded.post(
        '/traffic/uploads',
        { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadResponseSchema } } },
        async (request, reply) =>
          reply
            .code(201)
            .send(
              await withUpload(request, reply, { timeoutMs: app.deps.env.UPLOAD_TIMEOUT_MS }, (file) =>
                uploads.store(request.userId, file),
              ),
            ),
      );
    }),
  );
};
