import { randomUUID } from 'node:crypto';
import { UPLOAD_RULES, type UploadResponse } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { Storage } from '@adreel/storage';
import { Invalid, NotFound, UnsupportedType } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import type { StorageQuota } from '../../kernel/ports.ts';
import { detectUploadType } from '../../kernel/uploads/detect-type.ts';
import type { ReceivedUpload } from '../../kernel/uploads/receive-upload.ts';
import { tooLargeError, UPLOAD_MESSAGES } from '../../kernel/uploads/upload-errors.ts';

export interface UploadServiceDeps {
  db: Db;
  storage: Storage;
  quotas: StorageQuota;
  /** The public address of a stored upload. */
  fileUrl(id: string, ext: string): string;
}

/** Checks a received file (its real type, the kind asked for, its size) and stores it for the user. */
export function createUploadService({ db, storage, quotas, fileUrl }: UploadServiceDeps) {
  return {
    async store(
      userId: string,
      upload: Pick<ReceivedUpload, 'path' | 'size' | 'head' | 'wanted'>,
    ): Promise<UploadResponse> {
      const { path, size, head, wanted } = upload;
      if (size === 0) throw new Invalid(UPLOAD_MESSAGES.empty);
      const detected = detectUploadType(head);
      if (!detected) throw new UnsupportedType(UPLOAD_MESSAGES.unsupported);
      if (wanted && detected.kind !== wanted) {
        throw new UnsupportedType(
          wanted === 'image' ? UPLOAD_MESSAGES.wantedImage : UPLOAD_MESSAGES.wantedVideo,
        );
      }
      if (size > UPLOAD_RULES[detected.kind].maxBytes) throw tooLargeError(detected.kind);

      const id = randomUUID();
      const key = `uploads/${userId}/${id}.${detected.ext}`;
      // Held from the check until the row counts the bytes: parallel uploads cannot pass the quota.
      const reservation = await quotas.reserveStorage(userId, size);
      try {
        await storage.putFile(key, path, detected.mimeType);
        await db.upload.create({
          data: { id, userId, kind: detected.kind, key, mimeType: detected.mimeType, size },
        });
      } finally {
        await reservation.release();
      }
      return { id, kind: detected.kind, mimeType: detected.mimeType, size, url: fileUrl(id, detected.ext) };
    },

    /** A stored upload for its public address: unguessable and shared on purpose, so cached for a day. */
    async file(id: string): Promise<StoredFile> {
      const upload = await db.upload.findUnique({ where: { id } });
      if (!upload) throw new NotFound('This file is no longer available.');
      return {
        key: upload.key,
        contentType: upload.mimeType,
        cacheControl: 'public, max-age=86400, immutable',
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
