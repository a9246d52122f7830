import type { OfferLinks } from '../kernel/offer-links.ts';
import type { StorageQuota, TrackedLinks } from '../kernel/ports.ts';
import { createDfyService } from '../modules/dfy/service.ts';
import { createSiteCloner } from '../modules/sites/site-clone.ts';
import { createSiteFromOffer } from '../modules/sites/site-from-offer.ts';
import { createSitePublisher } from '../modules/sites/site-publish.ts';
import { createSiteRecords } from '../modules/sites/site-records.ts';
import { createSiteStorage } from '../modules/sites/site-storage.ts';
import { createUploadService } from '../modules/traffic/upload-service.ts';
import type { ServiceDeps } from './service-deps.ts';

type SiteLinks = Pick<TrackedLinks, 'linksFor' | 'keyOf'> & {
  linkFor(userId: string, request: Parameters<TrackedLinks['keyOf']>[0]): Promise<{ url: string }>;
};

/** Sites and traffic: cloned and published money sites, done-for-you items, traffic uploads. */
export function buildSiteServices(
  deps: ServiceDeps,
  parts: { quotas: StorageQuota; links: SiteLinks; offerLinks: OfferLinks },
) {
  const { env, db, storage, log } = deps;
  const { quotas, links } = parts;
  const apiPrefix = env.API_PREFIX;
  const siteStorage = createSiteStorage({ storage, quotas, log });
  const siteCloner = createSiteCloner({ fetcher: deps.fetcher, log });
  const sites = createSiteRecords({ db, siteStorage, publicUrl: env.PUBLIC_URL });
  const sitePublisher = createSitePublisher({
    db,
    records: sites,
    siteStorage,
    quotas,
    log,
    linkFor: async (userId, siteId, targetUrl) =>
      (await links.linkFor(userId, { kind: 'site', sourceId: siteId, targetUrl })).url,
  });
  return {
    sites: {
      siteStorage,
      siteCloner,
      sites,
      sitePublisher,
      siteFromOffer: createSiteFromOffer({
        db,
        cloner: siteCloner,
        siteStorage,
        records: sites,
        publisher: sitePublisher,
        offerLinks: parts.offerLinks,
        demoOfferPage: deps.demo?.offerPageUrl,
      }),
    },
    dfy: { dfy: createDfyService({ db, storage, apiPrefix, quotas, links }) },
    traffic: {
      uploads: createUploadService({
        db,
        storage,
        quotas,
        fileUrl: (id, ext) => `${env.PUBLIC_URL}${apiPrefix}/traffic/files/${id}/file.${ext}`,
      }),
    },
  };
}
