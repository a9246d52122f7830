import { randomUUID } from 'node:crypto';
import {
  type ComposeCap,
  type ComposeResponse,
  type CreatePostsBody,
  draftPostText,
  LINK_CODE_LENGTH,
  POST_PLATFORMS,
  type PostPlatform,
  type PostText,
  postTextProblem,
  type ScriptContent,
  scheduleProblem,
  scriptContentSchema,
  tiktokChoiceProblem,
  tiktokChoicesSchema,
  trackedLinkUrl,
  uploadPostCapProblem,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Invalid, NotFound } from '../../domain-errors.ts';
import type { AccountCaps, TrackedLinks } from '../../kernel/ports.ts';
import { postInclude, productName, toPostDto } from './post-dto.ts';
import { postableVideo, videoProblems } from './postable-video.ts';

export interface PostServiceDeps {
  db: Db;
  links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>;
  /** The cap on scheduled posts waiting per account (modules/quotas). */
  caps: Pick<AccountCaps, 'assertPostRoom' | 'admitPosts'>;
  /** Queues a post's delayed job (producer.enqueue of publishing/publish-post). */
  enqueue(post: { id: string; scheduledAt: Date }): Promise<void>;
  publicUrl: string;
  /** Checks the signed links of post videos (GET /posts/:id/video.mp4). */
  encryptionKey?: Buffer;
  now?: () => Date;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
  /** Upload-Post channels (issue 32): a profile's daily cap left per platform; absent: no caps shown. */
  uploadPostCap?: (accountId: string, platform: PostPlatform) => Promise<ComposeCap>;
  /** Cancels a post handed to Upload-Post's scheduler (its job_id); false when Upload-Post no longer has it. */
  uploadPostCancel?: (jobId: string) => Promise<boolean>;
}

const isPlatform = (p: string): p is PostPlatform => (POST_PLATFORMS as readonly string[]).includes(p);

/** A link exactly as long as the one each post gets, for counting before it exists. */
export const linkSample = (publicUrl: string) => trackedLinkUrl(publicUrl, 'x'.repeat(LINK_CODE_LENGTH));

/** Posts are queued after their rows exist; a failed enqueue is left to the worker's reconciler. */
export async function enqueueAll(deps: PostServiceDeps, posts: readonly { id: string; scheduledAt: Date }[]) {
  for (const p of posts) {
    await deps
      .enqueue(p)
      .catch((err: Error) => deps.log?.warn({ postId: p.id, err: err.message }, 'post enqueue failed'));
  }
}

export function createPostCreation(deps: PostServiceDeps) {
  const { db, links } = deps;
  const now = deps.now ?? (() => new Date());

  /** Where a post's tracked link leads: the video's own link's target, else the product page. */
  async function linkTarget(video: { url: string | null; linkCode: string | null }) {
    if (video.linkCode) {
      const own = await db.trackedLink.findUnique({
        where: { code: video.linkCode },
        select: { targetUrl: true },
      });
      if (own) return own.targetUrl;
    }
    return video.url;
  }

  /** The daily cap of a channel on the Upload-Post route; null for a channel on its own app. */
  async function capOf(c: { route: string; accountId: string; platform: PostPlatform }) {
    if (c.route !== 'upload_post' || !deps.uploadPostCap) return null;
    const { cap, remaining, nextFreeAt } = await deps.uploadPostCap(c.accountId, c.platform);
    return { cap, remaining, nextFreeAt };
  }

  return {
    /** GET /posts/compose — the user's channels and a draft per platform written from the script. */
    async compose(userId: string, videoId: string): Promise<ComposeResponse> {
      const video = await postableVideo(db, userId, videoId);
      const channels = await db.channel.findMany({
        where: { userId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, platform: true, accountName: true, status: true, route: true, accountId: true },
      });
      const parsed = scriptContentSchema.safeParse(video.content);
      const script: ScriptContent | null = parsed.success ? parsed.data : null;
      const sample = linkSample(deps.publicUrl);
      const source = { productName: productName(video.product), script };
      const drafts = Object.fromEntries(
        POST_PLATFORMS.map((p) => [p, draftPostText(p, source, sample, video.language)]),
      ) as Record<PostPlatform, PostText>;
      const target = await linkTarget(video);
      const usable = channels.flatMap((c) =>
        isPlatform(c.platform) ? [{ ...c, platform: c.platform }] : [],
      );
      return {
        channels: await Promise.all(
          usable.map(async (c) => ({
            id: c.id,
            platform: c.platform,
            name: c.accountName,
            status: c.status,
            uploadPostCap: await capOf(c),
          })),
        ),
        drafts,
        videoProblems: videoProblems(video),
        linkSample: sample,
        affiliateLink: target !== null && target !== '',
      };
    },

    /**
     * POST /posts — one post per chosen channel, each with its own tracked link, queued for its time.
     * Past the cap on waiting posts, nothing is made: the cap is checked before the links, and again
     * under the user's lock with the insert (a refusal there removes the links it made).
     */
    async create(userId: string, body: CreatePostsBody) {
      const at = body.scheduledAt ? new Date(body.scheduledAt) : now();
      const problem = scheduleProblem(at, now());
      if (problem) throw new Invalid(problem);
      if (body.scheduleBy === 'upload_post' && !body.scheduledAt)
        throw new Invalid('Only a scheduled post can be handed to Upload-Post; choose a date and time.');
      const ids = body.posts.map((p) => p.channelId);
      if (new Set(ids).size !== ids.length) throw new Invalid('Each channel can be chosen once');
      const video = await postableVideo(db, userId, body.videoId);
      const channels = new Map(
        (
          await db.channel.findMany({
            where: { id: { in: ids }, userId },
            select: {
              id: true,
              platform: true,
              accountName: true,
              status: true,
              route: true,
              accountId: true,
            },
          })
        ).map((c) => [c.id, c]),
      );
      const sample = linkSample(deps.publicUrl);
      const refused = videoProblems(video);
      const planned = body.posts.map((p) => {
        const channel = channels.get(p.channelId);
        if (!channel || !isPlatform(channel.platform)) throw new NotFound('Channel not found');
        if (channel.status !== 'connected') {
          throw new Invalid(`Reconnect ${channel.accountName} in Settings → Channels before posting to it`);
        }
        const platform = channel.platform;
        const why = refused[platform];
        if (why.length) throw new Invalid(`${channel.accountName}: ${why.join(' ')}`);
        const hashtags = p.hashtags.map((h) => h.replace(/^#/, ''));
        const textWhy = postTextProblem(platform, { ...p, hashtags }, sample, video.language);
        if (textWhy) throw new Invalid(`${channel.accountName}: ${textWhy}`);
        const tiktok = platform === 'tiktok' ? tiktokChoicesSchema.parse(p.tiktok ?? {}) : null;
        const choiceWhy = tiktok && tiktokChoiceProblem(p.privacy, tiktok);
        if (choiceWhy) throw new Invalid(`${channel.accountName}: ${choiceWhy}`);
        return { id: randomUUID(), platform, channel, input: { ...p, hashtags }, tiktok };
      });
      // Upload-Post refuses a post past the profile's daily cap: say so now rather than fail it later.
      for (const p of planned) {
        const capWhy = uploadPostCapProblem(
          p.platform,
          await capOf({ ...p.channel, platform: p.platform }),
          at,
        );
        if (capWhy) throw new Invalid(`${p.channel.accountName}: ${capWhy}`);
      }
      await deps.caps.assertPostRoom(userId, planned.length);

      const target = await linkTarget(video);
      const requests = target
        ? planned.map((p) => ({
            kind: 'post' as const,
            sourceId: `${p.platform}/${p.channel.id}/${p.id}`,
            targetUrl: target,
          }))
        : [];
      const made = await links.linksFor(userId, requests);
      const linkIds = new Map<string, string>();
      if (made.size) {
        const linkRows = await db.trackedLink.findMany({
          where: { userId, code: { in: [...made.values()].map((l) => l.code) } },
          select: { id: true, sourceId: true },
        });
        for (const r of linkRows) linkIds.set(r.sourceId.split('/')[2] ?? '', r.id);
      }

      // "Theirs": an Upload-Post channel's post goes to Upload-Post now, with its time as scheduled_date.
      const handOver = (p: (typeof planned)[number]) =>
        body.scheduleBy === 'upload_post' && p.channel.route === 'upload_post';
      const rows = planned.map((p) => ({
        id: p.id,
        scheduleBy: handOver(p) ? 'upload_post' : 'adreel',
        userId,
        videoId: video.id,
        channelId: p.channel.id,
        platform: p.platform,
        title: p.platform === 'youtube' ? p.input.title?.trim() || null : null,
        caption: p.input.caption.trim(),
        hashtags: p.input.hashtags,
        privacy: p.input.privacy ?? null,
        mode: p.platform === 'tiktok' ? p.input.mode : 'direct',
        tiktokChoices: p.tiktok ?? undefined,
        scheduledAt: at,
        trackedLinkId: linkIds.get(p.id) ?? null,
      }));
      try {
        await deps.caps.admitPosts(userId, rows.length, (tx) => tx.post.createMany({ data: rows }));
      } catch (err) {
        const codes = [...made.values()].map((l) => l.code);
        await db.trackedLink.deleteMany({ where: { userId, sourceKind: 'post', code: { in: codes } } });
        throw err;
      }
      await enqueueAll(
        deps,
        planned.map((p) => ({ id: p.id, scheduledAt: handOver(p) ? now() : at })),
      );
      const saved = await db.post.findMany({
        where: { id: { in: planned.map((p) => p.id) } },
        include: postInclude,
        orderBy: { createdAt: 'asc' },
      });
      return { posts: saved.map((r) => toPostDto(r, deps.publicUrl)) };
    },
  };
}
