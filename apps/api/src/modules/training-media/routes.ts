import {
  SPEC_TREE_PATH,
  TRAINING_TREE_PATH,
  trainingMediaFileParamsSchema,
  videoTreeSchema,
  walkthroughFileParamsSchema,
  walkthroughListResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-stored-file.ts';

const tags = ['training-media'];

/**
 * The Missing Piece (spec §2.24, §7.7): the folder tree of training videos and the videos themselves,
 * all under /training-media so they cannot be mistaken for the user's videos (/videos/*).
 * Public, as the spec's "no authorisation" call is: it is the same training material for everyone
 * and a <video> element cannot send a bearer header.
 */
export const trainingMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trainingMedia } = app.services.trainingMedia;

  app.get(TRAINING_TREE_PATH, { schema: { tags, response: { 200: videoTreeSchema } } }, async () =>
    trainingMedia.tree(),
  );
  // The spec's address (§7.7), which under our /api base read as the user's own /api/videos/*:
  // kept answering, as a permanent redirect to the tree's own address.
  app.get(SPEC_TREE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(`${app.deps.env.API_PREFIX}${TRAINING_TREE_PATH}`, 308),
  );

  app.get(
    '/training-media/files/*',
    { schema: { tags, params: trainingMediaFileParamsSchema } },
    async (request, reply) =>
      sendStoredFile(app.deps.storage, trainingMedia.file(request.params['*']), request, reply),
  );

  // The built-in training pages' narrated walkthroughs (public for the same reasons).
  app.get(
    '/training-media/walkthroughs',
    { schema: { tags, response: { 200: walkthroughListResponseSchema } } },
    async () => trainingMedia.walkthroughs(),
  );

  app.get(
    '/training-media/walkthroughs/:id/:file',
    { schema: { tags, params: walkthroughFileParamsSchema } },
    async (request, reply) =>
      sendStoredFile(
        app.deps.storage,
        trainingMedia.walkthroughFile(request.params.id, request.params.file),
        request,
        reply,
      ),
  );
};
