import { eventsQuerySchema, eventsTokenResponseSchema, videoIdParamsSchema } from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../plugins/auth.ts';
import type { ResourceEvents } from './resource-events.ts';

/**
 * The two routes of one resource's progress stream: POST `${path}/events-token` (signed in, owner
 * only) and GET `${path}/events?token=` (public by design: the short-lived token is the
 * authorisation, because EventSource sends no headers).
 */
export function progressEventRoutes<T>(
  path: string,
  tags: string[],
  events: (app: Parameters<FastifyPluginAsyncZod>[0]) => ResourceEvents<T>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const resource = events(app);
    app.get(
      `${path}/events`,
      { schema: { tags, params: videoIdParamsSchema, querystring: eventsQuerySchema } },
      async (request, reply) => {
        const { userId, current } = await resource.open(request.params.id, request.query.token);
        reply.hijack();
        resource.streams.open(reply.raw, userId, request.params.id, current);
      },
    );
    await app.register(
      guardedRoutes(async (guarded) => {
        guarded.post(
          `${path}/events-token`,
          { schema: { tags, params: videoIdParamsSchema, response: { 200: eventsTokenResponseSchema } } },
          async (request) => resource.token(request.userId, request.params.id),
        );
      }),
    );
  };
}
