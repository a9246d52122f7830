import {
  type ClonedSite,
  clonedSiteDetailsSchema,
  clonedSiteListSchema,
  clonedSiteSchema,
  cloneQuerySchema,
  cloneResponseSchema,
  createClonedSiteBodySchema,
  deleteClonedSiteResponseSchema,
  publishOfferBodySchema,
  publishOfferResponseSchema,
  publishSiteBodySchema,
  publishSiteResponseSchema,
  renderSiteResponseSchema,
  saveCloneBodySchema,
  saveCloneResponseSchema,
  siteIdParamsSchema,
} from '@adreel/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotaServiceFor } from '../quotas/service.ts';
import { createSiteService, type SiteService } from './service.ts';

/** JSON escaping can grow a 20 MB page a little; anything past this is refused before parsing. */
const SAVE_BODY_LIMIT = 24 * 1024 * 1024;
const TOO_LARGE_MESSAGE = 'This page is larger than the 20 MB limit for saved sites.';

/**
 * Cloned and published pages run the vendor's scripts, so they are only ever served as a sandboxed,
 * opaque origin: no access to the app's localStorage token, its cookies or same-origin API calls.
 */
export const PUBLISHED_SITE_CSP = 'sandbox allow-scripts allow-popups allow-forms';

function servicesOf(app: FastifyInstance): SiteService {
  const { deps } = app;
  return createSiteService({
    db: deps.db,
    storage: deps.storage,
    fetcher: deps.fetcher,
    log: app.log,
    publicUrl: deps.env.PUBLIC_URL,
    demoShopOrigin: deps.demoShopOrigin,
    production: deps.env.NODE_ENV === 'production',
    quotas: quotaServiceFor(deps),
  });
}

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const sites = servicesOf(app);
  app.addHook('onRequest', app.authenticate);
  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ statusCode: 413, error: 'Payload Too Large', message: TOO_LARGE_MESSAGE });
    }
    throw error;
  });

  // Spec §7.5 (editor service): GET /api/clone?url and POST /api/save, under the API prefix.
  app.get(
    '/api/clone',
    { schema: { tags: ['sites'], querystring: cloneQuerySchema, response: { 200: cloneResponseSchema } } },
    async (request) => ({ html: await sites.clone(request.query.url) }),
  );

  app.post(
    '/api/save',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { tags: ['sites'], body: saveCloneBodySchema, response: { 200: saveCloneResponseSchema } },
    },
    async (request) => sites.save(request.userId, request.body),
  );

  // Spec §7.4.
  app.get(
    '/cloned-sites',
    { schema: { tags: ['sites'], response: { 200: clonedSiteListSchema } } },
    async (request) => sites.list(request.userId),
  );

  app.post(
    '/cloned-sites',
    {
      schema: { tags: ['sites'], body: createClonedSiteBodySchema, response: { 201: clonedSiteSchema } },
    },
    async (request, reply) => {
      const site: ClonedSite = await sites.create(request.userId, request.body);
      return reply.code(201).send(site);
    },
  );

  app.post(
    '/cloned-sites/from-offer',
    {
      schema: {
        tags: ['sites'],
        body: publishOfferBodySchema,
        response: { 201: publishOfferResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await sites.publishOffer(request.userId, request.body)),
  );

  app.get(
    '/cloned-sites/:id',
    {
      schema: { tags: ['sites'], params: siteIdParamsSchema, response: { 200: clonedSiteDetailsSchema } },
    },
    async (request) => sites.details(request.userId, request.params.id),
  );

  app.delete(
    '/cloned-sites/:id',
    {
      schema: {
        tags: ['sites'],
        params: siteIdParamsSchema,
        response: { 200: deleteClonedSiteResponseSchema },
      },
    },
    async (request) => {
      await sites.remove(request.userId, request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/cloned-sites/:id/render',
    {
      schema: {
        tags: ['sites'],
        params: siteIdParamsSchema,
        body: publishSiteBodySchema,
        response: { 200: renderSiteResponseSchema },
      },
    },
    async (request) => ({ html: await sites.render(request.userId, request.params.id, request.body) }),
  );

  app.post(
    '/cloned-sites/:id/publish',
    {
      schema: {
        tags: ['sites'],
        params: siteIdParamsSchema,
        body: publishSiteBodySchema,
        response: { 200: publishSiteResponseSchema },
      },
    },
    async (request) => sites.publish(request.userId, request.params.id, request.body),
  );

  // Spec §7.4 GET /preview/{id}: the saved page as HTML text, for a sandboxed srcdoc frame.
  app.get(
    '/preview/:id',
    { schema: { tags: ['sites'], params: siteIdParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const html = await sites.preview(request.userId, request.params.id);
      return sandboxed(reply).type('text/html; charset=utf-8').send(html);
    },
  );
};

function sandboxed(reply: FastifyReply): FastifyReply {
  // Helmet wrote the app's strict CSP on the raw response in onRequest; this route's policy replaces it.
  reply.raw.removeHeader('content-security-policy');
  return reply
    .header('content-security-policy', PUBLISHED_SITE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .removeHeader('set-cookie');
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not found</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><h1>Site not found</h1><p>This page does not exist or is no longer published.</p></main></body></html>`;

/** Published money sites at /s/{slug}, outside the API prefix, as a sandboxed opaque origin. */
export const sitePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const sites = servicesOf(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    sandboxed(reply);
    return payload;
  });
  app.get(
    '/s/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(100) }) } },
    async (request, reply) => {
      const page = await sites.publicPage(request.params.slug);
      reply.type('text/html; charset=utf-8');
      if (!page) return reply.code(404).send(NOT_FOUND_PAGE);
      return reply.send(page);
    },
  );
};
