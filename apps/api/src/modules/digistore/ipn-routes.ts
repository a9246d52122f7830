import {
  ipnParamsSchema,
  ipnSettingsBodySchema,
  ipnSettingsResponseSchema,
  simulateSaleBodySchema,
  simulateSaleResponseSchema,
} from '@adreel/contracts';
import { SANDBOX_MARKETPLACE_PATH } from '@adreel/marketplace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormPosts, FORM_BODY_LIMIT, formFields } from '../../kernel/form-body.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

const TAGS = ['digistore'];

/**
 * The user's IPN settings, and (sandbox only) a simulated sale or refund for one of their links. Session
 * only: the IPN address and passphrase let whoever holds them report sales, so API keys are refused.
 */
export const ipnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ipn, ipnSandbox } = app.services.digistore;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/digistore/ipn',
          { schema: { tags: TAGS, response: { 200: ipnSettingsResponseSchema } } },
          async (request) => ipn.settings(request.userId),
        );
        guarded.put(
          '/digistore/ipn',
          {
            schema: { tags: TAGS, body: ipnSettingsBodySchema, response: { 200: ipnSettingsResponseSchema } },
          },
          async (request) => ipn.savePassphrase(request.userId, request.body.passphrase),
        );
        if (ipnSandbox) {
          guarded.post(
            `${SANDBOX_MARKETPLACE_PATH}/simulate-sale`,
            {
              schema: {
                tags: TAGS,
                body: simulateSaleBodySchema,
                response: { 200: simulateSaleResponseSchema },
              },
            },
            async (request) => ipnSandbox.simulate(request.userId, request.body),
          );
        }
      },
      { sessionOnly: true },
    ),
  );
};

/**
 * POST /digistore/ipn/{key} (public, outside /api): Digistore24's form post, answered "OK"; a GET on
 * the address (Digistore24 checks it this way) answers "OK" for a known key.
 */
export const ipnPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ipn } = app.services.digistore;
  acceptFormPosts(app);
  const schema = { hide: true, params: ipnParamsSchema };
  app.get('/digistore/ipn/:key', { schema }, async (request, reply) => {
    const answer = await ipn.probe(request.params.key);
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
  app.post('/digistore/ipn/:key', { schema, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const answer = await ipn.receive(request.params.key, formFields(request.body));
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
};
