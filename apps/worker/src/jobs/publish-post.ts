import {
  createChannelTokens,
  type Platform,
  type PlatformClient,
  type UploadPostClient,
} from '@adreel/publish';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { platformClientsFromEnv, uploadPostClientFromEnv } from '../publish/clients.ts';
import { claimPost, holdLease } from '../publish/post-claim.ts';
import { linkInBioMaker } from '../publish/post-media.ts';
import { sendPost } from '../publish/send-post.ts';

export interface PublishPostOptions {
  clients?: Partial<Record<Platform, PlatformClient>>;
  uploadPost?: UploadPostClient | null;
  /** How long a post in flight stays with its worker without a sign of life (default: the job lock). */
  leaseMs?: number;
  pollIntervalMs?: number;
  now?: () => Date;
}

/**
 * Publishes one post (issue 24 item 7). Postgres is the truth: the job claims the post with one
 * conditional UPDATE (a due scheduled post, or one in flight whose worker stopped holding its lease),
 * holds the lease while it works, and sends it through the platform client, which resumes from the
 * upload session stored on the row. A job that finds the lease held comes back when it runs out.
 */
export function publishPostJob(deps: WorkerDeps, options: PublishPostOptions = {}) {
  const clients = options.clients ?? platformClientsFromEnv(deps.env);
  const uploadPost =
    options.uploadPost !== undefined ? options.uploadPost : uploadPostClientFromEnv(deps.env);
  const leaseMs = options.leaseMs ?? deps.env.LOCK_DURATION_MS;
  const now = options.now ?? (() => new Date());
  const encryptionKey = parseEncryptionKey(deps.env.ENCRYPTION_KEY);
  const tokens = createChannelTokens({ db: deps.db, encryptionKey, clients });
  const linkInBio = linkInBioMaker(deps);

  return defineJob({
    queue: 'publishing',
    name: 'publish-post',
    async handle({ postId }, ctx) {
      const at = now();
      const claim = await claimPost(deps.db, postId, at, leaseMs);
      if (claim.kind === 'skip') return { skipped: true };
      if (claim.kind === 'busy') {
        await deps.producer.enqueue(
          'publishing',
          'publish-post',
          { postId },
          {
            jobId: `${postId}-lease-${claim.retryAt.getTime()}`,
            delay: claim.retryAt.getTime() - at.getTime(),
            attempts: 1,
          },
        );
        return { busy: true };
      }
      const release = holdLease(deps.db, postId, leaseMs);
      try {
        const result = await sendPost(
          {
            db: deps.db,
            storage: deps.storage,
            producer: deps.producer,
            clients,
            tokens,
            uploadPost,
            publicUrl: deps.env.PUBLIC_URL,
            apiBase: `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}${deps.env.API_PREFIX}`,
            encryptionKey,
            now,
            pollIntervalMs: options.pollIntervalMs,
            log: ctx.log,
            linkInBio,
            signal: ctx.signal,
          },
          postId,
        );
        // The owner's link-in-bio page lists published posts: every API process drops its copy.
        if (result.status === 'published') await deps.notices.post(postId);
        return result;
      } finally {
        release();
      }
    },
  });
}
