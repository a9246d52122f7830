import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the script issue.
export const scriptRoutes: FastifyPluginAsyncZod = async () => {};
