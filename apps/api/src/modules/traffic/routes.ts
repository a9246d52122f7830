import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the traffic sources issue.
export const trafficRoutes: FastifyPluginAsyncZod = async () => {};
