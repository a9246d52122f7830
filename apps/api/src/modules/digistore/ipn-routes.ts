import {
  ipnParamsSchema,
  ipnSettingsBodySchema,
  ipnSettingsResponseSchema,
  simulateSaleBodySchema,
  simulateSaleResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';
import { SANDBOX_MOUNT } from './marketplace.ts';

const TAGS = ['digistore'];

/** The user's IPN settings, and (sandbox only) a simulated sale or refund for one of their links. */
export const ipnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ipn, ipnSandbox } = app.services;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/digistore/ipn',
        { schema: { tags: TAGS, response: { 200: ipnSettingsResponseSchema } } },
        async (request) => ipn.settings(request.userId),
      );
      guarded.put(
        '/digistore/ipn',
        { schema: { tags: TAGS, body: ipnSettingsBodySchema, response: { 200: ipnSettingsResponseSchema } } },
        async (request) => ipn.savePassphrase(request.userId, request.body.passphrase),
      );
      if (ipnSandbox) {
        guarded.post(
          `${SANDBOX_MOUNT}/simulate-sale`,
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
    }),
  );
};

/** POST /digistore/ipn/{key} (public, outside /api): Digistore24's form post, answered "OK". */
export const ipnPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ipn } = app.services;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/digistore/ipn/:key',
    { schema: { hide: true, params: ipnParamsSchema } },
    async (request, reply) => {
      const answer = await ipn.receive(request.params.key, formFields(request.body));
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );
};

function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
}
