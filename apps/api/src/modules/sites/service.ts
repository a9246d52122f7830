import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import {
  buildAffiliateLink,
  type ClonedSite,
  type ClonedSiteDetails,
  MAX_SITE_HTML_BYTES,
  type PublishSiteBody,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { demoLandingUrl, demoProducts } from '@adreel/demo-shop';
import type { SafeFetcher } from '@adreel/fetch';
import {
  CloneError,
  cloneSite,
  countdownExpiresAt,
  findCheckoutLinks,
  publishSite,
  randomSpotsLeft,
} from '@adreel/sites';
import type { Storage } from '@adreel/storage';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { uuidv7 } from '../quotas/rules.ts';
import type { QuotaService } from '../quotas/service.ts';
import { firstHeadline, outgoingLinks } from './page.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Cloned site not found';
const PUBLISHED_FILE = 'published.html';

export interface SiteServiceDeps {
  db: Db;
  storage: Storage;
  fetcher: SafeFetcher;
  log: FastifyBaseLogger;
  /** Where published sites are reachable: `${publicUrl}/s/{slug}`. */
  publicUrl: string;
  demoShopOrigin: string;
  /** True in production: offers are cloned from their real sales page, not the demo shop. */
  production: boolean;
  /** Storage limit: checked before a page is stored; recorded sites carry their stored bytes. */
  quotas: QuotaService;
  now?: () => Date;
}

type SiteRow = Awaited<ReturnType<Db['clonedSite']['findFirstOrThrow']>>;

function folderOf(userId: string, siteId: string): string {
  return `sites/${userId}/${siteId}/`;
}

/** Slugs carry 72 random bits: not enumerable, short enough to share. */
function newSlug(): string {
  return randomBytes(9).toString('base64url');
}

export function createSiteService(deps: SiteServiceDeps) {
  const { db, storage, log } = deps;
  const now = deps.now ?? (() => new Date());
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

  async function owned(userId: string, id: string): Promise<SiteRow> {
    if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
    const row = await db.clonedSite.findFirst({ where: { id, userId } });
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  /** The saved page: `…/index.html`, or its gzipped twin `…/index.html.gz` when saved compressed. */
  async function readPage(key: string): Promise<string | null> {
    if (await storage.stat(key)) return (await storage.readBuffer(key)).toString('utf8');
    if (await storage.stat(`${key}.gz`)) {
      return (await gunzipAsync(await storage.readBuffer(`${key}.gz`))).toString('utf8');
    }
    return null;
  }

  /** Stored size of the saved page (plain or gzipped), or null when there is none. */
  async function savedBytes(key: string): Promise<number | null> {
    return (await storage.stat(key))?.size ?? (await storage.stat(`${key}.gz`))?.size ?? null;
  }

  async function sourceHtml(row: SiteRow): Promise<string> {
    if (!row.fileLocation?.endsWith('/index.html')) {
      throw new HttpError(400, 'This site has no saved page yet, so there is nothing to show.');
    }
    const html = await readPage(row.fileLocation);
    if (html === null) throw new HttpError(404, 'The saved page of this site could not be found.');
    return html;
  }

  async function clone(url: string): Promise<string> {
    try {
      const result = await cloneSite(url, { fetcher: deps.fetcher });
      log.info(
        { url, finalUrl: result.finalUrl, ms: Math.round(result.ms), bytes: result.bytes },
        'site cloned',
      );
      return result.html;
    } catch (error) {
      if (error instanceof CloneError) {
        log.info({ url, code: error.code }, 'site clone refused');
        throw new HttpError(400, error.message);
      }
      throw error;
    }
  }

  async function save(
    userId: string,
    input: { html: string; url: string; compress?: boolean | undefined },
  ): Promise<{ s3Url: string }> {
    const bytes = Buffer.from(input.html, 'utf8');
    if (bytes.length > MAX_SITE_HTML_BYTES) {
      throw new HttpError(413, 'This page is larger than the 20 MB limit for saved sites.');
    }
    const stored = input.compress ? await gzipAsync(bytes) : bytes;
    await deps.quotas.assertStorageRoom(userId, stored.length, { collectPending: true });
    // A v7 id carries its save time: a page never recorded as a site is cleared after a while.
    const key = `${folderOf(userId, uuidv7())}index.html`;
    if (input.compress) {
      await storage.put(`${key}.gz`, stored, 'application/gzip');
    } else {
      await storage.put(key, stored, 'text/html; charset=utf-8');
    }
    log.info({ key, bytes: bytes.length, compress: Boolean(input.compress) }, 'cloned site saved');
    return { s3Url: key };
  }

  async function create(userId: string, input: { link: string; fileLocation: string }): Promise<ClonedSite> {
    const location = input.fileLocation.replace(/^\/+/, '');
    const match = /^sites\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/index\.html$/i.exec(location);
    if (!match || match[1] !== userId || !UUID.test(match[2] ?? '')) {
      throw new HttpError(400, 'fileLocation must be the s3Url returned when you saved the clone.');
    }
    const sizeBytes = await savedBytes(location);
    if (sizeBytes === null) {
      throw new HttpError(400, 'No saved page was found at that fileLocation. Save the clone first.');
    }
    const id = match[2] as string;
    const existing = await db.clonedSite.findUnique({ where: { id } });
    if (existing) return toDto(existing);
    const row = await db.clonedSite.create({
      data: { id, userId, link: input.link, fileLocation: location, sizeBytes },
    });
    return toDto(row);
  }

  async function list(userId: string): Promise<ClonedSite[]> {
    const rows = await db.clonedSite.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
    return rows.map(toDto);
  }

  async function details(userId: string, id: string): Promise<ClonedSiteDetails> {
    const row = await owned(userId, id);
    const html = await sourceHtml(row);
    const checkoutLinks = findCheckoutLinks(html, row.link);
    const checkout = new Set(checkoutLinks);
    return {
      site: toDto(row),
      checkoutLinks,
      otherLinks: outgoingLinks(html, row.link).filter((l) => !checkout.has(l)),
      headline: firstHeadline(html),
    };
  }

  async function remove(userId: string, id: string): Promise<void> {
    const row = await owned(userId, id);
    await storage.deletePrefix(folderOf(userId, row.id));
    await db.clonedSite.delete({ where: { id: row.id } });
  }

  async function preview(userId: string, id: string): Promise<string> {
    return sourceHtml(await owned(userId, id));
  }

  function build(
    html: string,
    row: SiteRow,
    body: PublishSiteBody,
    banner: { expiresAt: Date; spotsLeft: number } | null,
  ) {
    return publishSite(html, {
      affiliateLink: body.affiliateLink ?? null,
      headline: body.headline ?? null,
      banner,
      pageUrl: row.link,
      ...(body.extraLinks?.length ? { extraLinks: body.extraLinks } : {}),
      now: now(),
    });
  }

  /** What the published page would look like, for the editor's live preview; nothing is stored. */
  async function render(userId: string, id: string, body: PublishSiteBody): Promise<string> {
    const row = await owned(userId, id);
    const html = await sourceHtml(row);
    const banner = body.banner
      ? { expiresAt: countdownExpiresAt(now()), spotsLeft: row.spotsLeft ?? 7 }
      : null;
    return build(html, row, body, banner);
  }

  async function publish(
    userId: string,
    id: string,
    body: PublishSiteBody,
  ): Promise<{ publicUrl: string; slug: string }> {
    const row = await owned(userId, id);
    const html = await sourceHtml(row);
    const publishedAt = now();
    const banner = body.banner
      ? { expiresAt: countdownExpiresAt(publishedAt), spotsLeft: randomSpotsLeft() }
      : null;
    const page = Buffer.from(build(html, row, body, banner), 'utf8');
    // The site's bytes: its saved page plus this published copy (which replaces any earlier one).
    const saved = row.fileLocation ? await savedBytes(row.fileLocation) : null;
    const sizeBytes = (saved ?? 0) + page.length;
    await deps.quotas.assertStorageRoom(userId, sizeBytes - row.sizeBytes);
    await storage.put(`${folderOf(userId, row.id)}${PUBLISHED_FILE}`, page, 'text/html; charset=utf-8');
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
    return { publicUrl: publicUrlOf(slug), slug };
  }

  /** The published page for /s/{slug}, or null when there is none. */
  async function publicPage(slug: string): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(slug)) return null;
    const row = await db.clonedSite.findUnique({ where: { slug } });
    if (!row?.publishedAt) return null;
    const key = `${folderOf(row.userId, row.id)}${PUBLISHED_FILE}`;
    if (!(await storage.stat(key))) return null;
    return storage.readBuffer(key);
  }

  /**
   * The page an offer is cloned from. A vendor link (`https://vendor.example/offer#aff=…`) is cloned
   * directly. A Digistore24 promolink only redirects to the vendor, so in production it is followed
   * (the fetcher re-checks every hop); the bundled catalog's promolinks are placeholders that a demo or
   * development machine cannot reach, so there each gets one of the demo shop's landing pages,
   * round-robin by catalog position.
   */
  async function offerPageUrl(offer: { id: string; affiliateLink: string | null }, affiliate: string) {
    const stored = offer.affiliateLink ? safeUrl(offer.affiliateLink) : null;
    const marketplace = !stored || /(^|\.)digistore24\.com$/i.test(stored.hostname);
    if (stored && !marketplace) {
      stored.hash = '';
      return stored.href;
    }
    if (deps.production) return affiliate;
    const ids = await db.offer.findMany({
      select: { id: true },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    });
    const index = Math.max(
      0,
      ids.findIndex((o) => o.id === offer.id),
    );
    const product = demoProducts[index % demoProducts.length];
    if (!product) throw new HttpError(400, 'This offer has no page that can be cloned.');
    return demoLandingUrl(deps.demoShopOrigin, product.slug);
  }

  async function publishOffer(
    userId: string,
    input: { offerId: string; affiliateLink?: string | undefined },
  ): Promise<{ id: string; publicUrl: string; slug: string }> {
    const offer = await db.offer.findFirst({
      where: UUID.test(input.offerId)
        ? { OR: [{ id: input.offerId }, { entryId: input.offerId }] }
        : { entryId: input.offerId },
    });
    if (!offer) throw new HttpError(404, 'Offer not found');
    const user = await db.user.findUnique({ where: { id: userId }, select: { digistoreUserName: true } });
    const affiliate = input.affiliateLink ?? buildAffiliateLink(offer.affiliateLink, user?.digistoreUserName);
    if (!affiliate || !safeUrl(affiliate)) {
      throw new HttpError(
        400,
        'This offer has no affiliate link yet. Paste your own affiliate link with "Plug Your Affiliate Link".',
      );
    }
    const pageUrl = await offerPageUrl(offer, affiliate);
    const html = await clone(pageUrl);
    const { s3Url } = await save(userId, { html, url: pageUrl, compress: false });
    const site = await create(userId, { link: pageUrl, fileLocation: s3Url });
    const published = await publish(userId, site.id, {
      affiliateLink: affiliate,
      banner: true,
    });
    return { id: site.id, ...published };
  }

  return { clone, save, create, list, details, remove, preview, render, publish, publicPage, publishOffer };
}

function safeUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export type SiteService = ReturnType<typeof createSiteService>;
