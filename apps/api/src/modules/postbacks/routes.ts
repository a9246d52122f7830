import {
  networkPostbackParamsSchema,
  postbackParamsSchema,
  postbackSettingsResponseSchema,
  postbackTestResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormPosts, FORM_BODY_LIMIT } from '../../kernel/form-body.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

const TAGS = ['digistore'];

/**
 * Settings → Digistore24: the user's S2S postback URL, its token rotation and a test postback. Session
 * only: whoever holds the URL's token can report sales, so a personal API key may not read or rotate it.
 */
export const postbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { postbacks } = app.services.postbacks;
  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/digistore/postback',
          { schema: { tags: TAGS, response: { 200: postbackSettingsResponseSchema } } },
          async (request) => postbacks.settings(request.userId),
        );
        guarded.post(
          '/digistore/postback/token',
          { schema: { tags: TAGS, response: { 200: postbackSettingsResponseSchema } } },
          async (request) => postbacks.rotateToken(request.userId),
        );
        guarded.post(
          '/digistore/postback/test',
          { schema: { tags: TAGS, response: { 200: postbackTestResponseSchema } } },
          async (request) => postbacks.sendTest(request.userId),
        );
      },
      { sessionOnly: true },
    ),
  );
};

/**
 * GET and POST /digistore/postback/{key} (public, outside /api): Digistore24's S2S postback, fields in
 * the query (and for POST in a form or JSON body), answered "OK". Digistore24 calls from a few
 * addresses, so the per-address limit is wider than the app's.
 */
export const postbackPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { postbackReceiver, networkPostbackReceiver } = app.services.postbacks;
  acceptFormPosts(app);
  const options = {
    schema: { hide: true, params: postbackParamsSchema },
    bodyLimit: FORM_BODY_LIMIT,
    config: { rateLimit: { max: 6000, timeWindow: '1 minute' } },
  };
  const fieldsOf = (query: unknown, body: unknown) => ({
    ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}),
    ...(typeof query === 'object' && query !== null ? query : {}),
  });
  app.get('/digistore/postback/:key', options, async (request, reply) => {
    const answer = await postbackReceiver.receive(request.params.key, fieldsOf(request.query, null));
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
  app.post('/digistore/postback/:key', options, async (request, reply) => {
    const answer = await postbackReceiver.receive(request.params.key, fieldsOf(request.query, request.body));
    return reply.type('text/plain; charset=utf-8').send(answer);
  });

  // A custom network's postback (JVZoo, WarriorPlus, BuyGoods, Impact, …): macros filled in the query,
  // or (WarriorPlus-style) the network's own fields in a form or JSON body.
  const networkOptions = { ...options, schema: { hide: true, params: networkPostbackParamsSchema } };
  app.get('/postback/:key', networkOptions, async (request, reply) => {
    const text = await networkPostbackReceiver.receive(request.params.key, {
      query: request.query as Record<string, string>,
      body: null,
    });
    return reply.type('text/plain; charset=utf-8').send(text);
  });
  app.post('/postback/:key', networkOptions, async (request, reply) => {
    const text = await networkPostbackReceiver.receive(request.params.key, {
      query: request.query as Record<string, string>,
      body: request.body,
    });
    return reply.type('text/plain; charset=utf-8').send(text);
  });
};
