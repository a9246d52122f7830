import { z } from 'zod';
import type { PostPlatform } from './posts.ts';

/**
 * What the person posting chooses per platform besides the text (issue 32): TikTok's content-sharing
 * guidelines require the creator's own interaction choices and the commercial-content disclosure,
 * and an app TikTok has not audited may post only privately. The Publish dialog and the API both use
 * these rules, so the dialog offers only what the API and the platform accept.
 */
export const TIKTOK_PRIVACY_LABELS: Record<string, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

/** TikTok's interaction toggles and its commercial-content disclosure, as the creator set them. */
export const tiktokChoicesSchema = z.object({
  allowComment: z.boolean().default(false),
  allowDuet: z.boolean().default(false),
  allowStitch: z.boolean().default(false),
  /** "Disclose commercial content"; on, at least one of the two below is chosen. */
  disclose: z.boolean().default(false),
  /** brand_organic_toggle: promotes the creator's own business ("Promotional content"). */
  yourBrand: z.boolean().default(false),
  /** brand_content_toggle: promotes a third party for something in return ("Paid partnership"). */
  brandedContent: z.boolean().default(false),
});
export type TikTokChoices = z.infer<typeof tiktokChoicesSchema>;

/** What the creator's TikTok account allows now (creator_info) and whether TikTok audited the app. */
export interface TikTokAccountRules {
  privacyLevels: readonly string[];
  audited: boolean;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

export const TIKTOK_UNAUDITED_REASON =
  'TikTok only lets an app that has not passed its audit post to private accounts, visible only to you (Only me). Make your TikTok account private, or post through Upload-Post (Settings → Channels) to post publicly.';
export const BRANDED_NOT_PRIVATE = 'TikTok does not let Paid partnership posts be private (Only me).';

/** Turn on "Disclose commercial content" by default when the post carries an affiliate link. */
export function defaultTikTokChoices(hasAffiliateLink: boolean): TikTokChoices {
  return {
    allowComment: false,
    allowDuet: false,
    allowStitch: false,
    disclose: hasAffiliateLink,
    yourBrand: hasAffiliateLink,
    brandedContent: false,
  };
}

/**
 * Why these choices cannot be posted with this privacy, whatever the account (the API checks this):
 * a disclosure names what it discloses, and branded content is never private.
 */
export function tiktokChoiceProblem(privacy: string | null | undefined, c: TikTokChoices): string | null {
  if (c.disclose && !c.yourBrand && !c.brandedContent)
    return 'Choose Your brand, Paid partnership or both, or turn off "Disclose commercial content".';
  if (c.disclose && c.brandedContent && privacy === 'SELF_ONLY') return BRANDED_NOT_PRIVATE;
  return null;
}

/**
 * The privacy levels the dialog may offer for these choices, why some are missing, and what blocks
 * the post: an unaudited app only SELF_ONLY, branded content never SELF_ONLY.
 */
export function tiktokPostRules(account: TikTokAccountRules, choices: TikTokChoices, privacy: string) {
  const reasons: string[] = [];
  let levels = account.privacyLevels.filter((l) => l in TIKTOK_PRIVACY_LABELS);
  if (!account.audited) {
    levels = levels.filter((l) => l === 'SELF_ONLY');
    reasons.push(TIKTOK_UNAUDITED_REASON);
  }
  const branded = choices.disclose && choices.brandedContent;
  if (branded) {
    levels = levels.filter((l) => l !== 'SELF_ONLY');
    reasons.push(BRANDED_NOT_PRIVATE);
  }
  let problem = tiktokChoiceProblem(privacy, choices);
  if (levels.length === 0)
    problem = branded
      ? `${BRANDED_NOT_PRIVATE} Choose Your brand instead, or post through Upload-Post (Settings → Channels).`
      : 'This TikTok account offers no privacy AdReel can post with.';
  else if (!problem && !levels.includes(privacy)) problem = 'Choose who can see the post.';
  return {
    privacyLevels: levels,
    reasons,
    problem,
    /** Toggles the creator turned off in TikTok's own settings stay off (greyed out in the dialog). */
    locked: {
      allowComment: account.commentDisabled,
      allowDuet: account.duetDisabled,
      allowStitch: account.stitchDisabled,
    },
  };
}

/** The post_info toggles TikTok takes, from the creator's choices and what the account allows. */
export function tiktokPostInfoToggles(c: TikTokChoices, account?: Partial<TikTokAccountRules>) {
  return {
    disable_comment: !c.allowComment || account?.commentDisabled === true,
    disable_duet: !c.allowDuet || account?.duetDisabled === true,
    disable_stitch: !c.allowStitch || account?.stitchDisabled === true,
    brand_content_toggle: c.disclose && c.brandedContent,
    brand_organic_toggle: c.disclose && c.yourBrand,
  };
}

/**
 * The per-platform fields of one post as the dialog sends them: YouTube takes a title and posts
 * publicly, TikTok the chosen privacy and choices, Instagram neither.
 */
export function platformPostFields(
  platform: PostPlatform,
  draft: { title: string; privacy: string | null; tiktok: TikTokChoices },
) {
  if (platform === 'youtube') return { title: draft.title.trim() || null, privacy: 'public', tiktok: null };
  if (platform === 'tiktok')
    return { title: null, privacy: draft.privacy ?? 'SELF_ONLY', tiktok: draft.tiktok };
  return { title: null, privacy: null, tiktok: null };
}
