import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the Missing Piece issue.
export const trainingMediaRoutes: FastifyPluginAsyncZod = async () => {};
