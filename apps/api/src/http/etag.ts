import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator for a serialized JSON answer. */
export function etagOf(body: string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** True when the request's If-None-Match names `tag` (or `*`); weak tags compare by their value. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v.replace(/^W\//, '') === tag;
  });
}

/**
 * onSend hook for polled JSON answers: an ETag on every 200, and 304 with no body when the client
 * already holds that exact answer. `private, no-cache` lets the browser keep it but ask every time.
 */
export function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string') {
    done(null, payload);
    return;
  }
  const tag = etagOf(payload);
  reply.header('etag', tag);
  reply.header('cache-control', 'private, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    reply.code(304);
    done(null, '');
    return;
  }
  done(null, payload);
}

/**
 * Sends JSON text made (and validated against its contract) earlier, with its ETag; 304 when the
 * client already holds it. Text with a JSON content type goes out as it is, with no serializing.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: { body: string; etag: string },
): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'private, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.body);
}
