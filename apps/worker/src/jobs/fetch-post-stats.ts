import { platformStandInsOrigin } from '@adreel/config';
import { createChannelTokens, isPlatformError, isStandIn, PLATFORMS, platformConfigs } from '@adreel/publish';
import { createUploadPostClient, uploadPostConfigFromEnv } from '@adreel/publish/upload-post/index';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob, type JobContext } from '../job.ts';
import { duePosts } from '../post-stats/due.ts';
import {
  directStatsReader,
  type PostStatsReader,
  statsRouteOf,
  uploadPostStatsReader,
} from '../post-stats/readers.ts';
import { loadStatsCandidates, type StatsCandidatePost, saveStats } from '../post-stats/store.ts';
import { platformClientsFromEnv } from '../publish/clients.ts';

/** Posts looked at per run; the rest wait for the next run (every 15 minutes, schedules.ts). */
export const POST_STATS_PER_RUN = 500;

/** Readers per route: each platform's own API, and Upload-Post for posts sent through it. */
export function statsReadersFromEnv(deps: Pick<WorkerDeps, 'db' | 'env'>): Record<string, PostStatsReader> {
  const origin = platformStandInsOrigin(deps.env);
  const configs = platformConfigs(deps.env, origin);
  const tokens = createChannelTokens({
    db: deps.db,
    encryptionKey: parseEncryptionKey(deps.env.ENCRYPTION_KEY),
    clients: platformClientsFromEnv(deps.env),
  });
  const readers: Record<string, PostStatsReader> = {};
  for (const p of PLATFORMS) {
    const config = configs[p];
    if (config) readers[p] = directStatsReader(p, config, tokens, isStandIn(config));
  }
  const uploadPost = uploadPostConfigFromEnv(deps.env as Record<string, unknown>, origin);
  if (uploadPost)
    readers['upload-post'] = uploadPostStatsReader(createUploadPostClient(uploadPost), uploadPost.standIn);
  return readers;
}

/** Posts grouped by route and channel (a channel is one user's), cut into the route's batch size. */
function batches(posts: readonly StatsCandidatePost[], readers: Record<string, PostStatsReader>) {
  const groups = new Map<string, { route: string; posts: StatsCandidatePost[] }>();
  for (const p of posts) {
    const route = statsRouteOf(p);
    const key = `${route}\u0000${p.channelId}`;
    const g = groups.get(key) ?? { route, posts: [] };
    g.posts.push(p);
    groups.set(key, g);
  }
  return [...groups.values()].flatMap(({ route, posts: list }) => {
    const size = readers[route]?.batchSize ?? 1;
    const out: { route: string; posts: StatsCandidatePost[] }[] = [];
    for (let i = 0; i < list.length; i += size) out.push({ route, posts: list.slice(i, i + size) });
    return out;
  });
}

/**
 * Views per post (issue 32, repeatable): reads the numbers of published posts that are due (hourly in
 * their first week, then daily: post-stats/due.ts) in batches within each API's limits, and stores
 * them as the day's PostStatsDaily row. A 429 or quota answer stops that route for this run; any
 * other failure (lag, garbage, a refused token) skips those posts. Either way they stay due for the
 * next run, the reason is logged, and the job itself never fails on a platform's answer.
 */
export function fetchPostStatsJob(
  deps: Pick<WorkerDeps, 'db' | 'env'>,
  readers: Record<string, PostStatsReader> = statsReadersFromEnv(deps),
  now: () => Date = () => new Date(),
) {
  async function run(ctx: JobContext) {
    const at = now();
    const due = duePosts(await loadStatsCandidates(deps.db, at, POST_STATS_PER_RUN), at);
    const backedOff = new Set<string>();
    let saved = 0;
    let skipped = 0;
    for (const batch of batches(due, readers)) {
      const reader = readers[batch.route];
      if (!reader || backedOff.has(batch.route)) {
        skipped += batch.posts.length;
        continue;
      }
      try {
        const rows = await reader.read(batch.posts);
        await saveStats(deps.db, rows, { standIn: reader.standIn, now: at });
        saved += rows.length;
        skipped += batch.posts.length - rows.length;
      } catch (e) {
        skipped += batch.posts.length;
        const message = (e as Error).message;
        if (isPlatformError(e, 'rate_limited') || isPlatformError(e, 'quota')) {
          backedOff.add(batch.route);
          ctx.log('post stats: backing off, the posts stay due', { route: batch.route, error: message });
        } else {
          ctx.log('post stats: not read, the posts stay due', {
            route: batch.route,
            channelId: batch.posts[0]?.channelId,
            error: message,
          });
        }
      }
    }
    return { due: due.length, saved, skipped, backedOff: [...backedOff] };
  }
  return defineJob({
    queue: 'performance',
    name: 'fetch-post-stats',
    handle: (_payload, ctx) => run(ctx),
  });
}
