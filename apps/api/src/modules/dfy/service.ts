import {
  buildDfyAffiliateLink,
  DFY_REVIEW_SITES_PAGE_SIZE,
  DFY_VIDEOS_PAGE_SIZE,
  type DfyItem,
  type DfyListQuery,
  type DfyListResponse,
  type DfyMediaFile,
  reviewSiteSourceUrl,
  videoDownloadName,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { digistoreAffiliateId } from '@adreel/digistore';
import { applyAffiliateLink } from '@adreel/sites';
import type { Storage } from '@adreel/storage';
import { Conflict, NotFound } from '../../domain-errors.ts';
import { PUBLISHED_SITE_CSP } from '../../http/sandboxed-page.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import type { StorageQuota, TrackedLinks } from '../../kernel/ports.ts';
import { uuidv7 } from '../../kernel/uuid.ts';

type Row = {
  id: string;
  type: string;
  productName: string;
  url: string;
  commentary: string;
  siteFileLocation: string | null;
  screenshotKey: string | null;
  createdAt: Date;
  video: { id: string; status: string; outputKey: string | null; thumbnailKey: string | null } | null;
};

const NOT_FOUND = 'This done-for-you item was not found.';
const MEDIA_TYPES: Record<DfyMediaFile, string> = {
  'video.mp4': 'video/mp4',
  'thumb.jpg': 'image/jpeg',
  'screenshot.jpg': 'image/jpeg',
  'index.html': 'text/html; charset=utf-8',
};

export function createDfyService(deps: {
  db: Db;
  storage: Storage;
  apiPrefix: string;
  quotas: StorageQuota;
  links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>;
}) {
  const { db, storage } = deps;
  const media = (id: string, file: string) => `${deps.apiPrefix}/dfy/media/${id}/${file}`;

  function toDto(row: Row, trackedLink: string | null): DfyItem {
    const video = row.video;
    const rendered = video?.status === 'completed' && Boolean(video.outputKey);
    const status: DfyItem['status'] =
      row.type === 'video'
        ? rendered
          ? 'completed'
          : video?.status === 'failed' || !video
            ? 'failed'
            : 'processing'
        : row.screenshotKey
          ? 'completed'
          : 'processing';
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      video_url: rendered ? media(row.id, 'video.mp4') : null,
      poster_url: rendered && video?.thumbnailKey ? media(row.id, 'thumb.jpg') : null,
      url: row.url,
      product_name: row.productName,
      affiliate_link: row.url,
      tracked_link: trackedLink,
      script: { content: { commentary: row.commentary } },
      thumbnail_url: row.screenshotKey ? media(row.id, 'screenshot.jpg') : null,
      site_url: row.siteFileLocation ? media(row.id, 'index.html') : null,
      status,
    };
  }

  /** The user's tracked links for these items' affiliate links, made on first use (one batch). */
  async function trackedLinks(userId: string, userName: string | null, rows: Row[]) {
    const requests = rows.flatMap((row) => {
      const targetUrl = buildDfyAffiliateLink(row.url, userName);
      return targetUrl ? [{ kind: 'dfy' as const, sourceId: row.id, targetUrl }] : [];
    });
    const links = await deps.links.linksFor(userId, requests);
    return new Map(
      requests.flatMap((r) => {
        const link = links.get(deps.links.keyOf(r));
        return link ? [[r.sourceId, link.url] as const] : [];
      }),
    );
  }

  return {
    /** Each item carries the user's tracked link (`/go/…`, kind `dfy`) to its affiliate link. */
    async list(userId: string, query: DfyListQuery): Promise<DfyListResponse> {
      const type = query.type;
      const limit =
        query.limit ?? (type === 'review_site' ? DFY_REVIEW_SITES_PAGE_SIZE : DFY_VIDEOS_PAGE_SIZE);
      const where = { type };
      const [total, rows, affiliateId] = await Promise.all([
        db.dfyItem.count({ where }),
        db.dfyItem.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * limit,
          take: limit,
          include: { video: { select: { id: true, status: true, outputKey: true, thumbnailKey: true } } },
        }),
        digistoreAffiliateId(db, userId),
      ]);
      const tracked = await trackedLinks(userId, affiliateId, rows);
      return {
        data: rows.map((row) => toDto(row, tracked.get(row.id) ?? null)),
        meta: { page: query.page, lastPage: Math.max(1, Math.ceil(total / limit)), total },
      };
    },

    /**
     * The stored object behind a public DFY media address, or a 404. `download=1` asks for the video
     * as an attachment; a review site's page is sandboxed (cloned HTML never runs with this origin's
     * privileges).
     */
    async mediaFile(
      id: string,
      file: DfyMediaFile,
      query: { download?: string | undefined },
    ): Promise<StoredFile> {
      const row = await db.dfyItem.findUnique({ where: { id }, include: { video: true } });
      if (!row) throw new NotFound(NOT_FOUND);
      const key =
        file === 'video.mp4'
          ? row.video?.status === 'completed'
            ? row.video.outputKey
            : null
          : file === 'thumb.jpg'
            ? row.video?.status === 'completed'
              ? row.video.thumbnailKey
              : null
            : file === 'screenshot.jpg'
              ? row.screenshotKey
              : row.siteFileLocation;
      if (!key) throw new NotFound('This file is not available yet.');
      return {
        key,
        contentType: MEDIA_TYPES[file],
        ...(query.download === '1' && file === 'video.mp4' ? { downloadName: videoDownloadName(id) } : {}),
        ...(file === 'index.html' ? { contentSecurityPolicy: PUBLISHED_SITE_CSP } : {}),
      };
    },

    /**
     * Copies a review site into the user's own cloned-sites space (sites/<user>/<id>/index.html,
     * the layout POST /cloned-sites expects), with the user's affiliate link applied when connected.
     */
    async cloneReviewSite(userId: string, id: string): Promise<{ link: string; fileLocation: string }> {
      const row = await db.dfyItem.findUnique({ where: { id } });
      if (row?.type !== 'review_site') throw new NotFound(NOT_FOUND);
      if (!row.siteFileLocation || !(await storage.stat(row.siteFileLocation))) {
        throw new Conflict('This review site is still being prepared. Please try again in a minute.');
      }
      let html = (await storage.readBuffer(row.siteFileLocation)).toString('utf8');
      const pageUrl = reviewSiteSourceUrl(row.url);
      const affiliateId = await digistoreAffiliateId(db, userId);
      const affiliate = affiliateId ? buildDfyAffiliateLink(row.url, affiliateId) : null;
      if (affiliate) {
        try {
          html = applyAffiliateLink(html, { affiliateLink: affiliate, pageUrl }).html;
        } catch {
          // A link that is not an http(s) address cannot be applied; the plain copy is still useful.
        }
      }
      const bytes = Buffer.from(html, 'utf8');
      await deps.quotas.assertStorageRoom(userId, bytes.length, { collectPending: true });
      // A v7 id, as for saved clones: a copy never recorded as a site is cleared after a while.
      const fileLocation = `sites/${userId}/${uuidv7()}/index.html`;
      await storage.put(fileLocation, bytes, 'text/html; charset=utf-8');
      return { link: affiliate ?? pageUrl, fileLocation };
    },
  };
}
