import { parseEncryptionKey } from '@adreel/digistore';
import { channels, postJobOptions } from '@adreel/queue';
import type { AccountCaps, TrackedLinks } from '../kernel/ports.ts';
import { createHandles } from '../modules/link-in-bio/handle.ts';
import { createBioPages } from '../modules/link-in-bio/service.ts';
import { createPostService } from '../modules/posts/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Publishing (issue 24): posts of finished videos to the user's channels. The API writes the Post row
 * first and queues its delayed job; the worker (jobs/publish-post.ts) sends it and its reconciler
 * re-queues due posts whose job Redis lost. The link-in-bio pages (issue 32 item 4) list the offers of
 * published posts; the worker's "post changed" notice drops the owner's cached page in every process.
 */
export function buildPublishingServices(
  deps: ServiceDeps,
  ports: { links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>; caps: AccountCaps },
) {
  const { env, db, producer, log, pubsub } = deps;
  const bioPages = createBioPages({ db });
  pubsub.subscribe(channels.postChanged(env.QUEUE_PREFIX), (postId) => {
    bioPages
      .postChanged(postId)
      .catch((err: Error) => log.warn({ err: err.message }, 'link-in-bio page not refreshed'));
  });
  return {
    bioPages,
    handles: createHandles({ db, publicUrl: env.PUBLIC_URL, onChange: bioPages.forget }),
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
