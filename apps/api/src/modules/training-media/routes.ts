import { TRAINING_MEDIA_PREFIX, videoTreeSchema } from '@adreel/contracts';
import { assertValidKey } from '@adreel/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { sendStoredFile } from '../dfy/serve-file.ts';
import { buildVideoTree, videoContentType } from './tree.ts';

const tags = ['training-media'];

/**
 * The Missing Piece (spec §2.24, §7.7): the folder tree of training videos operators put under
 * storage prefix training-media/, and the videos themselves. Public, as the spec's "no
 * authorisation" call is: it is the same training material for everyone and a <video> element
 * cannot send a bearer header.
 */
export const trainingMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, env } = app.deps;
  const fileBase = `${env.API_PREFIX}/training-media/files/`;
  const urlFor = (path: string) => fileBase + path.split('/').map(encodeURIComponent).join('/');

  app.get('/api/videos', { schema: { tags, response: { 200: videoTreeSchema } } }, async () => {
    const objects = await storage.list(TRAINING_MEDIA_PREFIX);
    const paths = objects.map((o) => o.key.slice(TRAINING_MEDIA_PREFIX.length));
    return buildVideoTree(paths, urlFor);
  });

  app.get('/training-media/files/*', { schema: { tags } }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const contentType = videoContentType(rel);
    let key: string;
    try {
      key = assertValidKey(TRAINING_MEDIA_PREFIX + rel);
    } catch {
      throw new HttpError(404, 'This video is not available.');
    }
    if (!contentType) throw new HttpError(404, 'This video is not available.');
    return sendStoredFile(storage, key, request, reply, { contentType });
  });
};
