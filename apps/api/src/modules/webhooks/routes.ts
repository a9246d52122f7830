import {
  createWebhookBodySchema,
  createWebhookResponseSchema,
  deleteWebhookResponseSchema,
  listWebhookDeliveriesResponseSchema,
  listWebhooksResponseSchema,
  testWebhookResponseSchema,
  updateWebhookBodySchema,
  webhookParamsSchema,
  webhookResponseSchema,
  webhookSecretResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['webhooks'];
const params = webhookParamsSchema;

/** Managing webhooks needs a signed-in session: an API key cannot redirect its owner's events. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services.webhooks;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/webhooks',
          { schema: { tags, response: { 200: listWebhooksResponseSchema } } },
          async (request) => webhooks.list(request.userId),
        );
        guarded.post(
          '/webhooks',
          { schema: { tags, body: createWebhookBodySchema, response: { 201: createWebhookResponseSchema } } },
          async (request, reply) => reply.code(201).send(await webhooks.create(request.userId, request.body)),
        );
        guarded.patch(
          '/webhooks/:id',
          {
            schema: { tags, params, body: updateWebhookBodySchema, response: { 200: webhookResponseSchema } },
          },
          async (request) => webhooks.update(request.userId, request.params.id, request.body),
        );
        guarded.delete(
          '/webhooks/:id',
          { schema: { tags, params, response: { 200: deleteWebhookResponseSchema } } },
          async (request) => webhooks.remove(request.userId, request.params.id),
        );
        guarded.get(
          '/webhooks/:id/secret',
          { schema: { tags, params, response: { 200: webhookSecretResponseSchema } } },
          async (request) => webhooks.secret(request.userId, request.params.id),
        );
        guarded.get(
          '/webhooks/:id/deliveries',
          { schema: { tags, params, response: { 200: listWebhookDeliveriesResponseSchema } } },
          async (request) => webhooks.deliveries(request.userId, request.params.id),
        );
        guarded.post(
          '/webhooks/:id/test',
          { schema: { tags, params, response: { 201: testWebhookResponseSchema } } },
          async (request, reply) =>
            reply.code(201).send(await webhooks.test(request.userId, request.params.id)),
        );
      },
      { sessionOnly: true },
    ),
  );
};
