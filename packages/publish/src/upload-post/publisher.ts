import { PlatformError } from '../errors.ts';
import { defaultSleep } from '../http.ts';
import { checkAgainstLimits, PLATFORM_LIMITS } from '../limits.ts';
import {
  PLATFORM_LABELS,
  type Platform,
  type PlatformClient,
  type PublishResult,
  type UploadSession,
} from '../types.ts';
import type { UploadPostClient } from './client.ts';
import type { UploadPostPlatformResult } from './wire.ts';

/** The session stored on the post: the request to poll (our post id) once the upload was sent. */
export interface UploadPostSession {
  via: 'upload-post';
  requestId: string;
  /** 'sending' before the upload call (its answer may be lost), 'sent' once Upload-Post answered. */
  phase: 'sending' | 'sent';
  /** Handed over with scheduled_date ("theirs"): the job that polls and cancels it. */
  jobId?: string | null;
}

export const isUploadPostSession = (s: UploadSession | null): s is UploadSession & UploadPostSession =>
  !!s && s.via === 'upload-post' && typeof s.requestId === 'string';

const TIKTOK_PRIVACY = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'];
/** What Upload-Post lets a post choose per platform (its own approved apps: public posts allowed). */
export const UPLOAD_POST_PRIVACY: Record<Platform, string[]> = {
  tiktok: TIKTOK_PRIVACY,
  youtube: YOUTUBE_PRIVACY,
  instagram: [],
};

export type UploadPostSender = Pick<PlatformClient, 'checkVideo' | 'publish'>;

/**
 * One post to one platform through Upload-Post, in PlatformClient's shape so the worker sends it like
 * any other. Never twice: our post id is both the request_id and the Idempotency-Key, the session is
 * saved before the upload, and a resumed post polls that request first — it uploads again only when
 * Upload-Post has never heard of it (and then the same Idempotency-Key guards the retry).
 */
export function uploadPostSender(
  client: UploadPostClient,
  target: {
    platform: Platform;
    profile: string;
    postId: string;
    /** Hand the post to Upload-Post's scheduler for this time ("theirs"); absent or past: send now. */
    handOverFor?: Date | null;
    now?: () => Date;
  },
): UploadPostSender {
  const { platform, profile, postId } = target;
  const now = target.now ?? (() => new Date());
  const name = PLATFORM_LABELS[platform];
  const limits = PLATFORM_LIMITS[platform];

  const mine = (results: UploadPostPlatformResult[]) => results.find((r) => r.platform === platform);

  return {
    checkVideo: (meta, input) => checkAgainstLimits(platform, limits, meta, input),

    async publish({ input, source, session, hooks }): Promise<PublishResult> {
      const sleep = hooks.sleep ?? defaultSleep;
      const interval = hooks.pollIntervalMs ?? 5_000;
      const maxPolls = hooks.maxPolls ?? 120;
      let state = isUploadPostSession(session) ? session : null;
      const lookUp = (s: UploadPostSession) =>
        s.jobId ? client.status(s.jobId, 'job') : client.status(s.requestId);
      const reply = state ? await lookUp(state) : null;
      const handOver = target.handOverFor && target.handOverFor > now() ? target.handOverFor : null;
      if (!reply) {
        const sending: UploadPostSession = { via: 'upload-post', requestId: postId, phase: 'sending' };
        await hooks.saveSession({ ...sending });
        const bytes = await source.read(0, source.sizeBytes);
        const privacy = input.privacy ?? undefined;
        const { requestId, jobId } = await client.upload({
          user: profile,
          platforms: [platform],
          title: (platform === 'youtube' ? input.title : null) ?? input.caption.slice(0, 2200),
          description: platform === 'youtube' ? input.caption : undefined,
          platformTitles: platform === 'youtube' ? {} : { [platform]: input.caption },
          privacyLevel: platform === 'tiktok' ? privacy : undefined,
          privacyStatus: platform === 'youtube' ? privacy : undefined,
          ...(handOver ? { scheduledDate: handOver.toISOString() } : {}),
          requestId: postId,
          idempotencyKey: postId,
          video: { bytes, filename: `${postId}.mp4`, contentType: source.contentType },
        });
        state = { via: 'upload-post', requestId, phase: 'sent', ...(jobId ? { jobId } : {}) };
        await hooks.saveSession({ ...state });
        hooks.onProgress?.(source.sizeBytes, source.sizeBytes);
        // Upload-Post publishes it at its time, AdReel running or not; the post looks again then.
        if (handOver && jobId) return { platformPostId: jobId, platformUrl: null, handedOverFor: handOver };
      } else if (handOver && state?.jobId && reply.status === 'pending') {
        // Resumed before its time (the answer was saved, the post's wait was not): still handed over.
        return { platformPostId: state.jobId, platformUrl: null, handedOverFor: handOver };
      }
      await hooks.onProcessing?.();
      const requestId = state?.requestId ?? postId;
      const polled = state ?? { via: 'upload-post' as const, requestId, phase: 'sent' as const };
      for (let poll = 0; poll < maxPolls; poll += 1) {
        const current = poll === 0 && reply ? reply : await lookUp(polled);
        if (!current)
          throw new PlatformError('session_lost', `Upload-Post no longer knows request ${requestId}.`);
        const r = mine(current.results);
        if (r?.status === 'failed' || (!r && current.status === 'failed'))
          throw new PlatformError(
            'rejected',
            `${name} via Upload-Post: ${r?.message ?? 'the upload failed'}`,
          );
        if (r?.status === 'completed' && (r.url || r.postId)) {
          return {
            platformPostId: r.postId ?? r.videoId ?? requestId,
            platformUrl: r.url,
            ...(input.privacy ? { privacy: input.privacy } : {}),
          };
        }
        await sleep(interval);
      }
      // Still working on it: the post waits and the next attempt polls the same request.
      throw new PlatformError('transient', `Upload-Post is still processing the ${name} post`);
    },
  };
}
