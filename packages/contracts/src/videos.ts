import { z } from 'zod';
import { languageCodes, languageField } from './languages.ts';
import { trackedLinkSchema } from './links.ts';
import { scriptContentSchema } from './script.ts';
import { stockCreditSchema } from './stock-credits.ts';
import { safeText, withoutControlCharacters } from './text.ts';
import { renderLookFields } from './video-looks.ts';

/** The six stages the video-generation page lists, in order (spec §4). */
export const VIDEO_STAGES = [
  'Preparing Assets',
  'Generating Voiceovers',
  'Downloading Backgrounds',
  'Creating Text Overlays',
  'Compositing Video',
  'Finalizing',
] as const;

/** The current stage: floor(progress / (100/6)), clamped; earlier stages are done (spec §4). */
export function videoStageIndex(progress: number): number {
  const p = Number.isFinite(progress) ? progress : 0;
  return Math.min(VIDEO_STAGES.length - 1, Math.max(0, Math.floor(p / (100 / VIDEO_STAGES.length))));
}

/** Spec §9: download file name. */
export function videoDownloadName(id: string): string {
  return `video-${id}.mp4`;
}

/**
 * `queued`: the user already has as many videos rendering as QUOTA_CONCURRENT_RENDERS allows; this one
 * starts by itself when one of them ends (a concurrency limit, not a refusal).
 */
export const videoStatusValues = ['queued', 'processing', 'completed', 'failed'] as const;
export const videoStatusSchema = z.enum(videoStatusValues);
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/** Still on its way (waiting for a render slot or rendering): worth polling. */
export function videoInProgress(status: string | undefined): boolean {
  return status === 'queued' || status === 'processing';
}

/** The message of a video waiting for one of the user's render slots. */
export const VIDEO_QUEUED_MESSAGE = 'Queued — waiting for a free render slot';
/** The message of a video whose render job is enqueued but not yet picked up by a renderer. */
export const VIDEO_STARTING_MESSAGE = 'Waiting for a free renderer...';

export const videoIdParamsSchema = z.object({ id: safeText() });

/** POST /videos/create */
export const createVideoBodySchema = z.object({
  scriptId: safeText({ error: 'scriptId is required' }).trim().min(1, 'scriptId is required'),
  content: withoutControlCharacters(scriptContentSchema),
  /** The video's language (voice, captions, end card); absent: the script's language. */
  language: languageField.optional(),
  // The look picked on the review page; absent fields keep the original look.
  ...renderLookFields,
});
export type CreateVideoBody = z.infer<typeof createVideoBodySchema>;

/** GET /videos/{id}: the status object the generation page polls. Media URLs are short-lived signed links. */
export const videoStatusResponseSchema = z.object({
  id: z.string(),
  status: videoStatusSchema,
  progress: z.number().int().min(0).max(100),
  message: z.string(),
  output_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  /** The product (or affiliate) URL the video promotes. */
  url: z.string().nullable(),
  /** The language the video speaks and shows (contracts' languages.ts); absent on old answers. */
  language: z.enum(languageCodes).optional(),
});
export type VideoStatusResponse = z.infer<typeof videoStatusResponseSchema>;

/** Answer of POST /videos/create: the new video's status object. */
export const createVideoResponseSchema = videoStatusResponseSchema;

/**
 * Why a video has no affiliate link: the account is not connected to the marketplace, the video was
 * made from a plain product link (not a marketplace offer), or the offer has no promolink.
 */
export const videoAffiliateMissingValues = ['not_connected', 'not_from_offer', 'offer_without_link'] as const;
export const videoAffiliateMissingSchema = z.enum(videoAffiliateMissingValues);
export type VideoAffiliateMissing = z.infer<typeof videoAffiliateMissingSchema>;

/** One card of My Videos. */
export const myVideoSchema = videoStatusResponseSchema.extend({
  /** The user's own affiliate link for the offer the video was made from, never the pasted URL. */
  affiliate_link: z.string().nullable(),
  /** Null when there is an affiliate link; otherwise why there is none. */
  affiliate_link_missing: videoAffiliateMissingSchema.nullable(),
  /**
   * The video's own tracked link (`/go/…`, on its end card and in its shares): to the affiliate link
   * when there is one, else to the product URL; null only for a video with neither.
   */
  tracked_link: z.string().nullable(),
  /** That link in full: its code, /go/ URL and whether it is shared direct (PUT /links/{code}/direct). */
  link: trackedLinkSchema.nullable(),
  duration_s: z.number().nullable(),
  script: z.object({ content: scriptContentSchema }),
  /** Set on hook variants (POST /videos/variants): the group they were made in and their letter. */
  variant: z.object({ groupId: z.string(), label: z.string() }).nullable().optional(),
  /** Set on a translation (POST /videos/{id}/translations): the video it translates. */
  translatedFromVideoId: z.string().nullable().optional(),
});
export type MyVideo = z.infer<typeof myVideoSchema>;

/** GET /videos/my-videos: newest first. */
export const myVideosResponseSchema = z.array(myVideoSchema);

export const shareLinksSchema = z.object({
  facebook: z.string(),
  twitter: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
});

/** GET /videos/{id}/details */
export const videoDetailsResponseSchema = myVideoSchema.extend({
  script: z.object({ id: z.string().nullable(), content: scriptContentSchema }),
  sharing: shareLinksSchema,
  /** The render stored its captions (GET /videos/{id}/captions?format=srt|vtt answers them). */
  captions_available: z.boolean(),
  /** The stock clips the video shows and who made them (issue 36), credited on the video page. */
  stock_credits: z.array(stockCreditSchema),
});
export type VideoDetails = z.infer<typeof videoDetailsResponseSchema>;

/** DELETE /videos/{id} */
export const deleteVideoResponseSchema = z.object({ success: z.literal(true) });

/** The files behind a video's signed media links: GET /media/videos/{id}/{file}?exp&sig[&download=1]. */
export const VIDEO_MEDIA_FILES = ['video.mp4', 'thumb.jpg'] as const;
export type VideoMediaFile = (typeof VIDEO_MEDIA_FILES)[number];
export const videoMediaParamsSchema = z.object({ id: z.uuid(), file: z.enum(VIDEO_MEDIA_FILES) });
export const videoMediaQuerySchema = z.object({
  exp: safeText().optional(),
  sig: safeText().optional(),
  download: safeText().optional(),
});
