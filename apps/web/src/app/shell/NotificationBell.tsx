import type { NotificationDto } from '@adreel/contracts';
import { Bell, CheckCircle2, Flag, Newspaper, XCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import {
  useMarkAllNoticesReadMutation,
  useMarkNoticeReadMutation,
  useNotificationsQuery,
} from '../../queries/notifications.ts';
import { ShellPopover } from './ShellPopover.tsx';

const ICON = {
  post_published: <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-600" />,
  post_failed: <XCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-red-600" />,
  campaign_finished: <Flag aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />,
  weekly_digest: <Newspaper aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />,
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NoticeItem({ notice, onOpen }: { notice: NotificationDto; onOpen: () => void }) {
  const markRead = useMarkNoticeReadMutation({
    onError: (error) => toast.error(errorMessage(error, 'The notice could not be marked as read.')),
  });
  const open = () => {
    if (!notice.read) markRead.mutate(notice.id);
    onOpen();
  };
  const text = (
    <>
      <span className="flex items-center gap-2 font-medium text-slate-900">
        {ICON[notice.kind]}
        <span className="min-w-0 break-words">{notice.title}</span>
      </span>
      <span className="mt-0.5 block break-words text-slate-600">{notice.body}</span>
      <span className="mt-0.5 block text-xs text-slate-500">{when(notice.createdAt)}</span>
    </>
  );
  return (
    <li
      data-testid="notice"
      data-read={notice.read}
      className={`flex gap-2 rounded-lg p-2 text-sm ${notice.read ? '' : 'bg-brand-50'}`}
    >
      {notice.href ? (
        <Link to={notice.href} onClick={open} className="min-w-0 flex-1 rounded hover:underline">
          {text}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
      {notice.read ? null : (
        <button
          type="button"
          onClick={() => markRead.mutate(notice.id)}
          disabled={markRead.isPending}
          className="h-fit shrink-0 rounded px-1.5 py-1 text-xs font-medium text-brand-700 hover:bg-white"
          aria-label={`Mark read: ${notice.title}`}
        >
          Mark read
        </button>
      )}
    </li>
  );
}

/** The shell's bell: how many notices are unread, and the newest of them in its panel. */
export function NotificationBell() {
  const notices = useNotificationsQuery();
  const markAll = useMarkAllNoticesReadMutation({
    onError: (error) => toast.error(errorMessage(error, 'The notices could not be marked as read.')),
  });
  const unread = notices.data?.unread ?? 0;
  const items = notices.data?.items ?? [];
  return (
    <ShellPopover
      label="Notifications"
      buttonLabel={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      buttonClassName="relative rounded-lg p-2 text-indigo-100 hover:bg-white/10 hover:text-white"
      button={
        <>
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unread > 0 ? (
            <span
              data-testid="notice-count"
              className="absolute -top-0.5 -right-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[11px] leading-[1.1rem] font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={unread === 0 || markAll.isPending}
              className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              Mark all read
            </button>
          </div>
          {notices.isError ? (
            <p className="mt-3 text-sm text-red-700">
              {errorMessage(notices.error, 'Notices could not be loaded.')}
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              No notices yet. You will find here when a post publishes or fails and when a campaign finishes.
            </p>
          ) : (
            <ul className="mt-2 space-y-1">
              {items.map((n) => (
                <NoticeItem key={n.id} notice={n} onOpen={close} />
              ))}
            </ul>
          )}
        </>
      )}
    </ShellPopover>
  );
}
