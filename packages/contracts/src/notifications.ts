import { z } from 'zod';

/** What a notice tells: a post went out or failed, every post of a campaign is done, a weekly digest is in. */
export const NOTIFICATION_KINDS = [
  'post_published',
  'post_failed',
  'campaign_finished',
  'weekly_digest',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** One in-app notice; `href` is the app page it points at (the video's posts, or the campaign). */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  href: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** GET /notifications: the newest notices and how many of all are unread. */
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.uuid({ error: 'Not a notice id' }),
});

/** POST /notifications/read-all: how many were unread. */
export const readAllNotificationsResponseSchema = z.object({ marked: z.number().int().nonnegative() });

/** GET and PUT /notifications/settings: whether each notice is e-mailed too. */
export const notificationSettingsSchema = z.object({
  emailNotices: z.boolean({ error: 'Say true or false' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The app page a notice points at: a post on its video's page, or the campaign. */
export function notificationHref(n: {
  postId: string | null;
  videoId: string | null;
  campaignId: string | null;
}): string | null {
  if (n.campaignId && !n.postId) return `/campaigns/${n.campaignId}`;
  if (n.videoId) return n.postId ? `/video/${n.videoId}#post-${n.postId}` : `/video/${n.videoId}`;
  if (n.campaignId) return `/campaigns/${n.campaignId}`;
  return null;
}
