import { buildAccountServices, buildCaps, buildQuotas } from './registry/account.ts';
import { buildCampaignServices } from './registry/campaigns.ts';
import { buildChannelServices } from './registry/channels.ts';
import { buildClickBankServices } from './registry/clickbank.ts';
import { buildMarketplaceServices } from './registry/marketplace.ts';
import { buildMediaServices } from './registry/media.ts';
import { buildMoneyServices } from './registry/money.ts';
import { buildOperatorService } from './registry/operator.ts';
import { buildPublishingServices } from './registry/publishing.ts';
import { buildShared, type ServiceDeps } from './registry/service-deps.ts';
import { buildSiteServices } from './registry/sites.ts';
import { buildTranslationServices } from './registry/translations.ts';

export type { ServiceDeps } from './registry/service-deps.ts';

/**
 * The service registry: every service of every module, built once from one dependency bag. Each
 * area has its own builder in registry/ (account, media, marketplace, sites, money, operator); a new
 * service goes into its area's builder, and a new area gets a builder composed here. The app
 * decorates itself with the result, and routes reach a service as `app.services.<name>`.
 */
export function createServices(deps: ServiceDeps) {
  const shared = buildShared(deps);
  const caps = buildCaps(deps);
  const quotas = buildQuotas(deps, caps);
  const money = buildMoneyServices(deps, shared);
  const media = buildMediaServices(deps, shared, { quotas, caps, links: money.links });
  const channels = buildChannelServices(deps, shared);
  const publishing = buildPublishingServices(deps, {
    links: money.links,
    caps,
    uploadPost: channels.uploadPostChannels,
  });
  return {
    quotas,
    caps,
    ...buildAccountServices(deps, shared),
    ...money,
    ...buildMarketplaceServices(deps, shared, money),
    ...buildClickBankServices(deps, shared, money),
    ...media,
    ...buildSiteServices(deps, { quotas, links: money.links, offerLinks: shared.offerLinks }),
    ...channels,
    ...buildTranslationServices(deps, { caps }),
    ...publishing,
    ...buildCampaignServices(deps, {
      scripts: media.scripts,
      videos: media.videos,
      posts: publishing.posts,
      quotas,
      caps,
      offerLinks: shared.offerLinks,
    }),
    operator: buildOperatorService(deps, {
      openStreams: () => media.videoEvents.streams.size + media.scriptEvents.streams.size,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
