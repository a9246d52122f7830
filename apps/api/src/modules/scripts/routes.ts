import {
  generateScriptBodySchema,
  generateScriptFromTextBodySchema,
  generateScriptResponseSchema,
  regenerateScriptBodySchema,
  regenerateScriptFromTextBodySchema,
  regenerateScriptResponseSchema,
  scriptDraftBodySchema,
  scriptDraftParamsSchema,
  scriptDraftResponseSchema,
  scriptStatusParamsSchema,
  scriptStatusResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/** Script generation (spec §7.2): start from a URL or text, poll the job, regenerate synchronously. */
export const scriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scripts } = app.services.scripts;
  const tags = ['scripts'];

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.post(
        '/videos/generate-script',
        { schema: { tags, body: generateScriptBodySchema, response: { 201: generateScriptResponseSchema } } },
        async (request, reply) => {
          const started = await scripts.startFromUrl(request.userId, request.body.url, request.body.language);
          return reply.code(201).send(started);
        },
      );

      guarded.post(
        '/videos/generate-script-from-text',
        {
          schema: {
            tags,
            body: generateScriptFromTextBodySchema,
            response: { 201: generateScriptResponseSchema },
          },
        },
        async (request, reply) => {
          const started = await scripts.startFromText(
            request.userId,
            request.body.text,
            request.body.language,
          );
          return reply.code(201).send(started);
        },
      );

      guarded.get(
        '/videos/script-status/:id',
        { schema: { tags, params: scriptStatusParamsSchema, response: { 200: scriptStatusResponseSchema } } },
        async (request) => scripts.status(request.userId, request.params.id),
      );

      guarded.put(
        '/videos/script-draft/:id',
        {
          schema: {
            tags,
            params: scriptDraftParamsSchema,
            body: scriptDraftBodySchema,
            response: { 200: scriptDraftResponseSchema },
          },
        },
        async (request) => scripts.saveDraft(request.userId, request.params.id, request.body.content),
      );

      guarded.post(
        '/videos/regenerate-script',
        {
          schema: {
            tags,
            body: regenerateScriptBodySchema,
            response: { 200: regenerateScriptResponseSchema },
          },
        },
        async (request) => scripts.regenerate(request.userId, request.body.scriptId, request.body.language),
      );

      guarded.post(
        '/videos/regenerate-script-from-text',
        {
          schema: {
            tags,
            body: regenerateScriptFromTextBodySchema,
            response: { 200: regenerateScriptResponseSchema },
          },
        },
        async (request) =>
          scripts.regenerateFromText(
            request.userId,
            request.body.scriptId,
            request.body.text,
            request.body.language,
          ),
      );
    }),
  );
};
