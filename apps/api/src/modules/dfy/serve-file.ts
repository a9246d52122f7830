import { parseRangeHeader, type Storage } from '@adreel/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';

export interface ServeOptions {
  contentType: string;
  cacheControl?: string;
  downloadName?: string;
}

/** Streams a stored object with single-range support (seeking in <video>), or answers 404/416. */
export async function sendStoredFile(
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: ServeOptions,
) {
  const stored = await storage.stat(key);
  if (!stored) throw new HttpError(404, 'This file is no longer available.');
  const size = stored.size;
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', opts.contentType);
  reply.header('cache-control', opts.cacheControl ?? 'public, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  if (opts.downloadName) reply.header('content-disposition', `attachment; filename="${opts.downloadName}"`);
  const range = parseRangeHeader(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, 'The requested range is outside the file.');
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
