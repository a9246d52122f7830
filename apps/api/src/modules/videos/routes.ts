import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the video issue.
export const videoRoutes: FastifyPluginAsyncZod = async () => {};
