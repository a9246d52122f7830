import {
  composeQuerySchema,
  composeResponseSchema,
  createPostsBodySchema,
  postIdParamsSchema,
  postMediaQuerySchema,
  postSchema,
  postsQuerySchema,
  postsResponseSchema,
  updatePostBodySchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['posts'];
const params = postIdParamsSchema;

/** Posting finished videos to the user's channels (issue 24); the worker does the sending. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { posts } = app.services.posts;

  // Public by design: the signature is the authorisation (Instagram fetches the video itself).
  app.get(
    '/posts/:id/video.mp4',
    { schema: { tags, params, querystring: postMediaQuerySchema } },
    async (request, reply) =>
      sendStoredFile(app.deps.storage, await posts.media(request.params.id, request.query), request, reply),
  );
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/posts',
        { schema: { tags, querystring: postsQuerySchema, response: { 200: postsResponseSchema } } },
        async (request) => posts.list(request.userId, request.query),
      );
      guarded.get(
        '/posts/compose',
        { schema: { tags, querystring: composeQuerySchema, response: { 200: composeResponseSchema } } },
        async (request) => posts.compose(request.userId, request.query.videoId),
      );
      guarded.post(
        '/posts',
        { schema: { tags, body: createPostsBodySchema, response: { 201: postsResponseSchema } } },
        async (request, reply) => reply.code(201).send(await posts.create(request.userId, request.body)),
      );
      guarded.get(
        '/posts/:id',
        { schema: { tags, params, response: { 200: postSchema } } },
        async (request) => posts.get(request.userId, request.params.id),
      );
      guarded.patch(
        '/posts/:id',
        { schema: { tags, params, body: updatePostBodySchema, response: { 200: postSchema } } },
        async (request) => posts.update(request.userId, request.params.id, request.body),
      );
      guarded.post(
        '/posts/:id/cancel',
        { schema: { tags, params, response: { 200: postSchema } } },
        async (request) => posts.cancel(request.userId, request.params.id),
      );
      guarded.post(
        '/posts/:id/retry',
        { schema: { tags, params, response: { 200: postSchema } } },
        async (request) => posts.retry(request.userId, request.params.id),
      );
    }),
  );
};
