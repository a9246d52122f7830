import { digestText } from '@adreel/contracts';
import { isUniqueViolation } from '../autopilot/unique-violation.ts';
import type { WorkerDeps } from '../deps.ts';
import { composeDigest, lastWeek } from '../digest/compose.ts';
import { readWeek } from '../digest/read.ts';
import { defineJob } from '../job.ts';

/**
 * The weekly digest (issue 35 item 4; repeatable, hourly): for every user with a launched campaign
 * and no digest of last week yet, writes it (unique per user and week, so reruns and several workers
 * write one), an in-app notice, and — when the user keeps notices by e-mail — the e-mail (SMTP when
 * set, else the dev outbox; the job id is the digest's, so it is mailed once).
 */
export function weeklyDigestsJob(
  deps: Pick<WorkerDeps, 'db' | 'producer' | 'env'>,
  now: () => Date = () => new Date(),
) {
  const { db } = deps;
  return defineJob({
    queue: 'autopilot',
    name: 'weekly-digests',
    async handle(_payload, ctx) {
      const { start, end } = lastWeek(now());
      const users = await db.user.findMany({
        where: {
          campaigns: { some: { status: { not: 'draft' }, createdAt: { lt: end } } },
          weeklyDigests: { none: { weekStart: start } },
        },
        select: { id: true, email: true, emailNotices: true },
        take: 200,
      });
      let written = 0;
      for (const user of users) {
        const content = composeDigest(await readWeek(db, user.id, start, end));
        let digestId: string;
        try {
          const row = await db.weeklyDigest.create({ data: { userId: user.id, weekStart: start, content } });
          digestId = row.id;
        } catch (err) {
          if (isUniqueViolation(err)) continue;
          throw err;
        }
        written++;
        await db.notification.createMany({
          data: [
            {
              userId: user.id,
              kind: 'weekly_digest',
              key: `digest:${content.weekStart}`,
              title: `Your week ${content.weekStart} – ${content.weekEnd}`,
              body: `${content.totals.clicks} clicks, ${content.totals.earnings.toFixed(2)} earned. Next: ${content.nextAction.text} (Campaigns → Weekly digest)`,
            },
          ],
          skipDuplicates: true,
        });
        if (user.emailNotices) {
          await deps.producer.enqueue(
            'mail',
            'send-email',
            {
              to: user.email,
              subject: `AdReel: your week ${content.weekStart} – ${content.weekEnd}`,
              text: digestText(content, deps.env.PUBLIC_URL),
            },
            { jobId: `digest-${digestId}` },
          );
          await db.weeklyDigest.update({ where: { id: digestId }, data: { emailedAt: now() } });
        }
      }
      if (written > 0) ctx.log('weekly digests written', { written });
      return { written };
    },
  });
}
