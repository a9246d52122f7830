import { bioPageParamsSchema, handleResponseSchema, setHandleBodySchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';
import { BIO_PAGE_HEADERS } from './bio-page.ts';

/** GET and PUT /api/account/handle: the user's link-in-bio handle (Settings → Profile). */
export const bioHandleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handles } = app.services.linkInBio;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/account/handle',
        { schema: { tags: ['account'], response: { 200: handleResponseSchema } } },
        async (request) => handles.get(request.userId),
      );
      guarded.put(
        '/account/handle',
        {
          schema: {
            tags: ['account'],
            body: setHandleBodySchema,
            response: { 200: handleResponseSchema },
          },
        },
        async (request) => handles.set(request.userId, request.body.handle),
      );
    }),
  );
};

/**
 * GET /u/{handle} (public, outside /api): the link-in-bio page, cached HTML with its own strict CSP
 * (no script at all). Like /go/, Redis stays off its path (no global limiter): it must be as cheap.
 */
export const bioPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bioPages } = app.services.linkInBio;
  app.get(
    '/u/:handle',
    {
      schema: { hide: true, params: bioPageParamsSchema },
      config: { rateLimit: false, cors: false, requestLog: false, securityHeaders: 'redirect' },
    },
    async (request, reply) =>
      reply.headers(BIO_PAGE_HEADERS).send(await bioPages.page(request.params.handle)),
  );
};
