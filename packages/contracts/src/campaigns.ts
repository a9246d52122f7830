import { z } from 'zod';
import { autopilotSettingsSchema } from './autopilot-settings.ts';
import { campaignRhythmBodySchema, campaignRhythmSchema } from './campaign-rhythm.ts';
import { MAX_POSTS_PER_REQUEST, postPlatformSchema, postStatusSchema } from './posts.ts';
import { scriptContentSchema } from './script.ts';
import { productUrlSchema } from './scripts-api.ts';
import { safeText, withoutControlCharacters } from './text.ts';
import { renderLookFields } from './video-looks.ts';

/**
 * Campaigns (issue 24 item 6): up to 20 offers or product URLs, one script and one video each,
 * reviewed in one grid, rendered, and posted to the chosen channels on a posting rhythm.
 */
export const CAMPAIGN_MAX_ITEMS = 20;

const uuid = z.uuid({ message: 'Unknown id' });
/** Each of a campaign's videos is posted to every channel in one POST /posts, so the same limit. */
const channelIdsSchema = z
  .array(uuid)
  .min(1, 'Choose at least one channel to post to')
  .max(MAX_POSTS_PER_REQUEST, `Choose at most ${MAX_POSTS_PER_REQUEST} channels to post to`);
const name = safeText({ error: 'Name the campaign' })
  .trim()
  .min(1, 'Name the campaign')
  .max(120, 'The name holds at most 120 characters');

/** The look and voice for every item (an item's own choice wins). */
export const campaignSettingsSchema = z.object(renderLookFields);
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

const itemCount = (b: { offerIds: unknown[]; productUrls: unknown[]; scriptIds: unknown[] }) =>
  b.offerIds.length + b.productUrls.length + b.scriptIds.length;

// POST /campaigns — start writing one script per offer or product URL (or take written scripts).
export const createCampaignBodySchema = z
  .object({
    name,
    offerIds: z
      .array(uuid)
      .max(CAMPAIGN_MAX_ITEMS, `A campaign holds at most ${CAMPAIGN_MAX_ITEMS} items`)
      .default([]),
    productUrls: z
      .array(productUrlSchema)
      .max(CAMPAIGN_MAX_ITEMS, `A campaign holds at most ${CAMPAIGN_MAX_ITEMS} items`)
      .default([]),
    /** Scripts the user already has (written from a page or text): reviewed and rendered as they are. */
    scriptIds: z
      .array(uuid)
      .max(CAMPAIGN_MAX_ITEMS, `A campaign holds at most ${CAMPAIGN_MAX_ITEMS} items`)
      .default([]),
    channelIds: channelIdsSchema,
    rhythm: campaignRhythmBodySchema,
    settings: campaignSettingsSchema.default({}),
    /** Issue 35: start in autopilot; a script's hooks then become competing variants at launch. */
    autopilot: autopilotSettingsSchema.optional(),
  })
  .refine((b) => itemCount(b) > 0, {
    message: 'Pick at least one offer or paste a product URL',
    path: ['offerIds'],
  })
  .refine((b) => itemCount(b) <= CAMPAIGN_MAX_ITEMS, {
    message: `A campaign holds at most ${CAMPAIGN_MAX_ITEMS} items`,
    path: ['offerIds'],
  })
  .refine(
    (b) => new Set(b.offerIds).size === b.offerIds.length && new Set(b.scriptIds).size === b.scriptIds.length,
    {
      message: 'Each offer and script once',
      path: ['offerIds'],
    },
  )
  .refine((b) => new Set(b.channelIds).size === b.channelIds.length, {
    message: 'Each channel once',
    path: ['channelIds'],
  });
export type CreateCampaignBody = z.infer<typeof createCampaignBodySchema>;

export const campaignIdParamsSchema = z.object({ id: uuid });
export const campaignItemParamsSchema = z.object({ id: uuid, itemId: uuid });

// PATCH /campaigns/:id — the look and voice for all items, the channels, the rhythm (before launch).
export const updateCampaignBodySchema = z
  .object({
    settings: campaignSettingsSchema.optional(),
    channelIds: channelIdsSchema.optional(),
    rhythm: campaignRhythmBodySchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' });
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

// PATCH /campaigns/:id/items/:itemId — one item's script text and its own look (null: the campaign's).
export const updateCampaignItemBodySchema = z
  .object({
    content: withoutControlCharacters(scriptContentSchema).optional(),
    settings: campaignSettingsSchema.nullable().optional(),
  })
  .refine((b) => b.content !== undefined || b.settings !== undefined, { message: 'Nothing to change' });
export type UpdateCampaignItemBody = z.infer<typeof updateCampaignItemBodySchema>;

/**
 * What the campaign page shows per item: writing → ready (for review) → rendering → scheduled →
 * posted; failed with its reason (a product page that did not load, a refused render, a failed post);
 * dropped by the user; cancelled with its campaign before any of its posts went out.
 */
export const CAMPAIGN_ITEM_STATES = [
  'writing',
  'ready',
  'rendering',
  'scheduled',
  'posted',
  'failed',
  'dropped',
  'cancelled',
] as const;
export const campaignItemStateSchema = z.enum(CAMPAIGN_ITEM_STATES);
export type CampaignItemState = z.infer<typeof campaignItemStateSchema>;

/** paused: the user paused it (nothing new starts, its posts wait); cancelled: stopped for good. */
export const CAMPAIGN_STATES = ['draft', 'running', 'paused', 'cancelled', 'done'] as const;
export const campaignStateSchema = z.enum(CAMPAIGN_STATES);

export const campaignPostSchema = z.object({
  id: z.string(),
  platform: postPlatformSchema,
  channelName: z.string(),
  status: postStatusSchema,
  scheduledAt: z.string(),
  platformUrl: z.string().nullable(),
  message: z.string().nullable(),
});

export const campaignFiguresSchema = z.object({
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: z.number(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  /** The product's name (the offer's, the script's or the product page's), else the page's host name. */
  label: z.string(),
  offerId: z.string().nullable(),
  productUrl: z.string().nullable(),
  state: campaignItemStateSchema,
  /** What is happening or why it failed, in words for people. */
  message: z.string(),
  /** Writing or rendering progress, 0–100. */
  progress: z.number().int().min(0).max(100),
  /** True when the failure can be retried (a page that did not load, a refused render). */
  retryable: z.boolean(),
  scriptId: z.string().nullable(),
  videoId: z.string().nullable(),
  content: scriptContentSchema.nullable(),
  settings: campaignSettingsSchema.nullable(),
  posts: z.array(campaignPostSchema),
  figures: campaignFiguresSchema,
});
export type CampaignItemDto = z.infer<typeof campaignItemSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: campaignStateSchema,
  rhythm: campaignRhythmSchema,
  settings: campaignSettingsSchema,
  channels: z.array(z.object({ id: z.string(), platform: postPlatformSchema, name: z.string() })),
  createdAt: z.string(),
  /** When the user paused it (ISO), or null. */
  pausedAt: z.string().nullable(),
  items: z.array(campaignItemSchema),
  /** Sales and earnings (the campaign's and each item's) are in this currency: the one its links sold
   * most in (null before a sale); sales in others are named, never added (decision 0040). */
  currency: z.string().nullable(),
  otherCurrencies: z.array(z.string()),
  figures: campaignFiguresSchema,
  /** Issue 35: true while the autopilot chooses which item's video each slot posts. */
  autopilot: z.boolean(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: campaignStateSchema,
  createdAt: z.string(),
  items: z.number().int(),
  counts: z.partialRecord(campaignItemStateSchema, z.number().int()),
});
export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

/** The item states that still move by themselves (the page keeps polling while any item is in one). */
export const campaignItemBusy = (s: CampaignItemState) => s === 'writing' || s === 'rendering';

// POST /campaigns/:id/pause | /resume | /cancel — the campaign after the change and what happened, in words.
export const campaignSteerResultSchema = z.object({ campaign: campaignSchema, message: z.string() });
export type CampaignSteerResult = z.infer<typeof campaignSteerResultSchema>;

// DELETE /campaigns/:id — what went with it (its posts not yet published) and what stayed.
export const campaignDeletedSchema = z.object({
  deleted: z.literal(true),
  postsDeleted: z.number().int(),
  message: z.string(),
});
export type CampaignDeleted = z.infer<typeof campaignDeletedSchema>;
