import {
  createLinkBodySchema,
  linkCodeParamsSchema,
  linkSettingsSchema,
  redirectParamsSchema,
  setDirectLinkBodySchema,
  trackedLinkSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageNotFound } from '../../kernel/html-pages.ts';
import { guardedRoutes } from '../../plugins/auth.ts';
import { createRedirector } from './redirect.ts';

/**
 * POST /api/links: tracked links the browser hands out itself (promolinks, traffic shares);
 * PUT /api/links/{code}/direct and GET/PUT /api/links/settings: direct Digistore24 links.
 */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links, directLinks } = app.services.links;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.post(
        '/links',
        { schema: { tags: ['links'], body: createLinkBodySchema, response: { 200: trackedLinkSchema } } },
        async (request) => links.create(request.userId, request.body),
      );
      guarded.put(
        '/links/:code/direct',
        {
          schema: {
            tags: ['links'],
            params: linkCodeParamsSchema,
            body: setDirectLinkBodySchema,
            response: { 200: trackedLinkSchema },
          },
        },
        async (request) => directLinks.setDirect(request.userId, request.params.code, request.body.direct),
      );
      guarded.get(
        '/links/settings',
        { schema: { tags: ['links'], response: { 200: linkSettingsSchema } } },
        async (request) => directLinks.settings(request.userId),
      );
      guarded.put(
        '/links/settings',
        { schema: { tags: ['links'], body: linkSettingsSchema, response: { 200: linkSettingsSchema } } },
        async (request) => directLinks.saveSettings(request.userId, request.body),
      );
    }),
  );
};

/**
 * GET /go/{code} (public, outside /api): 302 to the affiliate link with its campaign key and, for a
 * human click on a Digistore24 target (or a link that asked for it), `cid=<click id>`. The click
 * is handed to the in-process recorder and the answer never waits for Postgres. The Redis-backed
 * global limiter is off here: it would put Redis on the redirect's path (a lost Redis must not
 * lose clicks), and the recorder's buffer is bounded by itself.
 */
export const linkPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const redirect = createRedirector(app.services.links);
  app.get(
    '/go/:code',
    {
      schema: { hide: true, params: redirectParamsSchema },
      // A navigation, never a cross-origin fetch (no CORS); every answered redirect is a Click row (no log line).
      config: { rateLimit: false, cors: false, requestLog: false, securityHeaders: 'redirect' },
    },
    async (request, reply) => {
      const location = await redirect(request.params.code, request);
      if (!location) throw pageNotFound('Link not found', 'This link does not exist or has been removed.');
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
};
