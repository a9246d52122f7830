import {
  clonedSiteDetailsSchema,
  clonedSiteListSchema,
  clonedSiteSchema,
  cloneQuerySchema,
  cloneResponseSchema,
  createClonedSiteBodySchema,
  deleteClonedSiteResponseSchema,
  publishedSiteParamsSchema,
  publishOfferBodySchema,
  publishOfferResponseSchema,
  publishSiteBodySchema,
  publishSiteResponseSchema,
  renderSiteResponseSchema,
  saveCloneBodySchema,
  saveCloneResponseSchema,
  siteIdParamsSchema,
  sitePreviewResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PREVIEW_SITE_CSP, sandboxed } from '../../http/sandboxed-page.ts';
import { pageNotFound } from '../../kernel/html-pages.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/** JSON escaping can grow a 20 MB page a little; anything past this is refused before parsing. */
const SAVE_BODY_LIMIT = 24 * 1024 * 1024;
const TOO_LARGE_MESSAGE = 'This page is larger than the 20 MB limit for saved sites.';
const tags = ['sites'];

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteCloner, siteStorage, sites, sitePublisher, siteFromOffer } = app.services.sites;

  await app.register(
    guardedRoutes(async (guarded) => {
      // Spec §7.5 (editor service): GET /api/clone?url and POST /api/save, under the API prefix.
      guarded.get(
        '/api/clone',
        { schema: { tags, querystring: cloneQuerySchema, response: { 200: cloneResponseSchema } } },
        async (request) => ({ html: await siteCloner.clone(request.query.url) }),
      );

      guarded.post(
        '/api/save',
        {
          bodyLimit: SAVE_BODY_LIMIT,
          config: { tooLargeMessage: TOO_LARGE_MESSAGE },
          schema: { tags, body: saveCloneBodySchema, response: { 200: saveCloneResponseSchema } },
        },
        async (request) => siteStorage.save(request.userId, request.body),
      );

      // Spec §7.4.
      guarded.get(
        '/cloned-sites',
        { schema: { tags, response: { 200: clonedSiteListSchema } } },
        async (request) => sites.list(request.userId),
      );

      guarded.post(
        '/cloned-sites',
        { schema: { tags, body: createClonedSiteBodySchema, response: { 201: clonedSiteSchema } } },
        async (request, reply) => reply.code(201).send(await sites.create(request.userId, request.body)),
      );

      guarded.post(
        '/cloned-sites/from-offer',
        { schema: { tags, body: publishOfferBodySchema, response: { 201: publishOfferResponseSchema } } },
        async (request, reply) =>
          reply.code(201).send(await siteFromOffer.publish(request.userId, request.body)),
      );

      guarded.get(
        '/cloned-sites/:id',
        { schema: { tags, params: siteIdParamsSchema, response: { 200: clonedSiteDetailsSchema } } },
        async (request) => sites.details(request.userId, request.params.id),
      );

      guarded.delete(
        '/cloned-sites/:id',
        { schema: { tags, params: siteIdParamsSchema, response: { 200: deleteClonedSiteResponseSchema } } },
        async (request) => {
          await sites.remove(request.userId, request.params.id);
          return { success: true };
        },
      );

      guarded.post(
        '/cloned-sites/:id/render',
        {
          schema: {
            tags,
            params: siteIdParamsSchema,
            body: publishSiteBodySchema,
            response: { 200: renderSiteResponseSchema },
          },
        },
        async (request) => ({
          html: await sitePublisher.render(request.userId, request.params.id, request.body),
        }),
      );

      guarded.post(
        '/cloned-sites/:id/publish',
        {
          schema: {
            tags,
            params: siteIdParamsSchema,
            body: publishSiteBodySchema,
            response: { 200: publishSiteResponseSchema },
          },
        },
        async (request) => sitePublisher.publish(request.userId, request.params.id, request.body),
      );

      // Spec §7.4 GET /preview/{id}: the site as visitors see it, as HTML text for a sandboxed frame.
      guarded.get(
        '/preview/:id',
        { schema: { tags, params: siteIdParamsSchema, response: { 200: sitePreviewResponseSchema } } },
        async (request, reply) => {
          const html = await sitePublisher.preview(request.userId, request.params.id);
          return sandboxed(reply, PREVIEW_SITE_CSP).type('text/html; charset=utf-8').send(html);
        },
      );
    }),
  );
};

/** Published money sites at /s/{slug}, outside the API prefix, as a sandboxed opaque origin. */
export const sitePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitePublisher } = app.services.sites;
  app.addHook('onSend', async (_request, reply, payload) => {
    sandboxed(reply);
    return payload;
  });
  app.get(
    '/s/:slug',
    { schema: { hide: true, params: publishedSiteParamsSchema } },
    async (request, reply) => {
      const page = await sitePublisher.publicPage(request.params.slug);
      if (!page) throw pageNotFound('Site not found', 'This page does not exist or is no longer published.');
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};
