import { createScriptWriter } from '@adreel/ai';
import {
  generateScriptBodySchema,
  generateScriptFromTextBodySchema,
  generateScriptResponseSchema,
  regenerateScriptBodySchema,
  regenerateScriptFromTextBodySchema,
  regenerateScriptResponseSchema,
  scriptStatusParamsSchema,
  scriptStatusResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createScriptService } from './service.ts';

/** Script generation (spec §7.2): start from a URL or text, poll the job, regenerate synchronously. */
export const scriptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const scripts = createScriptService({
    db: app.deps.db,
    producer: app.deps.producer,
    writer: createScriptWriter(app.deps.env),
  });
  const tags = ['scripts'];

  app.post(
    '/videos/generate-script',
    { schema: { tags, body: generateScriptBodySchema, response: { 201: generateScriptResponseSchema } } },
    async (request, reply) => {
      const started = await scripts.startFromUrl(request.userId, request.body.url);
      return reply.code(201).send(started);
    },
  );

  app.post(
    '/videos/generate-script-from-text',
    {
      schema: {
        tags,
        body: generateScriptFromTextBodySchema,
        response: { 201: generateScriptResponseSchema },
      },
    },
    async (request, reply) => {
      const started = await scripts.startFromText(request.userId, request.body.text);
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/videos/script-status/:id',
    { schema: { tags, params: scriptStatusParamsSchema, response: { 200: scriptStatusResponseSchema } } },
    async (request) => scripts.status(request.userId, request.params.id),
  );

  app.post(
    '/videos/regenerate-script',
    {
      schema: { tags, body: regenerateScriptBodySchema, response: { 200: regenerateScriptResponseSchema } },
    },
    async (request) => scripts.regenerate(request.userId, request.body.scriptId),
  );

  app.post(
    '/videos/regenerate-script-from-text',
    {
      schema: {
        tags,
        body: regenerateScriptFromTextBodySchema,
        response: { 200: regenerateScriptResponseSchema },
      },
    },
    async (request) => scripts.regenerateFromText(request.userId, request.body.scriptId, request.body.text),
  );
};
