import { channels, postJobOptions } from '@adreel/queue';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { AccountCaps, TrackedLinks } from '../kernel/ports.ts';
import type { UploadPostChannels } from '../modules/channels/upload-post.ts';
import { createHandles } from '../modules/link-in-bio/handle.ts';
import { createBioPages } from '../modules/link-in-bio/service.ts';
import { createPostService } from '../modules/posts/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Publishing (issue 24): posts of finished videos to the user's channels. The API writes the Post row
 * first and queues its delayed job; the worker (jobs/publish-post.ts) sends it and its reconciler
 * re-queues due posts whose job Redis lost. The link-in-bio pages (issue 32 item 4) list the offers of
 * published posts; the worker's "post changed" notice and a handle's change drop cached pages in every process.
 */
export function buildPublishingServices(
  deps: ServiceDeps,
  ports: {
    links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>;
    caps: AccountCaps;
    uploadPost: Pick<UploadPostChannels, 'capOf' | 'cancelScheduled'>;
  },
) {
  const { env, db, producer, log, pubsub } = deps;
  const bioPages = createBioPages({ db });
  pubsub.subscribe(channels.postChanged(env.QUEUE_PREFIX), (postId) => {
    bioPages
      .postChanged(postId)
      .catch((err: Error) => log.warn({ err: err.message }, 'link-in-bio page not refreshed'));
  });
  // A handle that changed hands leaves every process's cache at once, not after the page's 15 s.
  const handleChanged = channels.handleChanged(env.QUEUE_PREFIX);
  pubsub.subscribe(handleChanged, (handle) => bioPages.forget([handle]));
  const onHandleChange = (handles: (string | null)[]) => {
    bioPages.forget(handles);
    for (const h of handles) {
      if (h)
        pubsub
          .publish(handleChanged, h)
          .catch((err: Error) => log.warn({ err: err.message }, 'handle change not announced'));
    }
  };
  return {
    linkInBio: {
      bioPages,
      handles: createHandles({ db, publicUrl: env.PUBLIC_URL, onChange: onHandleChange }),
    },
    posts: {
      posts: createPostService({
        db,
        links: ports.links,
        caps: ports.caps,
        uploadPostCap: ports.uploadPost.capOf,
        uploadPostCancel: ports.uploadPost.cancelScheduled,
        publicUrl: env.PUBLIC_URL,
        encryptionKey: parseEncryptionKey(env.ENCRYPTION_KEY),
        log,
        enqueue: async (post) => {
          await producer.enqueue('publishing', 'publish-post', { postId: post.id }, postJobOptions(post));
        },
      }),
    },
  };
}
