import {
  aiContentBodySchema,
  aiContentKindParamsSchema,
  aiContentResponseSchema,
  chatMessageBodySchema,
  chatMessageResponseSchema,
  conversationIdParamsSchema,
  conversationListSchema,
  createConversationResponseSchema,
  deleteConversationResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['ai-content'];

/**
 * Spec §7.6. The spec's paths already start with /api, so under the API prefix they are
 * /api/api/ai-content/... exactly as the spec's client calls them relative to its base.
 */
export const aiContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiContent } = app.services.aiContent;

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/api/ai-content/chat',
        { schema: { tags, response: { 200: conversationListSchema } } },
        async (request) => aiContent.listConversations(request.userId),
      );

      guarded.post(
        '/api/ai-content/chat/conversation',
        { schema: { tags, response: { 200: createConversationResponseSchema } } },
        async (request) => aiContent.createConversation(request.userId),
      );

      guarded.post(
        '/api/ai-content/chat/message',
        { schema: { tags, body: chatMessageBodySchema, response: { 200: chatMessageResponseSchema } } },
        async (request) =>
          aiContent.sendMessage(request.userId, request.body.conversationId, request.body.input),
      );

      guarded.delete(
        '/api/ai-content/chat/conversation/:id',
        {
          schema: {
            tags,
            params: conversationIdParamsSchema,
            response: { 200: deleteConversationResponseSchema },
          },
        },
        async (request) => aiContent.deleteConversation(request.userId, request.params.id),
      );

      guarded.post(
        '/api/ai-content/:kind',
        {
          schema: {
            tags,
            params: aiContentKindParamsSchema,
            body: aiContentBodySchema,
            response: { 200: aiContentResponseSchema },
          },
          // An unknown generator is a missing resource, whatever its body says (this runs before validation).
          preValidation: async (request) => {
            aiContent.kindOf((request.params as { kind: string }).kind);
          },
        },
        async (request) =>
          aiContent.generate(aiContent.kindOf(request.params.kind), request.body.input, {
            userId: request.userId,
            seed: request.body.seed,
            language: request.body.language,
          }),
      );
    }),
  );
};
