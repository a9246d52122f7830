import {
  apiKeyParamsSchema,
  createApiKeyBodySchema,
  createApiKeyResponseSchema,
  listApiKeysResponseSchema,
  revokeApiKeyResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['api-keys'];

/** Managing keys needs a signed-in session: a key cannot mint or revoke keys. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiKeys } = app.services.apiKeys;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/api-keys',
          { schema: { tags, response: { 200: listApiKeysResponseSchema } } },
          async (request) => apiKeys.list(request.userId),
        );
        guarded.post(
          '/api-keys',
          { schema: { tags, body: createApiKeyBodySchema, response: { 201: createApiKeyResponseSchema } } },
          async (request, reply) =>
            reply.code(201).send(await apiKeys.create(request.userId, request.body.name)),
        );
        guarded.delete(
          '/api-keys/:id',
          { schema: { tags, params: apiKeyParamsSchema, response: { 200: revokeApiKeyResponseSchema } } },
          async (request) => apiKeys.revoke(request.userId, request.params.id),
        );
      },
      { sessionOnly: true },
    ),
  );
};
