import {
  composePostText,
  defaultTikTokChoices,
  POST_PLATFORM_NAMES,
  type PostPlatform,
  renderedVideoMeta,
  tiktokChoicesSchema,
  trackedLinkUrl,
} from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import {
  type ChannelTokens,
  isPlatformError,
  type Platform,
  type PlatformClient,
  type UploadPostClient,
  type UploadSession,
} from '@adreel/publish';
import { postMediaUrl } from '@adreel/publish/media-link';
import { type Producer, postJobOptions } from '@adreel/queue';
import type { Storage } from '@adreel/storage';
import { emailNotices, recordPostNotices } from '../notifications/record.ts';
import { decidePostFailure } from './outcome.ts';
import { IN_FLIGHT_WHERE } from './post-claim.ts';
import { type LinkInBioMaker, postMedia } from './post-media.ts';
import { uploadPostRoute } from './upload-post-route.ts';
import { storedVideoSource } from './video-source.ts';

export interface SendPostDeps {
  db: Db;
  storage: Storage;
  producer: Producer;
  clients: Partial<Record<Platform, PlatformClient>>;
  tokens: ChannelTokens;
  /** Upload-Post (UPLOAD_POST_API_KEY or the demo stand-in) for channels on that route; null when absent. */
  uploadPost?: UploadPostClient | null;
  publicUrl: string;
  /** PUBLIC_URL + API_PREFIX: where the API answers (signed post media links). */
  apiBase: string;
  encryptionKey: Buffer;
  now: () => Date;
  /** Test hooks for the clients' status polling. */
  pollIntervalMs?: number;
  log: (msg: string, extra?: Record<string, unknown>) => void;
  /** The video's copy whose end card says "Link in bio", for TikTok and Instagram (issue 32). */
  linkInBio: LinkInBioMaker;
  /** Set when the worker hands the job back: a copy being made stops. */
  signal?: AbortSignal;
}

export type SendResult = { status: 'published' | 'failed' | 'scheduled'; message?: string | null };

const loadPost = (db: Db, id: string) =>
  db.post.findUniqueOrThrow({
    where: { id },
    include: {
      channel: true,
      video: {
        select: { id: true, status: true, outputKey: true, format: true, durationS: true, language: true },
      },
      trackedLink: { select: { code: true } },
    },
  });

/**
 * Sends one claimed post (status uploading or processing) and records the end: published with the
 * platform's URL, failed with the reason, or scheduled again later when the platform asks us to wait.
 * Every write is conditional on the post still being in flight. The client stores its upload session
 * on the row after every step, so a worker killed here resumes where it stopped and the platform gets
 * the video once.
 */
export async function sendPost(deps: SendPostDeps, postId: string): Promise<SendResult> {
  const { db } = deps;
  const post = await loadPost(db, postId);
  const who = POST_PLATFORM_NAMES[post.platform as PostPlatform] ?? post.platform;
  const inFlight = { id: postId, status: IN_FLIGHT_WHERE };

  /**
   * Ends the post with `data` and, when this call is the one that ended it, writes its notices in the
   * same transaction (a job run twice finds the post ended and writes none); then mails them.
   */
  const end = async (outcome: 'published' | 'failed', data: Prisma.PostUpdateManyMutationInput) => {
    const made = await db.$transaction(async (tx) => {
      const { count } = await tx.post.updateMany({ where: inFlight, data: { ...data, status: outcome } });
      return count === 1 ? recordPostNotices(tx, postId, outcome) : [];
    });
    // The post has ended either way; a mail that cannot be queued is logged, not a failed post.
    await emailNotices(deps, made).catch((err: Error) =>
      deps.log('notice e-mail not queued', { postId, err: err.message }),
    );
  };

  const fail = async (message: string): Promise<SendResult> => {
    await end('failed', { failureReason: message.slice(0, 1000) });
    deps.log('post failed', { postId, message });
    return { status: 'failed', message };
  };

  const video = post.video;
  if (!video?.outputKey || video.status !== 'completed')
    return fail('The video was deleted before it could be posted.');
  const channel = post.channel;
  if (!channel)
    return fail('The channel was disconnected before the post went out. Connect it again, then press Retry.');
  if (channel.status !== 'connected') {
    return fail(
      `${channel.accountName} needs reconnecting: reconnect it in Settings → Channels, then press Retry.`,
    );
  }
  const viaUploadPost = channel.route === 'upload_post';
  const client = viaUploadPost
    ? deps.uploadPost && uploadPostRoute(db, deps.uploadPost, post, channel, deps.now)
    : deps.clients[post.platform as Platform];
  if (!client)
    return fail(
      viaUploadPost
        ? 'Upload-Post is not set up on this AdReel server.'
        : `${who} is not set up on this AdReel server.`,
    );
  const stored = await deps.storage.stat(video.outputKey);
  if (!stored) return fail('The video file is missing; render the video again.');
  const media = await postMedia(deps, post, { ...video, outputKey: video.outputKey, size: stored.size });
  if ('failed' in media) return fail(media.failed);
  // The post records the file it sends before the first byte goes out: a resumed upload reads the same.
  if (post.mediaKey !== media.key)
    await db.post.updateMany({ where: inFlight, data: { mediaKey: media.key } });

  const link = post.trackedLink ? trackedLinkUrl(deps.publicUrl, post.trackedLink.code) : null;
  const caption = composePostText(
    post.platform as PostPlatform,
    { caption: post.caption, hashtags: post.hashtags },
    link,
    video.language,
  );
  const input = {
    title: post.title ?? post.caption.split('\n')[0]?.slice(0, 100) ?? null,
    caption,
    tags: post.hashtags,
    privacy: post.privacy,
    mode: post.mode === 'inbox' ? ('inbox' as const) : ('direct' as const),
    madeForKids: false,
    shareToFeed: true,
    // The creator's choices from the Publish dialog; a campaign's posts disclose their offer link.
    tiktok: tiktokChoicesSchema.safeParse(post.tiktokChoices).data ?? defaultTikTokChoices(link !== null),
  };
  const problems = client.checkVideo(renderedVideoMeta(video, media.sizeBytes), {
    caption,
    title: input.title,
    tags: input.tags,
  });
  if (problems.length) return fail(problems.map((p) => p.message).join(' '));

  // Instagram fetches the file itself: a short-lived signed link to the API's post media route.
  const publicUrl =
    post.platform === 'instagram'
      ? postMediaUrl(deps.apiBase, deps.encryptionKey, post.id, deps.now().getTime())
      : undefined;
  const source = storedVideoSource(deps.storage, media.key, media.sizeBytes, publicUrl);
  const hooks = {
    saveSession: async (s: UploadSession) => {
      await db.post.updateMany({ where: inFlight, data: { uploadSession: s as Prisma.InputJsonValue } });
    },
    onProcessing: async () => {
      await db.post.updateMany({ where: inFlight, data: { status: 'processing' } });
    },
    ...(deps.pollIntervalMs !== undefined ? { pollIntervalMs: deps.pollIntervalMs } : {}),
  };

  let session = (post.uploadSession ?? null) as UploadSession | null;
  let refreshed = false;
  let restarted = false;
  for (;;) {
    try {
      const { accessToken } = await deps.tokens.accessToken(channel.id, { force: refreshed });
      const result = await client.publish({ accessToken, input, source, session, hooks });
      if (result.handedOverFor) return handedOver(deps, postId, result.handedOverFor);
      await end('published', {
        platformPostId: result.platformPostId,
        platformUrl: result.platformUrl,
        publishedAt: deps.now(),
        // The privacy the platform applied, which can differ from the one asked (YouTube locks an
        // unverified Google project's uploads to private); the note tells the user why.
        ...(result.privacy ? { privacy: result.privacy } : {}),
        failureReason:
          result.note ??
          (result.inInbox ? `Sent to the ${who} inbox: open ${who} to finish the post.` : null),
      });
      deps.log('post published', { postId, platform: post.platform, url: result.platformUrl });
      return { status: 'published' };
    } catch (err) {
      // An access token that died mid-upload: refresh once and resume the same session.
      if (isPlatformError(err, 'token_expired') && !refreshed) {
        refreshed = true;
        continue;
      }
      const decision = decidePostFailure(err, post.platform, post.attempt);
      if (decision.kind === 'restart' && !restarted) {
        restarted = true;
        session = null;
        await db.post.updateMany({ where: inFlight, data: { uploadSession: Prisma.DbNull } });
        continue;
      }
      if (decision.kind === 'reschedule') {
        const at = new Date(deps.now().getTime() + decision.delayMs);
        await db.post.updateMany({
          where: inFlight,
          data: { status: 'scheduled', scheduledAt: at, failureReason: decision.message },
        });
        await deps.producer.enqueue(
          'publishing',
          'publish-post',
          { postId },
          postJobOptions({ id: postId, scheduledAt: at }),
        );
        deps.log('post waits', { postId, until: at.toISOString(), message: decision.message });
        return { status: 'scheduled', message: decision.message };
      }
      if (decision.kind === 'fail' && decision.reconnect)
        // The platform refused even a fresh token (a refused refresh is marked by the token keeper).
        await db.channel.updateMany({
          where: { id: channel.id, status: 'connected' },
          data: { status: 'reconnect_needed', lastError: (err as Error).message.slice(0, 500) },
        });
      return fail(decision.kind === 'fail' ? decision.message : `${who}: ${(err as Error).message}`);
    }
  }
}

/** Upload-Post is asked for the post's link this long after its time (its scheduler runs the job first). */
export const HANDED_OVER_LOOK_AFTER_MS = 60_000;

/**
 * Handed to Upload-Post's scheduler (issue 32, "theirs"): the post waits as scheduled at its own time,
 * marked as handed over, and comes back a minute after it to ask Upload-Post for the platform's link.
 */
async function handedOver(deps: SendPostDeps, postId: string, at: Date): Promise<SendResult> {
  await deps.db.post.updateMany({
    where: { id: postId, status: IN_FLIGHT_WHERE },
    data: { status: 'scheduled', scheduledAt: at, handedOverAt: deps.now(), failureReason: null },
  });
  const lookAt = new Date(at.getTime() + HANDED_OVER_LOOK_AFTER_MS);
  await deps.producer.enqueue(
    'publishing',
    'publish-post',
    { postId },
    postJobOptions({ id: postId, scheduledAt: lookAt }),
  );
  deps.log('post handed to Upload-Post', { postId, at: at.toISOString() });
  return { status: 'scheduled', message: 'Scheduled at Upload-Post' };
}
