import { randomBytes } from 'node:crypto';
import type { PublishSiteBody } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { countdownExpiresAt, previewPage, publishSite, randomSpotsLeft } from '@adreel/sites';
import type { Logger } from '../../deps.ts';
import type { StorageQuota } from '../../kernel/ports.ts';
import { withinPageDepth } from './depth.ts';
import type { SiteRecords, SiteRow } from './site-records.ts';
import type { SiteStorage } from './site-storage.ts';

export interface SitePublisherDeps {
  db: Db;
  records: SiteRecords;
  siteStorage: SiteStorage;
  /** Storage limit: a site's stored bytes include its published copy. */
  quotas: StorageQuota;
  log: Logger;
  /** The tracked short link (/go/{code}) a published site's order buttons point to instead. */
  linkFor(userId: string, siteId: string, affiliateLink: string): Promise<string>;
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

  /** The page publishing `body` would make, as a preview frame shows it; nothing is stored. */
  async function render(row: SiteRow, body: PublishSiteBody): Promise<string> {
    const html = await siteStorage.sourceHtml(row);
    const banner = body.banner
      ? { expiresAt: countdownExpiresAt(now()), spotsLeft: row.spotsLeft ?? 7 }
      : null;
    const page = build(html, row, body, banner);
    return withinPageDepth(() => previewPage(page));
  }

  return {
    /** What the published page would look like, for the editor's live preview. */
    async render(userId: string, id: string, body: PublishSiteBody): Promise<string> {
      return render(await records.owned(userId, id), body);
    },

    /**
     * My Affiliates' Preview (GET /preview/{id}): the page visitors see. A published site is its
     * published copy, banner deadline and all; one not yet published is rendered with the editor's
     * defaults (its detected headline, the countdown on), as publishing it now would make it.
     */
    async preview(userId: string, id: string): Promise<string> {
      const row = await records.owned(userId, id);
      if (row.publishedAt) {
        const published = await siteStorage.readPublished(row.userId, row.id);
        if (published) return withinPageDepth(() => previewPage(published.toString('utf8')));
      }
      return render(row, {
        ...(row.affiliateLink ? { affiliateLink: row.affiliateLink } : {}),
        ...(row.headline ? { headline: row.headline } : {}),
        banner: row.publishedAt ? row.bannerEnabled : true,
      });
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
      // Order buttons go through the tracked link; the editor keeps showing the real one.
      const tracked = body.affiliateLink ? await deps.linkFor(userId, row.id, body.affiliateLink) : undefined;
      const page = Buffer.from(build(html, row, { ...body, affiliateLink: tracked }, banner), 'utf8');
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
