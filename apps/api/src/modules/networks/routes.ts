import {
  createNetworkBodySchema,
  networkConnectionDtoSchema,
  networkDeletedResponseSchema,
  networkParamsSchema,
  networksResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const TAGS = ['networks'];

/**
 * Settings → Other networks (issue 34 item 4): connect a network that reports sales by S2S postback,
 * see the postback URL to paste into it, rotate its token, disconnect. Session only, as whoever holds
 * a postback URL's token can report sales.
 */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { networks } = app.services.networks;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/networks',
          { schema: { tags: TAGS, response: { 200: networksResponseSchema } } },
          async (request) => networks.list(request.userId),
        );
        guarded.post(
          '/networks',
          {
            schema: {
              tags: TAGS,
              body: createNetworkBodySchema,
              response: { 200: networkConnectionDtoSchema },
            },
          },
          async (request) => networks.create(request.userId, request.body),
        );
        guarded.post(
          '/networks/:id/token',
          {
            schema: {
              tags: TAGS,
              params: networkParamsSchema,
              response: { 200: networkConnectionDtoSchema },
            },
          },
          async (request) => networks.rotateToken(request.userId, request.params.id),
        );
        guarded.delete(
          '/networks/:id',
          {
            schema: {
              tags: TAGS,
              params: networkParamsSchema,
              response: { 200: networkDeletedResponseSchema },
            },
          },
          async (request) => networks.disconnect(request.userId, request.params.id),
        );
      },
      { sessionOnly: true },
    ),
  );
};
