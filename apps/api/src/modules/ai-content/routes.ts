import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the AI content issue.
export const aiContentRoutes: FastifyPluginAsyncZod = async () => {};
