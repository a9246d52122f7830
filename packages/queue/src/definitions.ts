import { z } from 'zod';

/**
 * Every queue, job name and payload in one typed map: the API enqueues with these schemas and the
 * worker's registry must cover each job at boot. Payloads carry ids only; Postgres holds the state.
 */
export const jobDefinitions = {
  mail: {
    'send-email': z.object({ to: z.email(), subject: z.string().min(1), text: z.string().min(1) }),
  },
  scripts: {
    'generate-script': z.object({ scriptId: z.uuid() }),
  },
  renders: {
    'render-video': z.object({ videoId: z.uuid() }),
  },
  sites: {
    'screenshot-site': z.object({ dfyItemId: z.uuid() }),
  },
  catalog: {
    'refresh-offers': z.object({ entryIds: z.array(z.string()).optional() }),
  },
  webhooks: {
    'deliver-webhook': z.object({ deliveryId: z.uuid() }),
  },
  publishing: {
    /** One post to one channel; the job id names its due time (postJobOptions). */
    'publish-post': z.object({ postId: z.uuid() }),
    /** Refreshes connected channels' tokens that expire soon (repeatable). */
    'refresh-channel-tokens': z.object({}),
  },
  performance: {
    /** Deletes raw clicks past CLICK_RETENTION_DAYS (their rollups stay) (repeatable). */
    'prune-clicks': z.object({}),
    /** Reads Digistore24's sales report for one connected user (or every one) and adds what is missing. */
    'sync-digistore-sales': z.object({ userId: z.uuid().optional() }),
    /** Reads ClickBank's orders report for one connected user (or every one) and adds what the INS missed. */
    'sync-clickbank-sales': z.object({ userId: z.uuid().optional() }),
    /** Reads the platforms' numbers (views, likes, …) of published posts that are due (repeatable). */
    'fetch-post-stats': z.object({}),
  },
  autopilot: {
    /** Gives every due autopilot slot its variant and logs why (repeatable, issue 35). */
    'decide-autopilot-slots': z.object({}),
    /** Demo mode only: the stand-in audience clicks and buys on autopilot posts from hidden per-variant rates (repeatable). */
    'demo-audience': z.object({}),
    /** Writes last week's digest for every user with a launched campaign, once per user and week (repeatable). */
    'weekly-digests': z.object({}),
  },
} as const;

export type JobDefinitions = typeof jobDefinitions;
export type QueueName = keyof JobDefinitions;
export type JobName<Q extends QueueName> = keyof JobDefinitions[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = z.infer<
  JobDefinitions[Q][N] extends z.ZodType ? JobDefinitions[Q][N] : never
>;

export const QUEUE_NAMES = Object.keys(jobDefinitions) as QueueName[];

export function payloadSchema<Q extends QueueName>(queue: Q, name: string): z.ZodType | undefined {
  return (jobDefinitions[queue] as Record<string, z.ZodType>)[name];
}

/** Done-for-you renders are background work: they wait behind every user's renders, whatever their rank. */
export const DFY_RENDER_PRIORITY = 1_000_000;

/**
 * A render's place in the queue, fair between users. BullMQ runs jobs without a priority first (in
 * order), then prioritized ones, lowest number first. A user's render carries its `rank` among that
 * user's renders in flight (render-slots.ts `renderRank`): the oldest none, the next priority 1, and
 * so on, so one user's campaign of 20 holds its first render's place only, and another user's
 * single video starts as soon as a worker is free.
 */
export function renderJobOptions(
  videoId: string,
  kind: string,
  rank = 0,
): { jobId: string; priority?: number } {
  if (kind === 'dfy') return { jobId: videoId, priority: DFY_RENDER_PRIORITY };
  return rank > 0
    ? { jobId: videoId, priority: Math.min(rank, DFY_RENDER_PRIORITY - 1) }
    : { jobId: videoId };
}

/** Defaults every job gets: bounded exponential retries, and finished jobs trimmed from Redis. */
export const defaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 1000 },
};

/**
 * One attempt of one webhook delivery: the job id names the attempt and its due time, so a sweep that
 * re-enqueues a due delivery collapses into the job already waiting for it, while a delivery whose
 * worker died (its lease moved the due time) gets a new job. The delay is the backoff Postgres chose.
 */
export function webhookJobOptions(
  delivery: { id: string; attempts: number; nextAttemptAt: Date | null },
  now = Date.now(),
) {
  const due = delivery.nextAttemptAt?.getTime() ?? now;
  return { jobId: `${delivery.id}-${delivery.attempts}-${due}`, delay: Math.max(0, due - now) };
}

/**
 * A post's job is a BullMQ delayed job due at its scheduled time. The id names the post and that time,
 * so the reconciler's re-enqueue collapses into the waiting job, while a moved post gets a new job (the
 * old one finds the post not yet due, or no longer scheduled, and does nothing). One attempt: the
 * handler itself reschedules on rate limits and transient errors, and the reconciler finds the rest.
 */
export function postJobOptions(post: { id: string; scheduledAt: Date }, now = Date.now()) {
  return {
    jobId: `${post.id}-${post.scheduledAt.getTime()}`,
    delay: Math.max(0, post.scheduledAt.getTime() - now),
    attempts: 1,
  };
}
