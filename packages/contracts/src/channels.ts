import { z } from 'zod';
import { CHANNEL_ROUTES } from './channel-readiness.ts';
import { uuidSchema } from './ids.ts';
import { POST_PLATFORM_NAMES, type PostPlatform, postPlatformSchema } from './posts.ts';

/**
 * Channels (issue 24 item 1): the user's TikTok, YouTube and Instagram accounts, connected through
 * each platform's OAuth flow. Several per platform. A refused token refresh turns a channel
 * `reconnect_needed`; the settings page says so and offers Reconnect.
 */
export const CHANNEL_STATUSES = ['connected', 'reconnect_needed'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

export const channelSchema = z.object({
  id: z.string(),
  platform: postPlatformSchema,
  /** Which way posts go: Upload-Post, the server's own app, or the demo stand-in. */
  route: z.enum(CHANNEL_ROUTES),
  accountId: z.string(),
  accountName: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.enum(CHANNEL_STATUSES),
  lastError: z.string().nullable(),
  scopes: z.array(z.string()),
  expiresAt: z.string().nullable(),
  /** When the platform ends this sign-in (Google: 7 days after consent while the app is in Testing). */
  signInEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

/** Settings warns this long before a sign-in ends, so scheduled posts are not caught by it. */
export const SIGN_IN_WARNING_MS = 48 * 3_600_000;

/** Whether a sign-in that ends at `endsAt` is fine, ending within the warning window, or over. */
export function signInState(endsAt: string | Date | null, now: number): 'ok' | 'ending_soon' | 'ended' {
  if (!endsAt) return 'ok';
  const left = new Date(endsAt).getTime() - now;
  if (!Number.isFinite(left)) return 'ok';
  return left <= 0 ? 'ended' : left <= SIGN_IN_WARNING_MS ? 'ending_soon' : 'ok';
}

/** What a sign-in the platform ended says; Google's Testing rule is the usual cause. */
export function signInEndedMessage(platform: PostPlatform): string {
  return platform === 'youtube'
    ? 'Google ended this sign-in: while the Google project is in Testing, sign-ins last 7 days. Reconnect, or publish the app in Google Cloud so sign-ins last.'
    : `${POST_PLATFORM_NAMES[platform]} ended this sign-in. Reconnect to keep posting.`;
}

/** Whether the server offers a platform, and whether it is the local stand-in (demo mode). */
export const channelPlatformSchema = z.object({
  platform: postPlatformSchema,
  available: z.boolean(),
  standIn: z.boolean(),
  /** Where the stand-in lists what was "posted" (stand-ins only). */
  standInPostsUrl: z.string().nullable(),
  /** What the user should know, e.g. TikTok's SELF_ONLY rule, Instagram's public HTTPS need. */
  notes: z.array(z.string()),
});
export type ChannelPlatform = z.infer<typeof channelPlatformSchema>;

export const channelListResponseSchema = z.object({
  channels: z.array(channelSchema),
  platforms: z.array(channelPlatformSchema),
});
export type ChannelListResponse = z.infer<typeof channelListResponseSchema>;

export const channelPlatformParamsSchema = z.object({ platform: postPlatformSchema });
export const channelIdParamsSchema = z.object({ id: uuidSchema });

export const connectChannelResponseSchema = z.object({ authorizeUrl: z.string() });

/** revoked: false where the platform offers no revoke (Instagram) or the revoke call failed. */
export const disconnectChannelResponseSchema = z.object({
  disconnected: z.literal(true),
  revoked: z.boolean(),
});

/** What a platform may put on our callback; all optional, checked by the service. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** What one channel's account allows for a post (TikTok's creator_info; fixed lists elsewhere). */
export const channelPostOptionsSchema = z.object({
  privacyLevels: z.array(z.string()),
  maxDurationS: z.number(),
  notes: z.array(z.string()),
  /** TikTok: the app passed TikTok's audit (else SELF_ONLY to private accounts only); others true. */
  audited: z.boolean(),
  /** TikTok's creator_info: interactions the creator turned off in TikTok (greyed out when posting). */
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
});
export type ChannelPostOptions = z.infer<typeof channelPostOptionsSchema>;

/** The callback sends the browser to /settings?channel=connected&platform=… or ?channel=error&reason=…. */
export const CHANNEL_CALLBACK_ERRORS = {
  denied: (p: string) => `You did not allow AdReel on ${p}. Nothing was connected.`,
  missing: () => 'The sign-in came back without its code or state. Start again with Connect.',
  unknown_state: () => 'This sign-in is unknown or was already used. Start again with Connect.',
  expired: () => 'The sign-in took longer than 10 minutes. Start again with Connect.',
  other_session: () =>
    'This sign-in was started in another browser or by another user. Start again with Connect here.',
  wrong_platform: () => 'This sign-in belongs to another platform. Start again with Connect.',
  refused: (p: string) => `${p} did not accept the sign-in (the code was refused). Start again with Connect.`,
  unreachable: (p: string) => `${p} could not be reached. Try again in a minute.`,
  no_account: (p: string) =>
    `${p} found no account AdReel can post to (for YouTube: create a channel first).`,
  not_configured: (p: string) => `${p} is not set up on this server.`,
} as const;
export type ChannelCallbackError = keyof typeof CHANNEL_CALLBACK_ERRORS;

export function channelCallbackMessage(reason: string | null, platform: string | null): string {
  const name =
    platform && platform in POST_PLATFORM_NAMES
      ? POST_PLATFORM_NAMES[platform as PostPlatform]
      : 'The platform';
  const make = CHANNEL_CALLBACK_ERRORS[(reason ?? '') as ChannelCallbackError];
  return make ? make(name) : 'The connection did not complete. Start again with Connect.';
}
