import type { FastifyInstance } from 'fastify';

/** Form posts from outside services (Digistore24's IPN and postbacks) are small. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies (within the registering plugin only) into an
 * object of strings; a repeated field keeps its last value. Larger bodies get Fastify's 413.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A parsed body's string fields (anything else, or no body, gives none). */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
}
