import {
  AI_CONTENT_KINDS,
  aiContentBodySchema,
  aiContentResponseSchema,
  chatMessageBodySchema,
  chatMessageResponseSchema,
  conversationIdParamsSchema,
  conversationListSchema,
  createConversationResponseSchema,
  deleteConversationResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { createAiContentService } from './service.ts';

const tags = ['ai-content'];

/**
 * Spec §7.6. The spec's paths already start with /api, so under the API prefix they are
 * /api/api/ai-content/... exactly as the spec's client calls them relative to its base.
 */
export const aiContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const service = createAiContentService(app.deps);

  app.get(
    '/api/ai-content/chat',
    { schema: { tags, response: { 200: conversationListSchema } } },
    async (request) => service.listConversations(request.userId),
  );

  app.post(
    '/api/ai-content/chat/conversation',
    { schema: { tags, response: { 200: createConversationResponseSchema } } },
    async (request) => service.createConversation(request.userId),
  );

  app.post(
    '/api/ai-content/chat/message',
    { schema: { tags, body: chatMessageBodySchema, response: { 200: chatMessageResponseSchema } } },
    async (request) => service.sendMessage(request.userId, request.body.conversationId, request.body.input),
  );

  app.delete(
    '/api/ai-content/chat/conversation/:id',
    {
      schema: {
        tags,
        params: conversationIdParamsSchema,
        response: { 200: deleteConversationResponseSchema },
      },
    },
    async (request) => service.deleteConversation(request.userId, request.params.id),
  );

  app.post(
    '/api/ai-content/:kind',
    {
      schema: {
        tags,
        params: z.object({ kind: z.string() }),
        body: aiContentBodySchema,
        response: { 200: aiContentResponseSchema },
      },
      // An unknown generator is a missing resource, whatever its body says.
      preValidation: async (request) => {
        const { kind } = request.params as { kind: string };
        if (!(AI_CONTENT_KINDS as readonly string[]).includes(kind)) {
          throw new HttpError(404, `There is no "${kind}" generator.`);
        }
      },
    },
    async (request) => {
      const kind = AI_CONTENT_KINDS.find((k) => k === request.params.kind);
      if (!kind) throw new HttpError(404, `There is no "${request.params.kind}" generator.`);
      return service.generate(kind, request.body.input);
    },
  );
};
