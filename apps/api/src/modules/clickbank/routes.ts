import {
  clickBankAccountResponseSchema,
  clickBankAddOfferBodySchema,
  clickBankAddOfferResponseSchema,
  clickBankConnectBodySchema,
  clickBankInsParamsSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const TAGS = ['clickbank'];
/** An INS message is a few KB; ClickBank sends nothing bigger. */
const INS_BODY_LIMIT = 128 * 1024;

/**
 * Settings → ClickBank and ClickBank products on the Offers page. Connecting and disconnecting are
 * session only: whoever holds the INS address and secret key can report sales.
 */
export const clickBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clickbank } = app.services.clickbank;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/clickbank/account',
          { schema: { tags: TAGS, response: { 200: clickBankAccountResponseSchema } } },
          async (request) => clickbank.account(request.userId),
        );
        guarded.post(
          '/clickbank/connect',
          {
            schema: {
              tags: TAGS,
              body: clickBankConnectBodySchema,
              response: { 200: clickBankAccountResponseSchema },
            },
          },
          async (request) => clickbank.connect(request.userId, request.body),
        );
        guarded.post(
          '/clickbank/disconnect',
          { schema: { tags: TAGS, response: { 200: clickBankAccountResponseSchema } } },
          async (request) => clickbank.disconnect(request.userId),
        );
      },
      { sessionOnly: true },
    ),
  );
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.post(
        '/clickbank/offers',
        {
          schema: {
            tags: TAGS,
            body: clickBankAddOfferBodySchema,
            response: { 200: clickBankAddOfferResponseSchema },
          },
        },
        async (request) => clickbank.addOffer(request.userId, request.body),
      );
    }),
  );
};

/**
 * POST /clickbank/ins/{key} (public, outside /api): ClickBank's Instant Notification, a JSON body
 * `{notification, iv}`. A body sent as text/plain is read as JSON too; anything unreadable is a 400.
 */
export const clickBankPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clickbankIns } = app.services.clickbank;
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: INS_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    },
  );
  app.post(
    '/clickbank/ins/:key',
    {
      schema: { hide: true, params: clickBankInsParamsSchema },
      bodyLimit: INS_BODY_LIMIT,
      config: { rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const answer = await clickbankIns.receive(
        request.params.key,
        request.body ?? null,
        request.headers['content-type'] ?? null,
      );
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );
};
