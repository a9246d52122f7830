import { randomBytes } from 'node:crypto';
import type { PublishSiteBody } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { countdownExpiresAt, publishSite, randomSpotsLeft } from '@adreel/sites';
import type { Logger } from '../../deps.ts';
import type { QuotaService } from '../quotas/service.ts';
import { withinPageDepth } from './depth.ts';
import type { SiteRecords, SiteRow } from './site-records.ts';
import type { SiteStorage } from './site-storage.ts';

export interface SitePublisherDeps {
  db: Db;
  records: SiteRecords;
  siteStorage: SiteStorage;
  /** Storage limit: a site's stored bytes include its published copy. */
  quotas: QuotaService;
  log: Logger;
  now?: () => Date;
}

/** Slugs carry 72 random bits: not enumerable, short enough to share. */
function newSlug(): string {
  return randomBytes(9).toString('base64url');
}

/** A saved page made into a money site: the live preview, publishing at /s/{slug}, and serving it. */
export function createSitePublisher(deps: SitePublisherDeps) {
  const { db, records, siteStorage, log } = deps;
  const now = deps.now ?? (() => new Date());

  function build(
    html: string,
    row: SiteRow,
    body: PublishSiteBody,
    banner: { expiresAt: Date; spotsLeft: number } | null,
  ) {
    return withinPageDepth(() =>
      publishSite(html, {
        affiliateLink: body.affiliateLink ?? null,
        headline: body.headline ?? null,
        banner,
        pageUrl: row.link,
        ...(body.extraLinks?.length ? { extraLinks: body.extraLinks } : {}),
        now: now(),
      }),
    );
  }

  return {
    /** What the published page would look like, for the editor's live preview; nothing is stored. */
    async render(userId: string, id: string, body: PublishSiteBody): Promise<string> {
      const row = await records.owned(userId, id);
      const html = await siteStorage.sourceHtml(row);
      const banner = body.banner
        ? { expiresAt: countdownExpiresAt(now()), spotsLeft: row.spotsLeft ?? 7 }
        : null;
      return build(html, row, body, banner);
    },

    async publish(
      userId: string,
      id: string,
      body: PublishSiteBody,
    ): Promise<{ publicUrl: string; slug: string }> {
      const row = await records.owned(userId, id);
      const html = await siteStorage.sourceHtml(row);
      const publishedAt = now();
      const banner = body.banner
        ? { expiresAt: countdownExpiresAt(publishedAt), spotsLeft: randomSpotsLeft() }
        : null;
      const page = Buffer.from(build(html, row, body, banner), 'utf8');
      // The site's bytes: its saved page plus this published copy (which replaces any earlier one).
      const saved = row.fileLocation ? await siteStorage.savedBytes(row.fileLocation) : null;
      const sizeBytes = (saved ?? 0) + page.length;
      await deps.quotas.assertStorageRoom(userId, sizeBytes - row.sizeBytes);
      await siteStorage.putPublished(userId, row.id, page);
      const slug = row.slug ?? newSlug();
      await db.clonedSite.update({
        where: { id: row.id },
        data: {
          slug,
          affiliateLink: body.affiliateLink ?? null,
          headline: body.headline?.trim() || null,
          bannerEnabled: banner !== null,
          spotsLeft: banner?.spotsLeft ?? null,
          expiresAt: banner?.expiresAt ?? null,
          publishedAt,
          sizeBytes,
        },
      });
      log.info({ siteId: row.id, slug, bytes: page.length, banner: banner !== null }, 'site published');
      return { publicUrl: records.publicUrlOf(slug), slug };
    },

    /** The published page for /s/{slug}, or null when there is none. */
    async publicPage(slug: string): Promise<Buffer | null> {
      if (!/^[A-Za-z0-9_-]{6,64}$/.test(slug)) return null;
      const row = await db.clonedSite.findUnique({ where: { slug } });
      if (!row?.publishedAt) return null;
      return siteStorage.readPublished(row.userId, row.id);
    },
  };
}
export type SitePublisher = ReturnType<typeof createSitePublisher>;
