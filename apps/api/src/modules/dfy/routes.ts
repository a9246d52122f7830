import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the done-for-you issue.
export const dfyRoutes: FastifyPluginAsyncZod = async () => {};
