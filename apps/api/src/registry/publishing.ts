import { parseEncryptionKey } from '@adreel/digistore';
import { postJobOptions } from '@adreel/queue';
import type { AccountCaps, TrackedLinks } from '../kernel/ports.ts';
import { createPostService } from '../modules/posts/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Publishing (issue 24): posts of finished videos to the user's channels. The API writes the Post row
 * first and queues its delayed job; the worker (jobs/publish-post.ts) sends it and its reconciler
 * re-queues due posts whose job Redis lost.
 */
export function buildPublishingServices(
  deps: ServiceDeps,
  ports: { links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>; caps: AccountCaps },
) {
  const { env, db, producer, log } = deps;
  return {
    posts: createPostService({
      db,
      links: ports.links,
      caps: ports.caps,
      publicUrl: env.PUBLIC_URL,
      encryptionKey: parseEncryptionKey(env.ENCRYPTION_KEY),
      log,
      enqueue: async (post) => {
        await producer.enqueue('publishing', 'publish-post', { postId: post.id }, postJobOptions(post));
      },
    }),
  };
}
