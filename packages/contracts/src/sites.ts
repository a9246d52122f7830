import { z } from 'zod';
import { htmlText, safeText } from './text.ts';

/** Largest cloned page the API stores (the clone limit is 20 MB of downloads; the page is smaller). */
export const MAX_SITE_HTML_BYTES = 20 * 1024 * 1024;
/**
 * Deepest element nesting a saved page may have. Publishing serializes the page recursively, and
 * browsers flatten deeper trees anyway (Chromium's parser stops nesting at 512).
 */
export const MAX_SITE_HTML_DEPTH = 512;
export const SITE_TOO_DEEP_MESSAGE = `This page is nested too deeply (more than ${MAX_SITE_HTML_DEPTH} levels). Simplify it and try again.`;
/** Spec §9: the "copied" tick on My Affiliates lasts 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;
/** Spec §9: Instant Money Sites asks for 20 offers and drops the first. */
export const MONEY_SITES_OFFER_LIMIT = 20;
/** Spec §4: the message shown while a site is being published. */
export const PUBLISHING_MESSAGE = 'Publishing your site, please wait...';

const httpUrl = (label: string) =>
  safeText({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(2048, { message: `${label} is too long` })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { message: `${label} must be a full http:// or https:// address` },
    );

/** Spec §7.5 GET /api/clone?url — the token travels in the Authorization header, never the URL. */
export const cloneQuerySchema = z.object({ url: httpUrl('url') });
export const cloneResponseSchema = z.object({ html: z.string() });
export type CloneResponse = z.infer<typeof cloneResponseSchema>;

/** Spec §7.5 POST /api/save. */
export const saveCloneBodySchema = z.object({
  html: htmlText().min(1, { message: 'html is required' }),
  url: httpUrl('url'),
  compress: z.boolean().optional().default(false),
});
export type SaveCloneBody = z.input<typeof saveCloneBodySchema>;
/** Spec §3 Save-clone response: s3Url is the stored page's path, ending in /index.html. */
export const saveCloneResponseSchema = z.object({
  s3Url: z.string(),
  html: z.string().optional(),
  error: z.string().optional(),
  details: z.string().optional(),
});
export type SaveCloneResponse = z.infer<typeof saveCloneResponseSchema>;

/** Spec §7.4 POST /cloned-sites. */
export const createClonedSiteBodySchema = z.object({
  link: httpUrl('link'),
  fileLocation: safeText({ message: 'fileLocation is required' })
    .trim()
    .min(1, { message: 'fileLocation is required' })
    .max(1024),
});
export type CreateClonedSiteBody = z.infer<typeof createClonedSiteBodySchema>;

/** Spec §3 Cloned site (id, link, file_location, created_at) plus what publishing adds. */
export const clonedSiteSchema = z.object({
  id: z.string(),
  link: z.string(),
  file_location: z.string().nullable(),
  created_at: z.string(),
  slug: z.string().nullable(),
  publicUrl: z.string().nullable(),
  affiliate_link: z.string().nullable(),
  headline: z.string().nullable(),
  banner_enabled: z.boolean(),
  spots_left: z.number().int().nullable(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ClonedSite = z.infer<typeof clonedSiteSchema>;

export const clonedSiteListSchema = z.array(clonedSiteSchema);

export const siteIdParamsSchema = z.object({
  id: z.string().uuid({ message: 'id must be a site id' }),
});

/** GET /cloned-sites/{id}: what the site editor needs. */
export const clonedSiteDetailsSchema = z.object({
  site: clonedSiteSchema,
  /** Order and checkout links found on the page: always pointed at the affiliate link. */
  checkoutLinks: z.array(z.string()),
  /** Every other outgoing link on the page, which the user may also choose to replace. */
  otherLinks: z.array(z.string()),
  /** The text of the page's first h1 as cloned. */
  headline: z.string(),
});
export type ClonedSiteDetails = z.infer<typeof clonedSiteDetailsSchema>;

/** POST /cloned-sites/{id}/publish and its preview twin POST /cloned-sites/{id}/render. */
export const publishSiteBodySchema = z.object({
  affiliateLink: httpUrl('affiliateLink').optional(),
  headline: safeText().trim().max(300, { message: 'headline must be at most 300 characters' }).optional(),
  banner: z.boolean(),
  extraLinks: z.array(safeText().max(2048)).max(200).optional(),
});
export type PublishSiteBody = z.infer<typeof publishSiteBodySchema>;

export const publishSiteResponseSchema = z.object({ publicUrl: z.string(), slug: z.string() });
export type PublishSiteResponse = z.infer<typeof publishSiteResponseSchema>;

export const renderSiteResponseSchema = z.object({ html: z.string() });

/**
 * GET /preview/{id}: the site as visitors see it (its published copy, or the page publishing would
 * make), as HTML text.
 */
export const sitePreviewResponseSchema = z.string();

/** GET /s/{slug}: a published site, outside the API prefix. */
export const publishedSiteParamsSchema = z.object({ slug: safeText().max(100) });

/** POST /cloned-sites/from-offer: Instant Money Sites' one-click publish. */
export const publishOfferBodySchema = z.object({
  offerId: safeText().trim().min(1, { message: 'offerId is required' }),
  affiliateLink: httpUrl('affiliateLink').optional(),
});
export type PublishOfferBody = z.infer<typeof publishOfferBodySchema>;
export const publishOfferResponseSchema = publishSiteResponseSchema.extend({ id: z.string() });

export const deleteClonedSiteResponseSchema = z.object({ success: z.boolean() });
