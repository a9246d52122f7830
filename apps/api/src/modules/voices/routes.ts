import {
  voicePreviewParamsSchema,
  voicePreviewQuerySchema,
  voicesQuerySchema,
  voicesResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/** The voice picker (issue #13 item 7): the voices this server offers and a preview clip of each. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voices } = app.services.voices;
  const tags = ['videos'];

  // Outside the guard: an <audio> element cannot send the bearer header, so the signed link handed
  // out by the signed-in list below is the authorisation.
  app.get(
    '/videos/voices/:id/preview',
    { schema: { tags, params: voicePreviewParamsSchema, querystring: voicePreviewQuerySchema } },
    async (request, reply) =>
      sendStoredFile(
        app.deps.storage,
        await voices.preview(request.params.id, request.query),
        request,
        reply,
      ),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/videos/voices',
        { schema: { tags, querystring: voicesQuerySchema, response: { 200: voicesResponseSchema } } },
        async (request) => voices.list(request.query.language),
      );
    }),
  );
};
