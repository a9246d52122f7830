import { randomUUID } from 'node:crypto';
import {
  buildShareLinks,
  CAPTION_CONTENT_TYPES,
  type CaptionFormat,
  type CreateVariantsBody,
  type CreateVariantsResponse,
  type CreateVideoBody,
  captionsDownloadName,
  captionsKey,
  DEFAULT_LANGUAGE,
  isUuid,
  type LanguageCode,
  type MyVideo,
  normalizeLanguage,
  parseStockCredits,
  type ScriptContent,
  scriptContentSchema,
  srtToVtt,
  type VideoDetails,
  type VideoMediaFile,
  type VideoStatusResponse,
  variantContents,
  videoDownloadName,
  videoStatusResponseSchema,
  videoStatusSchema,
} from '@adreel/contracts';
import type { Db, Sql } from '@adreel/db';
import type { ChangeNotices, Producer } from '@adreel/queue';
import { startQueuedRenders } from '@adreel/queue';
import type { Storage } from '@adreel/storage';
import { Forbidden, NotFound } from '../../domain-errors.ts';
import { etagOf } from '../../http/etag.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { MEDIA_URL_TTL_S, type MediaSigner } from '../../kernel/media-signature.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import type { RenderQuota, TrackedLinks, VideoBrand } from '../../kernel/ports.ts';
import { loadAffiliateLinks, trackVideoLinks, type VideoLinks } from './affiliate.ts';
import { createStatusCache } from './status-cache.ts';
import { createVideoStarter, type VideoRow } from './video-start.ts';

const MEDIA_TYPES: Record<VideoMediaFile, string> = { 'video.mp4': 'video/mp4', 'thumb.jpg': 'image/jpeg' };
const NO_CAPTIONS = 'This video has no captions to download.';
const mediaKey = (videoId: string, file: VideoMediaFile) => `videos/${videoId}/${file}`;

/** Only what the status object needs: the polled read skips the script content and product JSON. */
const STATUS_SQL =
  // Prisma stores UTC in "timestamp without time zone"; AT TIME ZONE makes pg read it as UTC.
  'SELECT id, "userId", status, progress, message, url, language, "outputKey", "thumbnailKey", "createdAt" AT TIME ZONE \'UTC\' AS "createdAt" FROM "Video" WHERE id = $1';
type StatusRow = {
  id: string;
  userId: string | null;
  status: string;
  progress: number;
  message: string;
  url: string | null;
  language: string;
  outputKey: string | null;
  thumbnailKey: string | null;
  createdAt: Date;
};

type StatusEntry = { row: StatusRow; json?: { body: string; etag: string; linksUntil: number } };

export interface VideoServiceDeps {
  db: Db;
  /** The polled status read goes through a named pg statement (see packages/db sql.ts). */
  sql: Sql;
  /** Open progress streams (in every API process) hear of changes made here, e.g. a deletion. */
  notices: Pick<ChangeNotices, 'video'>;
  /** Change notices for videos from every process (the worker's progress, deletions). */
  onVideoChanged?: (listener: (videoId: string) => void) => void;
  producer: Producer;
  storage: Storage;
  signer: MediaSigner;
  /** Where the API is mounted (e.g. /api): media links are built beneath it. */
  apiPrefix: string;
  /** Concurrent and daily render limits and the storage limit, checked before a render starts. */
  quotas: RenderQuota;
  /** Affiliate links are handed out as tracked short links. */
  links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>;
  /** The user's link for the offer a video was made from, by the offer's marketplace. */
  offerLinks: OfferLinks;
  /** The voice a create call asked for, checked against what this server can speak (else Invalid). */
  voiceChoice: (requested: string | undefined) => string;
  /** The owner's brand kit, copied onto each new video (none: the original look). */
  brandSnapshot?: (userId: string) => Promise<VideoBrand | null>;
}

const EMPTY_CONTENT: ScriptContent = {
  websiteSummary: '-',
  commentary: '-',
  reelScript: { scenes: [] as unknown as ScriptContent['reelScript']['scenes'] },
  musicSuggestion: '-',
};

export function createVideoService(deps: VideoServiceDeps) {
  const { db, storage, signer, apiPrefix, quotas } = deps;
  const { startVideos } = createVideoStarter(deps);

  // Rounded expiry: the same link for an hour, so a polled status keeps its ETag, and the link is
  // signed once per hour instead of on every poll.
  const signedLinks = new Map<string, { exp: number; url: string }>();
  function mediaUrl(key: string | null): string | null {
    if (!key) return null;
    const cached = signedLinks.get(key);
    if (cached && cached.exp === signer.expiry(MEDIA_URL_TTL_S, 3600)) return cached.url;
    const { exp, sig } = signer.sign(key, MEDIA_URL_TTL_S, 3600);
    const url = `${apiPrefix}/media/${key}?exp=${exp}&sig=${sig}`;
    if (signedLinks.size >= 10_000) signedLinks.clear();
    signedLinks.set(key, { exp, url });
    return url;
  }

  const statuses = createStatusCache<StatusEntry>({
    load: async (id) => {
      const { rows } = await deps.sql.query<StatusRow>({
        name: 'video-status',
        text: STATUS_SQL,
        values: [id],
      });
      return rows[0] ? { row: rows[0] } : null;
    },
    // A finished video changes only by deletion (which sends a notice); a running one is re-read
    // after a moment even if a notice is lost.
    ttlMs: (entry) => (entry.row.status === 'completed' ? 60_000 : 2_000),
  });
  deps.onVideoChanged?.((id) => statuses.invalidate(id));

  function toStatus(row: Omit<StatusRow, 'userId'>): VideoStatusResponse {
    const status = videoStatusSchema.safeParse(row.status);
    const completed = row.status === 'completed';
    return {
      id: row.id,
      status: status.success ? status.data : 'processing',
      progress: Math.min(100, Math.max(0, Math.round(row.progress))),
      message: row.message,
      output_url: completed ? mediaUrl(row.outputKey) : null,
      thumbnail_url: completed ? mediaUrl(row.thumbnailKey) : null,
      created_at: row.createdAt.toISOString(),
      url: row.url,
      language: normalizeLanguage(row.language) ?? DEFAULT_LANGUAGE,
    };
  }

  function contentOf(row: VideoRow): ScriptContent {
    const parsed = scriptContentSchema.safeParse(row.content);
    return parsed.success ? parsed.data : EMPTY_CONTENT;
  }

  function toCard(row: VideoRow, link: VideoLinks): MyVideo {
    return {
      ...toStatus(row),
      ...link,
      duration_s: row.durationS,
      script: { content: contentOf(row) },
      variant:
        row.variantGroupId && row.variantLabel
          ? { groupId: row.variantGroupId, label: row.variantLabel }
          : null,
      translatedFromVideoId: row.translatedFromVideoId ?? null,
    };
  }

  /** The cached status of the caller's own video (one primary-key read on a miss), or null. */
  async function ownStatus(userId: string, id: string): Promise<StatusEntry | null> {
    if (!isUuid(id)) return null;
    const entry = await statuses.get(id);
    return entry && entry.row.userId === userId ? entry : null;
  }

  /**
   * The polled status as the answer's JSON text and ETag, made once per change (and per hour of
   * media links) instead of per poll.
   */
  async function statusJson(userId: string, id: string): Promise<{ body: string; etag: string }> {
    const entry = await ownStatus(userId, id);
    if (!entry) throw new NotFound(MESSAGES.videoNotFound);
    const linksUntil = signer.expiry(MEDIA_URL_TTL_S, 3600);
    if (entry.json?.linksUntil !== linksUntil) {
      const body = JSON.stringify(videoStatusResponseSchema.parse(toStatus(entry.row)));
      entry.json = { body, etag: etagOf(body), linksUntil };
    }
    return entry.json;
  }

  /** The caller's own user video, or 404 for a missing, malformed or someone else's id. */
  async function owned(userId: string, id: string): Promise<VideoRow> {
    if (!isUuid(id)) throw new NotFound(MESSAGES.videoNotFound);
    const row = await db.video.findFirst({ where: { id, userId } });
    if (!row) throw new NotFound(MESSAGES.videoNotFound);
    return row;
  }

  return {
    mediaUrl,

    /**
     * The file behind a signed media link (a <video> cannot send a bearer header, so the signature is
     * the authorisation), or 403 when it is wrong or expired. `download` asks for an attachment.
     */
    signedMedia(
      id: string,
      file: VideoMediaFile,
      link: { exp?: string | undefined; sig?: string | undefined; download?: string | undefined },
    ): StoredFile {
      const key = mediaKey(id, file);
      if (!signer.verify(key, link.exp, link.sig)) throw new Forbidden(MESSAGES.badMediaLink);
      return {
        key,
        contentType: MEDIA_TYPES[file],
        cacheControl: 'private, max-age=3600',
        ...(link.download === '1' && file === 'video.mp4' ? { downloadName: videoDownloadName(id) } : {}),
      };
    },

    async create(userId: string, body: CreateVideoBody): Promise<VideoStatusResponse> {
      const [row] = await startVideos(userId, body, [{ content: body.content, variant: null }]);
      return toStatus(row as VideoRow);
    },

    /**
     * Hook variants: one video per chosen hook (and the original, when included), scene 1 replaced,
     * all in one group with labels A, B, C, D; every scene after the first is the same, so their
     * renders share the cached segments.
     */
    async createVariants(userId: string, body: CreateVariantsBody): Promise<CreateVariantsResponse> {
      const groupId = randomUUID();
      const versions = variantContents(body.content, body.hooks, body.includeOriginal).map((v) => ({
        content: v.content,
        variant: { groupId, label: v.label },
      }));
      const rows = await startVideos(userId, body, versions);
      return {
        variantGroupId: groupId,
        videos: rows.map((row) => ({ ...toStatus(row), variantLabel: row.variantLabel ?? '' })),
      };
    },

    statusJson,

    /** The status for a progress stream, or null once the video is gone. */
    async currentStatus(userId: string, id: string): Promise<VideoStatusResponse | null> {
      const entry = await ownStatus(userId, id);
      return entry && toStatus(entry.row);
    },

    /** `language` narrows My Videos to videos in that language (issue 25). */
    async list(userId: string, language?: LanguageCode): Promise<MyVideo[]> {
      const rows = await db.video.findMany({
        where: { userId, kind: 'user', ...(language ? { language } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 500,
      });
      const linkFor = await loadAffiliateLinks(
        db,
        deps.offerLinks,
        userId,
        rows.map((r) => r.product),
      );
      const tracked = await trackVideoLinks(
        deps.links,
        userId,
        rows.map((r) => ({ id: r.id, link: linkFor(r.product), url: r.url, variantLabel: r.variantLabel })),
      );
      return rows.map((row) => toCard(row, tracked(row.id)));
    },

    async details(userId: string, id: string): Promise<VideoDetails> {
      const row = await owned(userId, id);
      const content = contentOf(row);
      const linkFor = await loadAffiliateLinks(db, deps.offerLinks, userId, [row.product]);
      const tracked = await trackVideoLinks(deps.links, userId, [
        { id: row.id, link: linkFor(row.product), url: row.url, variantLabel: row.variantLabel },
      ]);
      const links = tracked(row.id);
      return {
        ...toCard(row, links),
        script: { id: row.scriptId, content },
        // Shares carry the video's own tracked link, so they count as its clicks.
        sharing: buildShareLinks({
          url: links.tracked_link ?? row.url ?? '',
          commentary: content.commentary,
        }),
        captions_available: (await storage.stat(captionsKey(row.id))) !== null,
        stock_credits: parseStockCredits(
          (await db.video.findUnique({ where: { id: row.id }, select: { stockCredits: true } }))
            ?.stockCredits,
        ),
      };
    },

    /**
     * The owner's captions as an attachment (issue 32): the SubRip file the render stored, or WebVTT
     * made from it; 404 for someone else's video and for a video without stored captions.
     */
    async captions(
      userId: string,
      id: string,
      format: CaptionFormat,
    ): Promise<{ body: string; contentType: string; fileName: string }> {
      const row = await owned(userId, id);
      const key = captionsKey(row.id);
      if (!(await storage.stat(key))) throw new NotFound(NO_CAPTIONS);
      const srt = (await storage.readBuffer(key)).toString('utf8');
      return {
        body: format === 'vtt' ? srtToVtt(srt) : srt,
        contentType: CAPTION_CONTENT_TYPES[format],
        fileName: captionsDownloadName(row.id, format),
      };
    },

    async remove(userId: string, id: string): Promise<{ success: true }> {
      const row = await owned(userId, id);
      // Files first: a crash between the two leaves a row the user can delete again, never orphan files.
      await storage.deletePrefix(`videos/${row.id}/`);
      await db.video.deleteMany({ where: { id: row.id, userId } });
      // This process forgets it at once; the notice reaches the others (and open streams).
      statuses.invalidate(row.id);
      await deps.notices.video(row.id);
      // A render ended early: the next one waiting takes its slot (else the worker's sweep does).
      if (row.status === 'processing') {
        await startQueuedRenders({ ...deps, limit: quotas.limits.concurrentRenders }, userId);
      }
      return { success: true };
    },
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
