import { devMailboxResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Development only: the outbox the worker writes when no SMTP server is configured. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.deps.db.outboxEmail.findMany({
        where: { transport: 'outbox', ...(request.query.to ? { to: request.query.to } : {}) },
        orderBy: { createdAt: 'desc' },
        take: 50,
      });
      return { emails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
