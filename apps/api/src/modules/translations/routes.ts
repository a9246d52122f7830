import {
  createTranslationsBodySchema,
  createTranslationsResponseSchema,
  videoIdParamsSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/** "Make it in another language": a finished video's script in other languages (issue 25 item 5). */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { translations } = app.services.translations;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/videos/:id/translations',
        {
          schema: {
            tags: ['videos'],
            params: videoIdParamsSchema,
            response: { 200: createTranslationsResponseSchema },
          },
        },
        async (request) => translations.list(request.userId, request.params.id),
      );
      guarded.post(
        '/videos/:id/translations',
        {
          schema: {
            tags: ['videos'],
            params: videoIdParamsSchema,
            body: createTranslationsBodySchema,
            response: { 201: createTranslationsResponseSchema },
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(await translations.create(request.userId, request.params.id, request.body.languages)),
      );
    }),
  );
};
