import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import { streamToBuffer } from './streams.ts';
import type { Storage } from './types.ts';

export interface S3StorageConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
}

/** Parallel DeleteObject calls per deletePrefix. */
const DELETE_CONCURRENCY = 8;

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404;
  }
  return false;
}

export function createS3Storage(cfg: S3StorageConfig): Storage {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle ?? Boolean(cfg.endpoint),
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    // Many S3-compatible servers (MinIO versions, R2, Ceph) reject the SDK's default CRC trailers
    // on streamed bodies; only send checksums where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = cfg.bucket;

  return {
    async put(key, body, contentType) {
      // A stream of unknown length would need multipart upload; our objects (videos, thumbnails,
      // HTML) fit in memory, so buffer it and send one PutObject with a known length.
      const data = Buffer.isBuffer(body) ? body : await streamToBuffer(body);
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertValidKey(key), Body: data, ContentType: contentType }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertValidKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async stat(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: assertValidKey(key) }));
        return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      const r = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: assertValidKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!r.Body) throw new Error(`Empty body for ${key}`);
      return r.Body as Readable;
    },
    async readBuffer(key) {
      return streamToBuffer(await this.read(key));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidKey(key) }));
    },
    async deletePrefix(prefix) {
      // One DeleteObject per key (every S3-compatible server has it; DeleteObjects' checksum rules
      // vary between them), a few at a time so a large prefix does not take one round trip per file.
      const keys = (await this.list(prefix)).map((item) => item.key);
      const next = () => keys.shift();
      const lane = async () => {
        for (let key = next(); key !== undefined; key = next()) await this.delete(key);
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, lane));
    },
    async list(prefix) {
      assertValidPrefix(prefix);
      const out: { key: string; size: number }[] = [];
      let token: string | undefined;
      do {
        const r = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const o of r.Contents ?? []) if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0 });
        token = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
  };
}
