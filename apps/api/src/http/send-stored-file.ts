import { parseRangeHeader, type Storage } from '@adreel/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound, RangeNotSatisfiable } from '../domain-errors.ts';

export const FILE_GONE_MESSAGE = 'This file is no longer available.';
export const RANGE_OUTSIDE_MESSAGE = 'The requested range is outside the file.';

/** A stored object and how to send it; services answer with these, routes pass them on. */
export interface StoredFile {
  key: string;
  contentType: string;
  /** Default: public for an hour. Signed or per-user files pass a private policy. */
  cacheControl?: string;
  /** Sent as an attachment under this name (the browser saves instead of playing). */
  downloadName?: string;
  /** Replaces the app's policy, e.g. the sandbox for someone else's HTML. */
  contentSecurityPolicy?: string;
}

/**
 * The one sender of stored objects (videos, DFY media, uploads, training media): single byte ranges
 * for seeking in <video>, `nosniff`, the caching policy; 404 when the object is gone, 416 for a range
 * outside it.
 */
export async function sendStoredFile(
  storage: Storage,
  file: StoredFile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { key, ...opts } = file;
  const stored = await storage.stat(key);
  if (!stored) throw new NotFound(FILE_GONE_MESSAGE);
  const size = stored.size;
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', opts.contentType);
  reply.header('cache-control', opts.cacheControl ?? 'public, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  if (opts.downloadName) reply.header('content-disposition', `attachment; filename="${opts.downloadName}"`);
  if (opts.contentSecurityPolicy) reply.header('content-security-policy', opts.contentSecurityPolicy);
  const range = parseRangeHeader(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new RangeNotSatisfiable(RANGE_OUTSIDE_MESSAGE);
  }
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(await storage.read(key, range));
  }
  reply.header('content-length', size);
  return reply.send(await storage.read(key));
}
