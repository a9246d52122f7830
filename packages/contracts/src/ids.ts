import { z } from 'zod';

/**
 * A UUID as ids are checked before a lookup: 8-4-4-4-12 hex digits, any version (Postgres uuid
 * columns accept them all). The one check for ids that arrive as text in a body or path; a malformed
 * one can never name a row, so it is a 404, not a database error.
 */
export const uuidSchema = z.guid();

export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
