import { z } from 'zod';
import { buildDfyAffiliateLink } from './affiliate-link.ts';
import { safeText } from './text.ts';

export const DFY_VIDEOS_PAGE_SIZE = 12;
export const DFY_REVIEW_SITES_PAGE_SIZE = 10;

export const DFY_MESSAGES = {
  noVideos: 'No videos available at the moment',
  noSites: 'No review sites found',
  fetchVideosFailed: 'Failed to fetch DFY videos',
  fetchSitesFailed: 'Failed to fetch review sites',
  videoUrlMissing: 'Video URL not available',
} as const;

/** GET /videos/dfy-videos query (spec §7.2). */
export const dfyListQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int()
    .min(1, { message: 'page must be 1 or more' })
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1)
    .max(100, { message: 'limit must be 100 or less' })
    .optional(),
  type: z
    .enum(['video', 'review_site'], { message: "type must be 'video' or 'review_site'" })
    .default('video'),
});
export type DfyListQuery = z.infer<typeof dfyListQuerySchema>;

/** Spec §3 DFY video / review site. */
export const dfyItemSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The playable video; null until its render completed (always null for review sites). */
  video_url: z.string().nullable(),
  /** Poster frame for a video, when rendered. */
  poster_url: z.string().nullable(),
  /** The stored link with the AFFILIATE placeholder and the optional &cam=CAMPAIGNKEY. */
  url: z.string(),
  product_name: z.string(),
  /** Same as url: the client applies the user's affiliate ID (buildDfyAffiliateLink). */
  affiliate_link: z.string(),
  /** The signed-in user's tracked link (`/go/…`) to the affiliate link (their ID applied once connected). */
  tracked_link: z.string().nullable(),
  script: z.object({ content: z.object({ commentary: z.string() }) }),
  /** Review sites: the screenshot, null until the worker took it. */
  thumbnail_url: z.string().nullable(),
  /** Review sites: the stored clone (an index.html location), null until cloned. */
  site_url: z.string().nullable(),
  status: z.enum(['processing', 'completed', 'failed']),
});
export type DfyItem = z.infer<typeof dfyItemSchema>;

export const dfyListResponseSchema = z.object({
  data: z.array(dfyItemSchema),
  meta: z.object({ page: z.number().int(), lastPage: z.number().int(), total: z.number().int() }),
});
export type DfyListResponse = z.infer<typeof dfyListResponseSchema>;

/** POST /dfy/review-sites/{id}/clone: a copy of the review site in the user's own space. */
export const dfyCloneSiteResponseSchema = z.object({ link: z.string(), fileLocation: z.string() });
export type DfyCloneSiteResponse = z.infer<typeof dfyCloneSiteResponseSchema>;

export const dfyIdParamsSchema = z.object({ id: z.uuid({ message: 'Not found' }) });

/** The files behind GET /dfy/media/{id}/{file} (public: the same DFY content for everyone). */
export const DFY_MEDIA_FILES = ['video.mp4', 'thumb.jpg', 'screenshot.jpg', 'index.html'] as const;
export type DfyMediaFile = (typeof DFY_MEDIA_FILES)[number];
export const dfyMediaParamsSchema = z.object({
  id: z.uuid({ message: 'Not found' }),
  file: z.enum(DFY_MEDIA_FILES),
});
/** `download=1` on video.mp4 asks for an attachment. */
export const dfyMediaQuerySchema = z.object({ download: safeText().optional() });

/** The page a review site is cloned from: its DFY link with every placeholder and the fragment removed. */
export function reviewSiteSourceUrl(link: string): string {
  const clean = buildDfyAffiliateLink(link, '') ?? link;
  return clean.split('#')[0] ?? clean;
}
