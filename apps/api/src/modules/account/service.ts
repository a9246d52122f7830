import type { Db, MarketplaceAccount as MarketplaceAccountRow } from '@adreel/db';
import type { Storage } from '@adreel/storage';
import type { Logger } from '../../deps.ts';
import { Invalid, RateLimited, Unauthenticated, Unavailable } from '../../domain-errors.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import { type RateLimiter, waitMinutes } from '../../security/rate-limiter.ts';

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';
export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists.';
export const FILES_NOT_DELETED_MESSAGE =
  'We could not delete your files right now, so your account was kept. Please try again in a few minutes.';

/** Password confirmations per account and window: enough for typos, too few to guess with a stolen token. */
export const DELETE_CONFIRM_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
/** Storage folders removed side by side. */
const FOLDER_CONCURRENCY = 4;

export interface AccountServiceDeps {
  db: Db;
  storage: Storage;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  log: Logger;
  confirmLimit?: { attempts: number; windowSeconds: number };
  /**
   * Told, after the rows are gone, about what the account held outside our own stores (its marketplace
   * connections, keys sealed), so they can be revoked there. Best effort: it never fails the deletion.
   */
  afterDelete?: (account: { userId: string; marketplaceAccounts: MarketplaceAccountRow[] }) => Promise<void>;
}

/**
 * Where an account's files live. Per-user folders for uploads and cloned sites, one folder per
 * video. Done-for-you files (dfy/…, training media) belong to no user and are never touched.
 */
export function accountFolders(userId: string, videoIds: string[]): string[] {
  return [`uploads/${userId}/`, `sites/${userId}/`, ...videoIds.map((id) => `videos/${id}/`)];
}

/**
 * Deleting an account: files first, then every row in one transaction, then the files again.
 *
 * Files go first because the rows are the only record of which files are the user's: if the process
 * dies or storage fails part-way, the account still exists, still names what is left, and the user
 * can delete it again; no file is ever orphaned with nobody knowing whose it was. The second sweep,
 * after the commit, removes anything written meanwhile (a render finishing, an upload from another
 * tab); the worker itself also removes the files of a video whose row vanished mid-render.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, storage, log } = deps;
  const limit = deps.confirmLimit ?? DELETE_CONFIRM_LIMIT;

  async function removeFolders(folders: string[]): Promise<void> {
    const queue = [...folders];
    const failures: unknown[] = [];
    const lane = async () => {
      for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
        await storage.deletePrefix(folder).catch((err: unknown) => {
          failures.push(err);
          log.error(
            { folder, err: err instanceof Error ? err.message : String(err) },
            'account file deletion failed',
          );
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(FOLDER_CONCURRENCY, queue.length) }, lane));
    if (failures.length) throw new Error(`${failures.length} folder(s) could not be deleted`);
  }

  /** The recorded keys must lie in the folders we delete; anything else is reported, never guessed at. */
  async function warnAboutStrayKeys(userId: string, folders: string[]): Promise<void> {
    const [videos, sites, uploads] = await Promise.all([
      db.video.findMany({ where: { userId }, select: { outputKey: true, thumbnailKey: true } }),
      db.clonedSite.findMany({ where: { userId }, select: { fileLocation: true } }),
      db.upload.findMany({ where: { userId }, select: { key: true } }),
    ]);
    const keys = [
      ...videos.flatMap((v) => [v.outputKey, v.thumbnailKey]),
      ...sites.map((s) => s.fileLocation),
      ...uploads.map((u) => u.key),
    ].filter((k): k is string => Boolean(k));
    const stray = keys.filter((k) => !folders.some((f) => k.startsWith(f)));
    if (stray.length) log.warn({ userId, stray }, 'account files outside its folders were left in place');
  }

  async function videoIdsOf(userId: string): Promise<string[]> {
    const rows = await db.video.findMany({ where: { userId }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  return {
    async deleteAccount(userId: string, password: string): Promise<{ message: string }> {
      const gate = await deps.limiter.hit(`account-delete:${userId}`, limit.attempts, limit.windowSeconds);
      if (!gate.allowed) {
        throw new RateLimited(
          `Too many password attempts. Please wait ${waitMinutes(gate.retryAfterSeconds)} and try again.`,
        );
      }
      const user = await db.user.findUnique({
        where: { id: userId },
        select: { email: true, passwordHash: true, marketplaceAccounts: true },
      });
      if (!user) throw new Unauthenticated(ACCOUNT_GONE_MESSAGE);
      if (!(await deps.passwords.verify(password, user.passwordHash))) {
        throw new Invalid(WRONG_PASSWORD_MESSAGE);
      }

      const folders = accountFolders(userId, await videoIdsOf(userId));
      await warnAboutStrayKeys(userId, folders);
      try {
        await removeFolders(folders);
      } catch {
        throw new Unavailable(FILES_NOT_DELETED_MESSAGE);
      }

      // One transaction: the user row cascades to sessions, scripts, videos, sites, uploads,
      // conversations, reset codes and connect states; copies of e-mails sent to the address go too.
      const lateVideoIds = await db.$transaction(async (tx) => {
        const videos = await tx.video.findMany({ where: { userId }, select: { id: true } });
        await tx.outboxEmail.deleteMany({ where: { to: user.email } });
        await tx.user.deleteMany({ where: { id: userId } });
        return videos.map((v) => v.id);
      });
      log.info({ userId, folders: folders.length }, 'account deleted');

      try {
        await removeFolders(accountFolders(userId, lateVideoIds));
      } catch {
        // Logged per folder above; the rows are gone, so this is all that can be said.
      }
      if (deps.afterDelete) {
        void deps
          .afterDelete({ userId, marketplaceAccounts: user.marketplaceAccounts })
          .catch((err: unknown) =>
            log.warn(
              { userId, err: err instanceof Error ? err.message : String(err) },
              'after-delete step failed',
            ),
          );
      }
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
