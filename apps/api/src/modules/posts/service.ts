import {
  POST_IN_FLIGHT,
  POST_PLATFORMS,
  type PostPlatform,
  type PostsQuery,
  postTextProblem,
  scheduleProblem,
  type UpdatePostBody,
} from '@adreel/contracts';
import { Prisma } from '@adreel/db';
import { verifyPostMedia } from '@adreel/publish/media-link';
import { Conflict, Invalid, NotFound } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { createPostCreation, enqueueAll, linkSample, type PostServiceDeps } from './create.ts';
import { postInclude, toPostDto } from './post-dto.ts';

export type { PostServiceDeps } from './create.ts';

const DAY = 86_400_000;
const STARTED = 'This post has already started; it can no longer be changed.';
const HANDED_OVER =
  'This post is scheduled at Upload-Post, which publishes it at its time: cancel it and publish again to change it.';
const TOO_LATE_AT_UPLOAD_POST =
  'Upload-Post no longer has this scheduled post (it has already gone out), so it cannot be cancelled.';
const NO_UPLOAD_POST =
  'Upload-Post is not set up on this server, so the post scheduled there cannot be cancelled.';

/** The Upload-Post job a post was handed to ("theirs"), or null. */
function handedOverJob(row: { handedOverAt: Date | null; uploadSession: unknown }): string | null {
  if (!row.handedOverAt) return null;
  const jobId = (row.uploadSession as { jobId?: unknown } | null)?.jobId;
  return typeof jobId === 'string' && jobId ? jobId : null;
}

/**
 * Posts (issue 24): publish a finished video to the user's channels now or later, list them for the
 * calendar, and edit, move, cancel or retry one. Every change to a scheduled post is one conditional
 * UPDATE on `status = 'scheduled'`, so it either happens before the worker claims the post or not at all.
 */
export function createPostService(deps: PostServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const dto = (row: Parameters<typeof toPostDto>[0]) => toPostDto(row, deps.publicUrl);

  async function owned(userId: string, id: string, client: Prisma.TransactionClient = db) {
    const row = await client.post.findFirst({ where: { id, userId }, include: postInclude });
    if (!row) throw new NotFound('Post not found');
    return row;
  }

  /** The post changed only if it was still in `from`; otherwise says why not. */
  async function transition(
    userId: string,
    id: string,
    from: string,
    data: Prisma.PostUpdateManyMutationInput,
    client: Prisma.TransactionClient = db,
  ) {
    const n = await client.post.updateMany({ where: { id, userId, status: from }, data });
    if (n.count === 1) return owned(userId, id, client);
    const row = await owned(userId, id, client);
    throw new Conflict(from === 'scheduled' ? STARTED : `This post is ${row.status}, not ${from}.`);
  }

  return {
    ...createPostCreation(deps),

    /**
     * GET /posts — the user's posts in a period (default: a week back to two months ahead); one video's
     * or campaign's posts of all time when no period is given.
     */
    async list(userId: string, q: PostsQuery) {
      const whole = (q.videoId || q.campaignId) && !q.from && !q.to;
      const from = q.from ? new Date(q.from) : new Date(now().getTime() - 7 * DAY);
      const to = q.to ? new Date(q.to) : new Date(now().getTime() + 60 * DAY);
      if (to.getTime() < from.getTime()) throw new Invalid('The period ends before it starts');
      if (to.getTime() - from.getTime() > 400 * DAY) throw new Invalid('Ask for at most 400 days at once');
      const rows = await db.post.findMany({
        where: {
          userId,
          ...(whole ? {} : { scheduledAt: { gte: from, lt: to } }),
          ...(q.channelId ? { channelId: q.channelId } : {}),
          ...(q.campaignId ? { campaignId: q.campaignId } : {}),
          ...(q.videoId ? { videoId: q.videoId } : {}),
        },
        include: postInclude,
        orderBy: [{ scheduledAt: 'asc' }, { createdAt: 'asc' }],
        take: 2000,
      });
      return { posts: rows.map(dto) };
    },

    /** GET /posts/:id/video.mp4 — the file a post in flight sends, for a signed link only (Instagram). */
    async media(
      id: string,
      link: { exp?: string | undefined; sig?: string | undefined },
    ): Promise<StoredFile> {
      const ok = deps.encryptionKey && verifyPostMedia(deps.encryptionKey, id, link.exp, link.sig);
      const post = ok
        ? await db.post.findFirst({
            where: { id, status: { in: [...POST_IN_FLIGHT] } },
            select: { mediaKey: true, video: { select: { outputKey: true } } },
          })
        : null;
      // The file the post is sending (a TikTok or Instagram post: the link-in-bio copy, issue 32).
      const key = post?.mediaKey ?? post?.video?.outputKey;
      if (!key) throw new NotFound('This link has expired.');
      return { key, contentType: 'video/mp4', cacheControl: 'private, no-store' };
    },

    async get(userId: string, id: string) {
      return dto(await owned(userId, id));
    },

    /** PATCH /posts/:id — new text or time, only while the post waits; a moved post gets a new job. */
    async update(userId: string, id: string, body: UpdatePostBody) {
      const row = await owned(userId, id);
      if (row.status !== 'scheduled') throw new Conflict(STARTED);
      if (handedOverJob(row)) throw new Conflict(HANDED_OVER);
      const platform = row.platform as PostPlatform;
      const hashtags = (body.hashtags ?? row.hashtags).map((h) => h.replace(/^#/, ''));
      const text = {
        caption: body.caption ?? row.caption,
        hashtags,
        title: body.title === undefined ? row.title : body.title,
      };
      if ((POST_PLATFORMS as readonly string[]).includes(platform)) {
        const link = row.trackedLink ? linkSample(deps.publicUrl) : null;
        const why = postTextProblem(platform, text, link, row.video?.language);
        if (why) throw new Invalid(why);
      }
      const at = body.scheduledAt ? new Date(body.scheduledAt) : null;
      if (at) {
        const problem = scheduleProblem(at, now());
        if (problem) throw new Invalid(problem);
      }
      const updated = await transition(userId, id, 'scheduled', {
        caption: text.caption.trim(),
        hashtags,
        title: platform === 'youtube' ? text.title?.trim() || null : null,
        ...(at ? { scheduledAt: at } : {}),
        // A wait message (rate limit) and a half-made upload belong to the old text and time.
        failureReason: null,
        uploadSession: Prisma.DbNull,
      });
      if (at) await enqueueAll(deps, [updated]);
      return dto(updated);
    },

    /**
     * POST /posts/:id/cancel — a scheduled post is not sent. One already handed to Upload-Post's
     * scheduler is cancelled there first (its documented DELETE of the job); if Upload-Post no longer
     * has the job (it ran), the post stays as it is and the answer says why.
     */
    async cancel(userId: string, id: string) {
      const row = await owned(userId, id);
      const jobId = handedOverJob(row);
      if (row.status === 'scheduled' && jobId) {
        if (!deps.uploadPostCancel) throw new Conflict(NO_UPLOAD_POST);
        if (!(await deps.uploadPostCancel(jobId))) throw new Conflict(TOO_LATE_AT_UPLOAD_POST);
      }
      return dto(await transition(userId, id, 'scheduled', { status: 'cancelled', failureReason: null }));
    },

    /** POST /posts/:id/retry — a failed post is tried again now, from the start (a scheduled post again, so capped). */
    async retry(userId: string, id: string) {
      const row = await owned(userId, id);
      if (row.status !== 'failed') throw new Conflict('Only a failed post can be retried.');
      if (!row.videoId) throw new Invalid('The video was deleted; publish another one.');
      const channel = row.channelId
        ? await db.channel.findFirst({
            where: { id: row.channelId, userId },
            select: { status: true, accountName: true },
          })
        : null;
      if (!channel)
        throw new Invalid('The channel was disconnected; connect it again in Settings → Channels.');
      if (channel.status !== 'connected') {
        throw new Invalid(`Reconnect ${channel.accountName} in Settings → Channels, then retry.`);
      }
      const updated = await deps.caps.admitPosts(userId, 1, (tx) =>
        transition(
          userId,
          id,
          'failed',
          {
            status: 'scheduled',
            scheduledAt: now(),
            attempt: 0,
            failureReason: null,
            uploadSession: Prisma.DbNull,
            handedOverAt: null,
            startedAt: null,
          },
          tx,
        ),
      );
      await enqueueAll(deps, [updated]);
      return dto(updated);
    },
  };
}
export type PostService = ReturnType<typeof createPostService>;
