import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the site-cloning issue.
export const siteRoutes: FastifyPluginAsyncZod = async () => {};
export const sitePublicRoutes: FastifyPluginAsyncZod = async () => {};
