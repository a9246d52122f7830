import type { NotificationKind } from '@adreel/contracts';

export interface NoticeText {
  kind: NotificationKind;
  title: string;
  body: string;
}

/** What the bell (and the e-mail) says when a post went out or failed, in the user's words. */
export function postNoticeText(o: {
  outcome: 'published' | 'failed';
  platformName: string;
  accountName: string | null;
  /** The channel is a demo stand-in of the platform: the notice says so. */
  standIn?: boolean;
  caption: string;
  reason: string | null;
}): NoticeText {
  const platform = o.standIn ? `the ${o.platformName} demo stand-in` : o.platformName;
  const where = o.accountName ? `${platform} (${o.accountName})` : platform;
  const first = o.caption.split('\n')[0]?.trim() ?? '';
  const quoted = first ? ` “${first.length > 60 ? `${first.slice(0, 59)}…` : first}”` : '';
  if (o.outcome === 'published') {
    return {
      kind: 'post_published',
      title: `Posted to ${o.platformName}`,
      body: `Your post${quoted} is live on ${where}.${o.reason ? ` ${o.reason}` : ''}`,
    };
  }
  return {
    kind: 'post_failed',
    title: `Post to ${o.platformName} failed`,
    body: `Your post${quoted} to ${where} did not go out: ${o.reason ?? 'the platform refused it.'} Open it to retry.`,
  };
}

/** Every post of a campaign is done: how many went out and how many failed. */
export function campaignNoticeText(o: { name: string; published: number; failed: number }): NoticeText {
  const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
  const failed = o.failed > 0 ? `, ${posts(o.failed)} failed` : '';
  return {
    kind: 'campaign_finished',
    title: `Campaign “${o.name}” finished`,
    body: `${posts(o.published)} published${failed}.`,
  };
}

/** The e-mail copy of a notice: its text and the page it points at. */
export function noticeEmail(o: { title: string; body: string; href: string | null; publicUrl: string }) {
  const base = o.publicUrl.replace(/\/+$/, '');
  return {
    subject: `AdReel: ${o.title}`,
    text: [
      o.body,
      '',
      ...(o.href ? [`Open it: ${base}${o.href}`, ''] : []),
      `You get these e-mails because notices by e-mail are on. Turn them off in Settings: ${base}/settings`,
    ].join('\n'),
  };
}
