import { demoInboxParamsSchema, demoInboxReceivedSchema, demoInboxResponseSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['webhooks'];
/** Webhook bodies are small JSON; the inbox keeps them as sent, so they are read as text. */
const INBOX_BODY_LIMIT = 64 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The receiver, public like any server's; within it only, bodies are read as the exact text. */
const receiverRoutes: FastifyPluginAsyncZod = async (receiver) => {
  const demoInbox = receiver.services.demoInbox.demoInbox;
  if (!demoInbox) return;
  // Within this plugin only: the exact bytes are what the signature was made over.
  receiver.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT },
    (_req, body, done) => done(null, String(body)),
  );
  receiver.post(
    '/demo/webhook-inbox/:key',
    {
      schema: {
        tags,
        hide: true,
        params: demoInboxParamsSchema,
        response: { 200: demoInboxReceivedSchema },
      },
    },
    async (request) =>
      demoInbox.receive(request.params.key, {
        body: typeof request.body === 'string' ? request.body : '',
        event: header(request.headers['x-adreel-event']),
        deliveryId: header(request.headers['x-adreel-delivery']),
        signature: header(request.headers['x-adreel-signature']),
      }),
  );
};

/**
 * Demo mode's webhook inbox (mounted only when the registry built it): the receiver is public like
 * any server's, and the signed-in page lists what arrived.
 */
export const demoInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { demoInbox } = app.services.demoInbox;
  if (!demoInbox) return;
  await app.register(receiverRoutes);
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/demo/webhook-inbox',
        { schema: { tags, response: { 200: demoInboxResponseSchema } } },
        async (request) => demoInbox.show(request.userId),
      );
    }),
  );
};
