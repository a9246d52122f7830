import { type ClonedSite, type ClonedSiteDetails, isUuid } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { findCheckoutLinks } from '@adreel/sites';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { withinPageDepth } from './depth.ts';
import { firstHeadline, outgoingLinks } from './page.ts';
import type { SiteStorage } from './site-storage.ts';

const NOT_FOUND = 'Cloned site not found';

export type SiteRow = Awaited<ReturnType<Db['clonedSite']['findFirstOrThrow']>>;

export interface SiteRecordsDeps {
  db: Db;
  siteStorage: SiteStorage;
  /** Where published sites are reachable: `${publicUrl}/s/{slug}`. */
  publicUrl: string;
}

/** The user's cloned sites as rows (spec §7.4): record a saved page, list, details, delete. */
export function createSiteRecords(deps: SiteRecordsDeps) {
  const { db, siteStorage } = deps;
  const publicUrlOf = (slug: string) => `${deps.publicUrl.replace(/\/$/, '')}/s/${slug}`;

  function toDto(row: SiteRow): ClonedSite {
    return {
      id: row.id,
      link: row.link,
      file_location: row.fileLocation,
      created_at: row.createdAt.toISOString(),
      slug: row.slug,
      publicUrl: row.slug && row.publishedAt ? publicUrlOf(row.slug) : null,
      affiliate_link: row.affiliateLink,
      headline: row.headline,
      banner_enabled: row.bannerEnabled,
      spots_left: row.spotsLeft,
      published_at: row.publishedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }

  /** The caller's own site, or 404 for a missing, malformed or someone else's id. */
  async function owned(userId: string, id: string): Promise<SiteRow> {
    if (!isUuid(id)) throw new NotFound(NOT_FOUND);
    const row = await db.clonedSite.findFirst({ where: { id, userId } });
    if (!row) throw new NotFound(NOT_FOUND);
    return row;
  }

  return {
    publicUrlOf,
    owned,

    async create(userId: string, input: { link: string; fileLocation: string }): Promise<ClonedSite> {
      const location = input.fileLocation.replace(/^\/+/, '');
      const match = /^sites\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/index\.html$/i.exec(location);
      if (!match || match[1] !== userId || !isUuid(match[2] ?? '')) {
        throw new Invalid('fileLocation must be the s3Url returned when you saved the clone.');
      }
      const sizeBytes = await siteStorage.savedBytes(location);
      if (sizeBytes === null) {
        throw new Invalid('No saved page was found at that fileLocation. Save the clone first.');
      }
      const id = match[2] as string;
      const existing = await db.clonedSite.findUnique({ where: { id } });
      if (existing) return toDto(existing);
      const row = await db.clonedSite.create({
        data: { id, userId, link: input.link, fileLocation: location, sizeBytes },
      });
      return toDto(row);
    },

    async list(userId: string): Promise<ClonedSite[]> {
      const rows = await db.clonedSite.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
      return rows.map(toDto);
    },

    async details(userId: string, id: string): Promise<ClonedSiteDetails> {
      const row = await owned(userId, id);
      const html = await siteStorage.sourceHtml(row);
      return withinPageDepth(() => {
        const checkoutLinks = findCheckoutLinks(html, row.link);
        const checkout = new Set(checkoutLinks);
        return {
          site: toDto(row),
          checkoutLinks,
          otherLinks: outgoingLinks(html, row.link).filter((l) => !checkout.has(l)),
          headline: firstHeadline(html),
        };
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      await siteStorage.removeSite(userId, row.id);
      await db.clonedSite.delete({ where: { id: row.id } });
    },
  };
}
export type SiteRecords = ReturnType<typeof createSiteRecords>;
