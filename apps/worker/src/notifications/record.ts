import { notificationHref, POST_PLATFORM_NAMES, type PostPlatform } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import type { Producer } from '@adreel/queue';
import { campaignNoticeText, type NoticeText, noticeEmail, postNoticeText } from './texts.ts';

/** The campaigns' advisory lock namespace ("CAMP", apps/api campaigns/posting.ts): one finisher at a time. */
const CAMPAIGN_LOCK_NAMESPACE = 0x4341_4d50;
const DONE_POST = ['published', 'failed', 'cancelled'];

/** A notice just written, as the e-mail needs it. */
export interface NewNotice {
  id: string;
  userId: string;
  title: string;
  body: string;
  href: string | null;
}

interface Target {
  postId?: string;
  videoId?: string | null;
  campaignId?: string;
}

/**
 * Writes one notice unless its key is there already (a job that ran twice, a retried transaction):
 * INSERT … ON CONFLICT DO NOTHING on (userId, key). Answers the notice when it is new.
 */
async function writeOnce(
  tx: Prisma.TransactionClient,
  userId: string,
  key: string,
  text: NoticeText,
  target: Target,
): Promise<NewNotice | null> {
  const data = {
    userId,
    key,
    ...text,
    postId: target.postId ?? null,
    videoId: target.videoId ?? null,
    campaignId: target.campaignId ?? null,
  };
  const { count } = await tx.notification.createMany({ data: [data], skipDuplicates: true });
  if (count === 0) return null;
  const row = await tx.notification.findUniqueOrThrow({
    where: { userId_key: { userId, key } },
    select: { id: true },
  });
  return { id: row.id, userId, title: text.title, body: text.body, href: notificationHref(data) };
}

/**
 * A campaign is finished once it was launched, no item is still being written or rendered, and
 * every post of it is published, failed or cancelled. Checked under the campaign's lock, so of two
 * last posts ending at once, the second sees the first and writes the notice.
 */
async function campaignFinished(tx: Prisma.TransactionClient, campaignId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CAMPAIGN_LOCK_NAMESPACE}::int, hashtext(${campaignId}::text))`;
  const campaign = await tx.campaign.findUnique({
    where: { id: campaignId },
    select: { id: true, userId: true, name: true, status: true },
  });
  if (!campaign || campaign.status === 'draft') return null;
  const [busyItems, openPosts, byStatus] = await Promise.all([
    tx.campaignItem.count({ where: { campaignId, status: { in: ['writing', 'rendering'] } } }),
    tx.post.count({ where: { campaignId, status: { notIn: DONE_POST } } }),
    tx.post.groupBy({ by: ['status'], where: { campaignId }, _count: { _all: true } }),
  ]);
  if (busyItems > 0 || openPosts > 0) return null;
  const count = (s: string) => byStatus.find((r) => r.status === s)?._count._all ?? 0;
  return { campaign, published: count('published'), failed: count('failed') };
}

/**
 * The notices of a post that just ended (published or failed), written in the transaction that
 * ended it: the post's own, and its campaign's when that was the campaign's last open post.
 * `attempt` keys a failure, so a post retried by the user and failing again says so again.
 */
export async function recordPostNotices(
  tx: Prisma.TransactionClient,
  postId: string,
  outcome: 'published' | 'failed',
): Promise<NewNotice[]> {
  const post = await tx.post.findUnique({
    where: { id: postId },
    select: {
      userId: true,
      videoId: true,
      campaignId: true,
      platform: true,
      caption: true,
      attempt: true,
      failureReason: true,
      channel: { select: { accountName: true, route: true } },
    },
  });
  if (!post) return [];
  const text = postNoticeText({
    outcome,
    platformName: POST_PLATFORM_NAMES[post.platform as PostPlatform] ?? post.platform,
    accountName: post.channel?.accountName ?? null,
    standIn: post.channel?.route === 'stand_in',
    caption: post.caption,
    reason: post.failureReason,
  });
  const key = outcome === 'published' ? `post:${postId}:published` : `post:${postId}:failed:${post.attempt}`;
  const made = [await writeOnce(tx, post.userId, key, text, { postId, videoId: post.videoId })];
  if (post.campaignId) {
    const finished = await campaignFinished(tx, post.campaignId);
    if (finished) {
      made.push(
        await writeOnce(
          tx,
          finished.campaign.userId,
          `campaign:${finished.campaign.id}:finished`,
          campaignNoticeText({ name: finished.campaign.name, ...finished }),
          { campaignId: finished.campaign.id },
        ),
      );
    }
  }
  return made.filter((n): n is NewNotice => n !== null);
}

/**
 * Queues the e-mail copy of new notices for owners who keep notices by e-mail on (the send-email
 * job: SMTP when SMTP_URL is set, else the dev outbox). The job id is the notice's, so a notice is
 * mailed once however often this runs.
 */
export async function emailNotices(
  deps: { db: Db; producer: Producer; publicUrl: string },
  notices: readonly NewNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  const owners = await deps.db.user.findMany({
    where: { id: { in: [...new Set(notices.map((n) => n.userId))] }, emailNotices: true },
    select: { id: true, email: true },
  });
  const emailOf = new Map(owners.map((o) => [o.id, o.email]));
  for (const n of notices) {
    const to = emailOf.get(n.userId);
    if (!to) continue;
    await deps.producer.enqueue(
      'mail',
      'send-email',
      { to, ...noticeEmail({ ...n, publicUrl: deps.publicUrl }) },
      { jobId: `notice-${n.id}` },
    );
  }
}
