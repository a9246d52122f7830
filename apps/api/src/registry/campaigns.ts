import { channels } from '@adreel/queue';
import type { PostCreator, RenderUsage, ScriptStarter, VideoCreator } from '../kernel/ports.ts';
import { createCampaignService } from '../modules/campaigns/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Notices are gathered this long, so a render's progress notices cost one query, not one each. */
const NOTICE_BATCH_MS = 2000;

/**
 * Campaigns (issue 24 item 6), built over the script writer, the video create path, the posts
 * service and the quotas. A finished campaign video is placed on the rhythm when its "video changed"
 * notice arrives (and, should a notice be lost, on the next view of the user's campaigns).
 */
export function buildCampaignServices(
  deps: ServiceDeps,
  parts: { scripts: ScriptStarter; videos: VideoCreator; posts: PostCreator; quotas: RenderUsage },
) {
  const { env, db, pubsub, log } = deps;
  const campaigns = createCampaignService({ db, ...parts, log });
  let pending = new Set<string>();
  let waiting = false;
  const flush = () => {
    waiting = false;
    const videoIds = [...pending];
    pending = new Set();
    campaigns
      .placeDue({ videoIds })
      .catch((err: Error) => log.warn({ err: err.message }, 'placing campaign posts failed'));
  };
  pubsub.subscribe(channels.videoChanged(env.QUEUE_PREFIX), (videoId) => {
    pending.add(videoId);
    if (waiting) return;
    waiting = true;
    setTimeout(flush, NOTICE_BATCH_MS).unref();
  });
  return { campaigns };
}
