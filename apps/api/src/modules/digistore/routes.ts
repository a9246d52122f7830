import {
  digistoreAuthUrlResponseSchema,
  digistoreCallbackQuerySchema,
  digistoreCallbackResponseSchema,
  digistoreDisconnectResponseSchema,
  digistoreStatusResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
} from '@adreel/contracts';
import { OFFER_IMAGES_DIR } from '@adreel/digistore';
import { SANDBOX_MARKETPLACE_PATH } from '@adreel/marketplace';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

const TAGS = ['digistore'];

/** The marketplace under the API prefix: the signed-in user's connection and the offer catalog. */
export const digistoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { digistore: service, sandboxMarketplace } = app.services.digistore;

  // Built only when the marketplace rule says 'sandbox' (marketplaceMode, packages/marketplace).
  if (sandboxMarketplace) await app.register(sandboxRoutes, { prefix: SANDBOX_MARKETPLACE_PATH });

  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/digistore/status',
        { schema: { tags: TAGS, response: { 200: digistoreStatusResponseSchema } } },
        async (request) => service.status(request.userId),
      );

      guarded.get(
        '/digistore/offers',
        { schema: { tags: TAGS, querystring: offersQuerySchema, response: { 200: offersResponseSchema } } },
        async (request) => service.offers(request.userId, request.query),
      );
    }),
  );

  // Connecting and disconnecting decide which Digistore24 account the sales and links belong to:
  // the signed-in user only, never a personal API key.
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/digistore/auth-url',
          { schema: { tags: TAGS, response: { 200: digistoreAuthUrlResponseSchema } } },
          async (request) => service.authUrl(request.userId),
        );

        guarded.get(
          '/digistore/callback',
          {
            schema: {
              tags: TAGS,
              querystring: digistoreCallbackQuerySchema,
              response: { 200: digistoreCallbackResponseSchema },
            },
          },
          async (request) => service.callback(request.userId, request.query.state, request.query.token),
        );

        guarded.post(
          '/digistore/disconnect',
          { schema: { tags: TAGS, response: { 200: digistoreDisconnectResponseSchema } } },
          async (request) => service.disconnect(request.userId),
        );
      },
      { sessionOnly: true },
    ),
  );
};

/** Root-level: the demo catalog's images at /offer-images/* on the app origin. */
export const digistorePublicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: OFFER_IMAGES_DIR,
    prefix: '/offer-images/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
};
