import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the marketplace issue.
export const digistoreRoutes: FastifyPluginAsyncZod = async () => {};
