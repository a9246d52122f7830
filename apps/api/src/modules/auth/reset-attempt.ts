import type { Db } from '@adreel/db';
import { RESET_CODE_MAX_ATTEMPTS, resetCodeMatches } from './reset-code.ts';

/** Never a real user: lets an unknown e-mail run the very same query as a known one. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export type ResetAttempt = { matched: true; codeId: string } | { matched: false };

/**
 * Counts one check against the user's newest live code in a single UPDATE … RETURNING, so concurrent
 * guesses can never get more than RESET_CODE_MAX_ATTEMPTS checks between them (the row lock orders
 * them and the `attempts <` condition is re-read after it). The last allowed wrong guess cancels it.
 */
export async function claimResetAttempt(
  db: Db,
  secret: string,
  userId: string | null,
  code: string,
): Promise<ResetAttempt> {
  const rows = await db.$queryRaw<{ id: string; codeHash: string; attempts: number }[]>`
    UPDATE "PasswordResetCode" SET "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "PasswordResetCode"
      WHERE "userId" = ${userId ?? NOBODY}::uuid AND "usedAt" IS NULL AND "expiresAt" > (now() AT TIME ZONE 'UTC')
      ORDER BY "createdAt" DESC LIMIT 1
    ) AND "attempts" < ${RESET_CODE_MAX_ATTEMPTS} AND "usedAt" IS NULL
    RETURNING "id", "codeHash", "attempts"`;
  const row = rows[0];
  if (!row || !userId) return { matched: false };
  if (resetCodeMatches(secret, userId, code, row.codeHash)) return { matched: true, codeId: row.id };
  if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) {
    await db.passwordResetCode.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
  }
  return { matched: false };
}
