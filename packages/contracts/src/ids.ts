import { z } from 'zod';

/**
 * A UUID as ids are checked before a lookup: 8-4-4-4-12 hex digits, any version (Postgres uuid
 * columns accept them all). The one check for ids that arrive as text in a body or path; a malformed
 * one can never name a row, so it is a 404, not a database error.
 */
export const uuidSchema = z.guid();

/** The same check as a pattern (z.guid()'s), cheap enough for every request's token claims. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
