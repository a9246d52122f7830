import { autopilotClock } from '@adreel/config';
import { channels, createChangeNotices, postJobOptions, startQueuedRenders } from '@adreel/queue';
import type { OfferLinks } from '../kernel/offer-links.ts';
import type { AccountCaps, PostCreator, RenderUsage, ScriptStarter, VideoCreator } from '../kernel/ports.ts';
import { createCampaignService } from '../modules/campaigns/service.ts';
import { quotaLimitsFromEnv } from '../modules/quotas/rules.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Notices are gathered this long, so a render's progress notices cost one query, not one each. */
const NOTICE_BATCH_MS = 2000;
/** Every process also looks this often, so a lost notice (an API restarted mid-render) costs a minute. */
const SWEEP_MS = 60_000;

/**
 * Campaigns (issue 24 item 6), built over the script writer, the video create path, the posts
 * service and the quotas. A finished campaign video is placed on the rhythm when its "video changed"
 * notice arrives; should the notice be lost, on the next view of the user's campaigns or the next
 * minute's sweep. `close()` (the app's onClose) stops both.
 */
export function buildCampaignServices(
  deps: ServiceDeps,
  parts: {
    scripts: ScriptStarter;
    videos: VideoCreator;
    posts: PostCreator;
    quotas: RenderUsage;
    caps: AccountCaps;
    offerLinks: OfferLinks;
  },
) {
  const { env, db, pubsub, log, producer, redis } = deps;
  const clock = autopilotClock(env);
  const slots = {
    db,
    producer,
    notices: createChangeNotices(redis, env.QUEUE_PREFIX),
    limit: quotaLimitsFromEnv(env).concurrentRenders,
  };
  const campaigns = createCampaignService({
    db,
    ...parts,
    hooks: deps.hooks,
    log,
    // A post moved on resume gets a new job at its new time (the job id names the time).
    enqueuePost: async (post) => {
      await producer.enqueue('publishing', 'publish-post', { postId: post.id }, postJobOptions(post));
    },
    startRenders: (userId) => startQueuedRenders(slots, userId),
    autopilotDemo: {
      fastSlotSeconds: clock.fastSlotSeconds,
      standInAudience: clock.audienceEveryMs !== null,
    },
  });
  let pending = new Set<string>();
  let waiting = false;
  let closed = false;
  const place = (where: { videoIds?: string[] }) =>
    campaigns
      .placeDue(where)
      .catch((err: Error) => log.warn({ err: err.message }, 'placing campaign posts failed'));
  const flush = () => {
    waiting = false;
    if (closed) return;
    const videoIds = [...pending];
    pending = new Set();
    void place({ videoIds });
  };
  const placeSlots = (campaignId?: string) =>
    campaigns
      .placeDecided(campaignId ? { campaignId } : {})
      .catch((err: Error) => log.warn({ err: err.message }, 'placing autopilot slots failed'));
  // Decided autopilot slots are placed when the worker's notice arrives, or by the sweep (on the fast
  // clock as often as slots come).
  const sweep = setInterval(() => void place({}), SWEEP_MS).unref();
  const slotSweep = setInterval(
    () => void placeSlots(),
    Math.min(SWEEP_MS, (clock.fastSlotSeconds ?? 60) * 1000),
  ).unref();
  const unsubscribeSlots = pubsub.subscribe(channels.slotDecided(env.QUEUE_PREFIX), (campaignId) => {
    if (!closed) void placeSlots(campaignId);
  });
  const unsubscribe = pubsub.subscribe(channels.videoChanged(env.QUEUE_PREFIX), (videoId) => {
    pending.add(videoId);
    if (waiting) return;
    waiting = true;
    setTimeout(flush, NOTICE_BATCH_MS).unref();
  });
  return {
    campaigns: {
      campaigns: {
        ...campaigns,
        close() {
          closed = true;
          clearInterval(sweep);
          clearInterval(slotSweep);
          unsubscribe();
          unsubscribeSlots();
        },
      },
    },
  };
}
