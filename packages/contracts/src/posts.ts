import { z } from 'zod';
import { isoDateTime } from './date-time.ts';
import { linkInBioPhrase } from './link-in-bio.ts';
import { tiktokChoicesSchema } from './post-choices.ts';
import { safeText } from './text.ts';
import { VIDEO_FORMATS } from './video-looks.ts';

/**
 * Posts (issue 24): one finished video sent to one connected channel (TikTok, YouTube, Instagram),
 * now or at a chosen time. Postgres holds every post's state; the worker moves it along
 * scheduled → uploading → processing → published | failed (cancelled while still scheduled).
 */
export const POST_PLATFORMS = ['tiktok', 'youtube', 'instagram'] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];
export const postPlatformSchema = z.enum(POST_PLATFORMS);

export const POST_PLATFORM_NAMES: Record<PostPlatform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

export const POST_STATUSES = [
  'scheduled',
  'uploading',
  'processing',
  'published',
  'failed',
  'cancelled',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const postStatusSchema = z.enum(POST_STATUSES);

/** A post can still be edited, moved or cancelled only while nothing has been sent. */
export const postIsEditable = (status: string) => status === 'scheduled';
/** States a post is in while a worker owns it. */
export const POST_IN_FLIGHT = ['uploading', 'processing'] as const;

/**
 * What each platform takes as text (the same published limits as @adreel/publish's PLATFORM_LIMITS;
 * a test keeps them equal). linksInCaption: a link there is clickable (YouTube descriptions); TikTok
 * and Instagram captions show links as plain text, so the tracked link is left out of them.
 */
export const POST_TEXT_LIMITS: Record<
  PostPlatform,
  { captionMax: number; titleMax: number | null; hashtagsMax: number | null; linksInCaption: boolean }
> = {
  tiktok: { captionMax: 2200, titleMax: null, hashtagsMax: null, linksInCaption: false },
  youtube: { captionMax: 5000, titleMax: 100, hashtagsMax: 60, linksInCaption: true },
  instagram: { captionMax: 2200, titleMax: null, hashtagsMax: 30, linksInCaption: false },
};

/** How far ahead a post may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;
/** A chosen time this far in the past still counts as "now" (the form took a moment). */
export const SCHEDULE_PAST_TOLERANCE_MS = 60_000;

const caption = safeText()
  .max(5000, { message: 'The caption is too long (5000 characters at most)' })
  .refine((v) => v.trim() !== '', { message: 'Write a caption' });
const hashtag = safeText()
  .trim()
  .max(100, { message: 'A hashtag is too long (100 characters at most)' })
  .regex(/^#?[\p{L}\p{N}_]+$/u, { message: 'A hashtag holds letters, digits and _ only' });
const title = safeText().trim().max(100, { message: 'The title is too long (100 characters at most)' });
const when = isoDateTime();
const uuid = z.uuid({ message: 'Unknown id' });

export const postTextSchema = z.object({
  caption,
  hashtags: z.array(hashtag).max(60, { message: 'At most 60 hashtags' }).default([]),
  title: title.nullable().optional(),
});
export type PostText = z.infer<typeof postTextSchema>;

/** Channels one POST /posts (and one campaign) may post to at once: each is a row and a queued job. */
export const MAX_POSTS_PER_REQUEST = 10;
const tooManyChannels = `Choose at most ${MAX_POSTS_PER_REQUEST} channels at once`;

// POST /posts — publish one finished video to one or more channels, now (scheduledAt null) or later.
/**
 * Who sends a scheduled post through an Upload-Post channel at its time: AdReel from its queue
 * (`adreel`, AdReel must be running then), or Upload-Post itself (`upload_post`: handed over at once
 * with scheduled_date, published at the time even while AdReel is off). Other channels: always AdReel.
 */
export const SCHEDULE_BY = ['adreel', 'upload_post'] as const;
export type ScheduleBy = (typeof SCHEDULE_BY)[number];

export const createPostsBodySchema = z.object({
  videoId: uuid,
  scheduledAt: when.nullable(),
  /** Absent: adreel. */
  scheduleBy: z.enum(SCHEDULE_BY).optional(),
  posts: z
    .array(
      postTextSchema.extend({
        channelId: uuid,
        /** TikTok privacy level (from the account's options); YouTube privacyStatus. */
        privacy: safeText().max(40).nullable().optional(),
        /** TikTok: post directly, or send to the creator's TikTok inbox. */
        mode: z.enum(['direct', 'inbox']).default('direct'),
        /** TikTok: the creator's interaction choices and commercial-content disclosure. */
        tiktok: tiktokChoicesSchema.nullable().optional(),
      }),
    )
    .min(1, { message: 'Choose at least one channel' })
    .max(MAX_POSTS_PER_REQUEST, { message: tooManyChannels }),
});
export type CreatePostsBody = z.infer<typeof createPostsBodySchema>;

export const postSchema = z.object({
  id: z.string(),
  videoId: z.string().nullable(),
  videoName: z.string(),
  channelId: z.string().nullable(),
  channelName: z.string(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  platform: postPlatformSchema,
  title: z.string().nullable(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  status: postStatusSchema,
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  platformUrl: z.string().nullable(),
  /** Why it failed, or why it waits (a rate limit, a retry); null when there is nothing to say. */
  message: z.string().nullable(),
  trackedLink: z.string().nullable(),
  scheduleBy: z.enum(SCHEDULE_BY),
  /** Handed to Upload-Post's scheduler, which publishes it at its time (AdReel then fetches the link). */
  handedOver: z.boolean(),
});
export type PostDto = z.infer<typeof postSchema>;

export const postsResponseSchema = z.object({ posts: z.array(postSchema) });
export type PostsResponse = z.infer<typeof postsResponseSchema>;

// GET /posts — the user's posts in a period (calendar), optionally per channel, campaign or video.
export const postsQuerySchema = z.object({
  from: when.optional(),
  to: when.optional(),
  channelId: uuid.optional(),
  campaignId: uuid.optional(),
  videoId: uuid.optional(),
});
export type PostsQuery = z.infer<typeof postsQuerySchema>;

export const postIdParamsSchema = z.object({ id: uuid });

// GET /posts/:id/video.mp4?exp&sig — public: the signed, short-lived link Instagram fetches the video from.
export const postMediaQuerySchema = z.object({
  exp: safeText().max(20).optional(),
  sig: safeText().max(100).optional(),
});

// PATCH /posts/:id — edit or move a post that has not started.
export const updatePostBodySchema = z
  .object({
    caption: caption.optional(),
    hashtags: z.array(hashtag).max(60, { message: 'At most 60 hashtags' }).optional(),
    title: title.nullable().optional(),
    scheduledAt: when.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' });
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

// GET /posts/compose?videoId= — what the Publish dialog starts from: channels and written drafts.
export const composeQuerySchema = z.object({ videoId: uuid });
/** An Upload-Post channel's room today: the profile's daily cap for the platform (TikTok 15, …). */
export const composeCapSchema = z.object({
  cap: z.number().int(),
  remaining: z.number().int(),
  /** When one more post fits again; null when one fits now. */
  nextFreeAt: z.string().nullable(),
});
export type ComposeCap = z.infer<typeof composeCapSchema>;
export const composeChannelSchema = z.object({
  id: z.string(),
  platform: postPlatformSchema,
  name: z.string(),
  status: z.string(),
  /** Upload-Post channels only (null for a channel on its own app): posts left in the last 24 hours. */
  uploadPostCap: composeCapSchema.nullable(),
});
export const composeResponseSchema = z.object({
  channels: z.array(composeChannelSchema),
  drafts: z.record(postPlatformSchema, postTextSchema),
  /** What each platform would refuse about this video (duration, size, frame rate, shape), in words. */
  videoProblems: z.record(postPlatformSchema, z.array(z.string())),
  /** A tracked link as long as the one each post gets, so the counter is right before it exists. */
  linkSample: z.string(),
  /** The posts will carry a link to the offer: TikTok's commercial-content disclosure starts on. */
  affiliateLink: z.boolean(),
});
export type ComposeResponse = z.infer<typeof composeResponseSchema>;

/**
 * Why an Upload-Post channel cannot take a post sent at `at`: the profile's daily cap is used up and
 * frees up only later. Null when it fits (a cap with room, or a time after the cap frees up).
 */
export function uploadPostCapProblem(
  platform: PostPlatform,
  cap: ComposeCap | null,
  at: Date,
): string | null {
  if (!cap || cap.remaining > 0) return null;
  if (cap.nextFreeAt && at.getTime() >= Date.parse(cap.nextFreeAt)) return null;
  const name = POST_PLATFORM_NAMES[platform];
  return `No ${name} posts left at Upload-Post: its cap is ${cap.cap} ${name} posts per 24 hours. Schedule it for after the cap frees up, or choose another channel.`;
}

/** The hashtags as written in text: `#word`, each once, in order. */
export function formatHashtags(tags: readonly string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags) {
    const tag = `#${t.trim().replace(/^#/, '')}`;
    if (tag.length > 1 && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out.join(' ');
}

/**
 * The whole text the platform shows: caption, hashtags, and the link where it is clickable; where it
 * is not (TikTok, Instagram), "link in bio" in the video's language, since the post's offer is on the
 * user's link-in-bio page.
 */
export function composePostText(
  platform: PostPlatform,
  text: { caption: string; hashtags: readonly string[] },
  link: string | null,
  language?: string | null,
): string {
  const parts = [text.caption.trim(), formatHashtags(text.hashtags)];
  if (link) parts.push(POST_TEXT_LIMITS[platform].linksInCaption ? link : linkInBioPhrase(language));
  return parts.filter((p) => p !== '').join('\n\n');
}

/** Code points, as the platforms count them. */
export const textLength = (s: string) => [...s].length;

/** Why this text does not fit the platform, or null. */
export function postTextProblem(
  platform: PostPlatform,
  text: { caption: string; hashtags: readonly string[]; title?: string | null },
  link: string | null,
  language?: string | null,
): string | null {
  const limits = POST_TEXT_LIMITS[platform];
  const name = POST_PLATFORM_NAMES[platform];
  const full = textLength(composePostText(platform, text, link, language));
  if (full > limits.captionMax) {
    const extra = link ? (limits.linksInCaption ? ' and link' : ' and "link in bio"') : '';
    return `${name} captions hold at most ${limits.captionMax} characters with hashtags${extra}; this one has ${full}. Shorten it by ${full - limits.captionMax}.`;
  }
  if (limits.hashtagsMax !== null && text.hashtags.length > limits.hashtagsMax) {
    return `${name} allows at most ${limits.hashtagsMax} hashtags; remove ${text.hashtags.length - limits.hashtagsMax}.`;
  }
  if (limits.titleMax !== null && text.title && textLength(text.title) > limits.titleMax) {
    return `${name} titles hold at most ${limits.titleMax} characters.`;
  }
  return null;
}

/** Why this time cannot be a post's schedule, or null. */
export function scheduleProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Pick a valid date and time';
  if (at.getTime() < now.getTime() - SCHEDULE_PAST_TOLERANCE_MS)
    return 'That time has passed; pick a time in the future';
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) {
    return `Posts can be scheduled at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead`;
  }
  return null;
}

/** The platform a Performance row of kind `post` counts for (its source id is `platform/channelId/postId`). */
export function postRowPlatform(row: { kind: string; sourceId: string }): PostPlatform | null {
  if (row.kind !== 'post') return null;
  const p = row.sourceId.split('/')[0] ?? '';
  return (POST_PLATFORMS as readonly string[]).includes(p) ? (p as PostPlatform) : null;
}

/** Performance per platform: the post rows' clicks, sales and earnings added up, highest earnings first. */
export function earningsByPlatform(
  rows: readonly { kind: string; sourceId: string; clicks: number; sales: number; earnings: number }[],
) {
  const out = new Map<
    PostPlatform,
    { platform: PostPlatform; posts: number; clicks: number; sales: number; earnings: number }
  >();
  for (const r of rows) {
    const platform = postRowPlatform(r);
    if (!platform) continue;
    const t = out.get(platform) ?? { platform, posts: 0, clicks: 0, sales: 0, earnings: 0 };
    t.posts += 1;
    t.clicks += r.clicks;
    t.sales += r.sales;
    t.earnings = Math.round((t.earnings + r.earnings) * 100) / 100;
    out.set(platform, t);
  }
  return [...out.values()].sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks);
}

/** What the platforms check of a rendered video, from its row (format → frame size; renders are 30 fps). */
export function renderedVideoMeta(video: { format: string; durationS: number | null }, sizeBytes: number) {
  const format = VIDEO_FORMATS.find((f) => f.id === video.format) ?? VIDEO_FORMATS[0];
  return { durationS: video.durationS ?? 0, sizeBytes, width: format.width, height: format.height, fps: 30 };
}
