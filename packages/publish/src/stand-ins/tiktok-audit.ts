import { findAccount } from './accounts.ts';
import type { Ctx } from './core.ts';
import type { Token } from './store.ts';

export const ALL_PRIVACY = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
];
/** TikTok offers a private account no "Everyone". */
const PRIVATE_ACCOUNT_PRIVACY = ['MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
/** TikTok's content-sharing guidelines: an unaudited client may let at most 5 creators post per 24 h. */
export const UNAUDITED_ACTIVE_USER_CAP = 5;
const DAY_MS = 86_400_000;

const isPrivate = (account: string) => findAccount('tiktok', account)?.privateAccount !== false;

/** creator_info's privacy_level_options: only SELF_ONLY while the app is unaudited. */
export function privacyOptions(ctx: Ctx, account: string): string[] {
  if (!ctx.opts.audited) return ['SELF_ONLY'];
  return isPrivate(account) ? PRIVATE_ACCOUNT_PRIVACY : ALL_PRIVACY;
}

/**
 * A creator for the daily cap: a demo account as allowed in one browser (each browser that allows a
 * demo account plays its own person), or the account alone for a token without a browser.
 */
const creatorOf = (t: Token) => `${t.account}@${t.session ?? ''}`;

/** The creator's own choices in post_info, as the stand-in records them with the post. */
const CHOICES = [
  'disable_comment',
  'disable_duet',
  'disable_stitch',
  'brand_content_toggle',
  'brand_organic_toggle',
];
export const postChoices = (post: Record<string, unknown>) =>
  Object.fromEntries(CHOICES.map((k) => [k, post[k] === true]));

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * What TikTok answers a Direct Post's video/init that breaks its rules, or null: an unaudited client
 * may post only to private accounts, only SELF_ONLY, and for at most 5 creators in 24 h; the privacy
 * must be one creator_info offered; branded content (Paid partnership) cannot be private.
 */
export function directPostRefusal(ctx: Ctx, t: Token, post: Record<string, unknown>): Refusal | null {
  const privacy = String(post.privacy_level ?? '');
  if (!ALL_PRIVACY.includes(privacy))
    return { status: 400, code: 'invalid_params', message: 'privacy_level is missing or unknown.' };
  if (!ctx.opts.audited && !isPrivate(t.account))
    return {
      status: 403,
      code: 'unaudited_client_can_only_post_to_private_accounts',
      message: 'Unaudited clients can only post to a private account.',
    };
  if (!ctx.opts.audited && privacy !== 'SELF_ONLY')
    return {
      status: 403,
      code: 'unaudited_client_can_only_post_to_private_accounts',
      message: 'Unaudited clients can only post with privacy_level SELF_ONLY.',
    };
  if (!privacyOptions(ctx, t.account).includes(privacy))
    return {
      status: 400,
      code: 'privacy_level_option_mismatch',
      message: 'privacy_level is not one of the privacy_level_options of creator_info.',
    };
  if (post.brand_content_toggle === true && privacy === 'SELF_ONLY')
    return { status: 400, code: 'invalid_params', message: 'Branded content cannot be private (SELF_ONLY).' };
  if (!ctx.opts.audited && !admitCreator(ctx, t))
    return {
      status: 403,
      code: 'reached_active_user_cap',
      message: 'The daily quota for active publishing users from your client is reached.',
    };
  return null;
}

/** Counts the creator among those who posted in the last 24 h; false when the cap is full without them. */
function admitCreator(ctx: Ctx, t: Token): boolean {
  const now = Date.now();
  const active = ctx.store.activeCreators;
  for (const [who, at] of active) if (at < now - DAY_MS) active.delete(who);
  const who = creatorOf(t);
  if (!active.has(who) && active.size >= UNAUDITED_ACTIVE_USER_CAP) return false;
  active.set(who, now);
  return true;
}
