import { uploadResponseSchema } from '@adreel/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { sendStoredFile } from '../dfy/serve-file.ts';
import { quotaServiceFor } from '../quotas/service.ts';
import { receiveUpload, UPLOAD_MULTIPART_LIMITS } from './receive-upload.ts';
import { createUploadService } from './upload-service.ts';

const tags = ['traffic'];

/** Traffic Sources (spec §2.21): unlock uploads, and their public, unguessable file addresses. */
export const trafficRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, env } = app.deps;
  const uploads = createUploadService({
    db,
    storage,
    quotas: quotaServiceFor(app.deps),
    fileUrl: (id, ext) => `${env.PUBLIC_URL}${env.API_PREFIX}/traffic/files/${id}/file.${ext}`,
  });

  // Public by design: the id is a random UUID (122 bits) and the file is what the user shares.
  app.get(
    '/traffic/files/:id/:name',
    { schema: { tags, params: z.object({ id: z.uuid(), name: z.string().max(32) }) } },
    async (request, reply) => {
      const upload = await db.upload.findUnique({ where: { id: request.params.id } });
      if (!upload) throw new HttpError(404, 'This file is no longer available.');
      return sendStoredFile(storage, upload.key, request, reply, {
        contentType: upload.mimeType,
        cacheControl: 'public, max-age=86400, immutable',
      });
    },
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.authenticate);
    await guarded.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS });

    guarded.post(
      '/traffic/uploads',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadResponseSchema } } },
      async (request, reply) => {
        const received = await receiveUpload(request, reply, { timeoutMs: env.UPLOAD_TIMEOUT_MS });
        try {
          return reply.code(201).send(await uploads.store(request.userId, received));
        } finally {
          await received.discard();
        }
      },
    );
  });
};
