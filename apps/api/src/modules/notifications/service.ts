import {
  type NotificationDto,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsResponse,
  notificationHref,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { NotFound } from '../../domain-errors.ts';

/** How many notices the bell lists; older ones stay in the table (and in the unread count). */
export const NOTICE_LIST_SIZE = 30;
const GONE = 'Notice not found.';

type Row = {
  id: string;
  kind: string;
  title: string;
  body: string;
  postId: string | null;
  videoId: string | null;
  campaignId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

const toDto = (row: Row): NotificationDto => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  href: notificationHref(row),
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The signed-in user's in-app notices (the worker writes them, see apps/worker/src/notices). Every
 * read and write is scoped to the owner: someone else's notice is "not found", never "not yours".
 */
export function createNotificationService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(userId: string): Promise<NotificationsResponse> {
      const [rows, unread] = await Promise.all([
        db.notification.findMany({
          where: { userId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: NOTICE_LIST_SIZE,
        }),
        db.notification.count({ where: { userId, readAt: null } }),
      ]);
      return { items: rows.map(toDto), unread };
    },

    async markRead(userId: string, id: string): Promise<NotificationDto> {
      // Reading a notice twice keeps the first time it was read.
      await db.notification.updateMany({ where: { id, userId, readAt: null }, data: { readAt: now() } });
      const row = await db.notification.findFirst({ where: { id, userId } });
      if (!row) throw new NotFound(GONE);
      return toDto(row);
    },

    async markAllRead(userId: string): Promise<{ marked: number }> {
      const { count } = await db.notification.updateMany({
        where: { userId, readAt: null },
        data: { readAt: now() },
      });
      return { marked: count };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { emailNotices: true } });
      return { emailNotices: user?.emailNotices ?? true };
    },

    async saveSettings(userId: string, body: NotificationSettings): Promise<NotificationSettings> {
      await db.user.update({ where: { id: userId }, data: { emailNotices: body.emailNotices } });
      return body;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
