import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaKind,
  type MediaLibraryResponse,
  mediaIdOf,
  mediaReference,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { Storage } from '@adreel/storage';
import { Forbidden, NotFound } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import type { MediaSigner } from '../../kernel/media-signature.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { StorageQuota } from '../../kernel/ports.ts';
import type { ReceivedUpload } from '../../kernel/uploads/receive-upload.ts';
import { workGate } from '../../kernel/work-gate.ts';
import { checkSize, displayName, libraryType } from './media-rules.ts';
import { type NormalisedMedia, normaliseClip, normaliseImage } from './normalise.ts';

export const MEDIA_BUSY = 'Too many files are being prepared right now. Please try again in a moment.';
/** Thumbnail links live 6 hours, rounded to the hour so a list keeps its links (and the browser its cache). */
const LINK_TTL_S = 6 * 3600;
const LINK_ROUND_S = 3600;
/** Decoding and rewriting uploads runs in the request: a few at once in this process, a few waiting. */
const NORMALISE_CONCURRENCY = 2;
const NORMALISE_QUEUE = 20;

export interface MediaLibraryDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  quotas: StorageQuota;
  apiPrefix: string;
  tmpRoot?: string;
}

type Row = {
  id: string;
  userId: string;
  kind: string;
  name: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  durationS: number | null;
  key: string;
  thumbKey: string;
  createdAt: Date;
};

/** Under the user's uploads, so deleting the account removes the files with the rest. */
const fileKey = (userId: string, id: string, ext: string) => `uploads/${userId}/media/${id}.${ext}`;
const thumbKeyOf = (userId: string, id: string) => `uploads/${userId}/media/${id}-thumb.jpg`;

/** The user's media library: checked, metadata-free uploads that scenes can show, owner-scoped. */
export function createMediaLibraryService(deps: MediaLibraryDeps) {
  const { db, storage, signer, quotas, apiPrefix } = deps;
  const preparing = workGate(NORMALISE_CONCURRENCY, NORMALISE_QUEUE, MEDIA_BUSY);

  function thumbnailUrl(row: Pick<Row, 'id' | 'thumbKey'>): string {
    const { exp, sig } = signer.sign(row.thumbKey, LINK_TTL_S, LINK_ROUND_S);
    return `${apiPrefix}/media/library/${row.id}/thumbnail.jpg?exp=${exp}&sig=${encodeURIComponent(sig)}`;
  }

  function view(row: Row): MediaItem {
    return {
      id: row.id,
      kind: row.kind === 'clip' ? 'clip' : 'image',
      name: row.name,
      mime_type: row.mimeType,
      size: row.size,
      width: row.width,
      height: row.height,
      duration_s: row.durationS,
      reference: mediaReference(row.id),
      thumbnail_url: thumbnailUrl(row),
      created_at: row.createdAt.toISOString(),
    };
  }

  /** The caller's own item, or 404 for a missing, malformed or someone else's id. */
  async function own(userId: string, id: string): Promise<Row> {
    const clean = mediaIdOf(mediaReference(id));
    const row = clean ? await db.mediaItem.findFirst({ where: { id: clean, userId } }) : null;
    if (!row) throw new NotFound(MEDIA_MESSAGES.notFound);
    return row;
  }

  async function prepare(
    upload: ReceivedUpload,
    kind: MediaKind,
  ): Promise<{ media: NormalisedMedia; dir: string }> {
    const dir = await mkdtemp(join(deps.tmpRoot ?? tmpdir(), 'adreel-media-'));
    try {
      const media = await preparing(() =>
        kind === 'image' ? normaliseImage(upload.path, dir) : normaliseClip(upload.path, dir),
      );
      return { media, dir };
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }

  async function list(userId: string): Promise<MediaLibraryResponse> {
    const rows = await db.mediaItem.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      take: 500,
    });
    return { items: rows.map(view), total_bytes: rows.reduce((sum, r) => sum + r.size, 0) };
  }

  return {
    list,

    /**
     * Checks (content type, 40 MB, pixels or clip length and size), re-encodes without metadata,
     * then stores file and thumbnail under a storage reservation; a failure at any step leaves no
     * file and no row behind.
     */
    async upload(userId: string, upload: ReceivedUpload): Promise<MediaItem> {
      checkSize(upload.size);
      const { kind } = libraryType(upload.head);
      // A full quota is refused before any decoding work.
      await quotas.assertStorageRoom(userId, upload.size);
      const { media, dir } = await prepare(upload, kind);
      try {
        const id = randomUUID();
        const key = fileKey(userId, id, media.file.ext);
        const thumbKey = thumbKeyOf(userId, id);
        const size = (await stat(media.file.path)).size + media.thumbnail.length;
        const reservation = await quotas.reserveStorage(userId, size);
        try {
          await storage.putFile(key, media.file.path, media.file.mimeType);
          await storage.put(thumbKey, media.thumbnail, 'image/jpeg');
          const row = await db.mediaItem.create({
            data: {
              id,
              userId,
              kind,
              name: displayName(upload.filename, kind),
              mimeType: media.file.mimeType,
              size,
              width: media.width,
              height: media.height,
              durationS: media.durationS,
              key,
              thumbKey,
            },
          });
          return view(row);
        } catch (err) {
          await Promise.allSettled([storage.delete(key), storage.delete(thumbKey)]);
          throw err;
        } finally {
          await reservation.release();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await own(userId, id);
      await db.mediaItem.delete({ where: { id: row.id } });
      await Promise.allSettled([storage.delete(row.key), storage.delete(row.thumbKey)]);
    },

    /** A thumbnail behind its signed link (the signature covers the thumbnail's storage key). */
    async thumbnail(id: string, query: { exp: string; sig: string }): Promise<StoredFile> {
      const clean = mediaIdOf(mediaReference(id));
      const row = clean ? await db.mediaItem.findUnique({ where: { id: clean } }) : null;
      if (!row || !signer.verify(row.thumbKey, query.exp, query.sig))
        throw new Forbidden(MESSAGES.badMediaLink);
      return { key: row.thumbKey, contentType: 'image/jpeg', cacheControl: 'private, max-age=86400' };
    },

    /** Which of `ids` are the user's own items (the rest are dropped from what a render or preview shows). */
    async ownedIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.mediaItem.findMany({
        where: { userId, id: { in: [...ids] } },
        select: { id: true },
      });
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The image bytes behind a scene's "Your media" reference, for the storyboard preview, read only
     * from the caller's own library (a clip shows its thumbnail frame); null when the reference is
     * not one, or names someone else's item.
     */
    async ownImage(userId: string, ref: string): Promise<Buffer | null> {
      const id = mediaIdOf(ref);
      if (!id) return null;
      const row = await db.mediaItem.findFirst({ where: { id, userId } });
      if (!row) return null;
      return storage.readBuffer(row.kind === 'clip' ? row.thumbKey : row.key);
    },
  };
}

export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
