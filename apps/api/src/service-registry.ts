import { buildAccountServices } from './registry/account.ts';
import { buildCampaignServices } from './registry/campaigns.ts';
import { buildChannelServices } from './registry/channels.ts';
import { buildClickBankServices } from './registry/clickbank.ts';
import { buildMarketplaceServices } from './registry/marketplace.ts';
import { buildMediaServices } from './registry/media.ts';
import { buildMoneyServices } from './registry/money.ts';
import { buildOperatorService } from './registry/operator.ts';
import { buildPublishingServices } from './registry/publishing.ts';
import { buildQuotaServices } from './registry/quotas.ts';
import { buildShared, type ServiceDeps } from './registry/service-deps.ts';
import { buildSiteServices } from './registry/sites.ts';
import { buildTranslationServices } from './registry/translations.ts';

export type { ServiceDeps } from './registry/service-deps.ts';

/**
 * The service registry: every service of every module, built once from one dependency bag and grouped
 * by module, `app.services.<module>.<service>` (the module's folder name, camelCased). Each area has
 * its own builder in registry/ returning its modules' groups; a new service goes into its area's
 * builder, and a new area gets a builder composed here. A route reads only its own module's group
 * (module-services.test.ts): what it needs of another module is wired into its own service here.
 */
export function createServices(deps: ServiceDeps) {
  const shared = buildShared(deps);
  const { quotas } = buildQuotaServices(deps);
  const { caps } = quotas;
  const { sales, ...money } = buildMoneyServices(deps, shared);
  const { links } = money.links;
  const media = buildMediaServices(deps, shared, { quotas: quotas.quotas, caps, links });
  const { channels } = buildChannelServices(deps, shared);
  const publishing = buildPublishingServices(deps, {
    links,
    caps,
    uploadPost: channels.uploadPostChannels,
  });
  return {
    /**
     * Kernel: only what no module's folder holds and more than one module uses, the rate limiter
     * (security/; sign-in, account, looks, scene images) and the one sale recorder (@adreel/sales;
     * the IPN, postbacks and INS). Anything a module's folder builds belongs in that module's group.
     */
    kernel: { limiter: shared.limiter, sales },
    quotas,
    ...buildAccountServices(deps, shared),
    ...money,
    ...buildMarketplaceServices(deps, shared, { sales, ...money }),
    ...buildClickBankServices(deps, shared, { sales }),
    ...media,
    ...buildSiteServices(deps, { quotas: quotas.quotas, links, offerLinks: shared.offerLinks }),
    channels,
    ...buildTranslationServices(deps, { caps }),
    ...publishing,
    ...buildCampaignServices(deps, {
      scripts: media.scripts.scripts,
      videos: media.videos.videos,
      posts: publishing.posts.posts,
      quotas: quotas.quotas,
      caps,
      offerLinks: shared.offerLinks,
    }),
    ...buildOperatorService(deps, {
      openStreams: () => media.videos.videoEvents.streams.size + media.scripts.scriptEvents.streams.size,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
