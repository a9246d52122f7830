import { devMailboxQuerySchema, devMailboxResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../domain-errors.ts';
import { isDirectLoopback } from './loopback.ts';

/**
 * Development only (registered when DEV_MAILBOX=1 and no SMTP server): reset codes for every account
 * live here, so it answers only clients on this machine, and it is left out of the API docs.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { devMailbox } = app.services.devMailbox;
  app.get(
    '/dev/mailbox',
    {
      onRequest: async (request) => {
        if (!isDirectLoopback(request.socket.remoteAddress, request.headers)) {
          throw new NotFound('Not found.');
        }
      },
      schema: { hide: true, querystring: devMailboxQuerySchema, response: { 200: devMailboxResponseSchema } },
    },
    async (request) => devMailbox.list(request.query.to),
  );
};
