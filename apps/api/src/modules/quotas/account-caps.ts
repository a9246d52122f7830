import type { Db, Prisma } from '@adreel/db';
import { RateLimited } from '../../domain-errors.ts';
import {
  type AccountCapLimits,
  DAILY_SCRIPTS,
  DAILY_TRANSLATIONS,
  dailyProblem,
  pendingPostsProblem,
  runningCampaignsProblem,
  videoTranslationsProblem,
} from './caps.ts';
import { DAY_MS } from './rules.ts';

/** First key of the two-key advisory lock taken around "count a user's rows, then insert more". */
const CAPS_LOCK_NAMESPACE = 0x4341_5053; // "CAPS"

type Client = Prisma.TransactionClient | Db;
type Write<T> = (tx: Prisma.TransactionClient) => Promise<T>;

export interface AccountCapsDeps {
  db: Db;
  limits: AccountCapLimits;
  now?: () => Date;
}

/**
 * The per-account caps (caps.ts). Each `assert…` is a quick check before any work (a refusal then
 * writes nothing); each `admit…` checks again and runs `write` in one transaction under the user's
 * advisory lock, so parallel requests of one user take turns and cannot together pass a cap.
 * `write` must create the counted rows with the transaction it is given.
 */
export function createAccountCaps(deps: AccountCapsDeps) {
  const { db, limits } = deps;
  const now = deps.now ?? (() => new Date());

  function refuse(problem: string | null) {
    if (problem) throw new RateLimited(problem);
  }

  /** Creation times of the user's rows of the last 24 hours, newest `limit` (all a check needs). */
  async function madeToday(client: Client, userId: string, translationsOnly: boolean, limit: number) {
    const rows = await client.script.findMany({
      where: {
        userId,
        createdAt: { gte: new Date(now().getTime() - DAY_MS) },
        ...(translationsOnly ? { translatedFromVideoId: { not: null } } : {}),
      },
      orderBy: { createdAt: 'desc' },
      take: limit,
      select: { createdAt: true },
    });
    return rows.map((r) => r.createdAt);
  }

  async function checkPosts(client: Client, userId: string, adding: number) {
    const pending = await client.post.count({ where: { userId, status: 'scheduled' } });
    refuse(pendingPostsProblem(pending, adding, limits.pendingPosts));
  }

  async function checkScripts(client: Client, userId: string, adding: number) {
    const made = await madeToday(client, userId, false, limits.dailyScripts);
    refuse(dailyProblem(DAILY_SCRIPTS, made, adding, limits.dailyScripts, now()));
  }

  /** `languages`: those about to be written for the video; a language it already has adds none. */
  async function checkTranslations(client: Client, userId: string, videoId: string, languages: string[]) {
    const had = await client.script.findMany({
      where: { userId, translatedFromVideoId: videoId },
      distinct: ['language'],
      select: { language: true },
    });
    const known = new Set(had.map((r) => r.language));
    const adding = languages.filter((l) => !known.has(l)).length;
    refuse(videoTranslationsProblem(known.size, adding, limits.translationsPerVideo));
    const made = await madeToday(client, userId, true, limits.dailyTranslations);
    refuse(dailyProblem(DAILY_TRANSLATIONS, made, languages.length, limits.dailyTranslations, now()));
    await checkScripts(client, userId, languages.length);
  }

  function locked<T>(
    userId: string,
    check: (tx: Prisma.TransactionClient) => Promise<void>,
    write: Write<T>,
  ) {
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CAPS_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`;
        await check(tx);
        return write(tx);
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
  }

  return {
    limits,

    /** 429 unless `adding` more scheduled posts fit. */
    assertPostRoom: (userId: string, adding: number) => checkPosts(db, userId, adding),
    admitPosts: <T>(userId: string, adding: number, write: Write<T>) =>
      locked(userId, (tx) => checkPosts(tx, userId, adding), write),

    /** 429 unless `adding` more scripts fit in the user's last 24 hours. */
    assertScriptRoom: (userId: string, adding: number) => checkScripts(db, userId, adding),
    admitScripts: <T>(userId: string, adding: number, write: Write<T>) =>
      locked(userId, (tx) => checkScripts(tx, userId, adding), write),

    /** 429 unless the video may be written in `languages` (per video, per day, and as scripts). */
    assertTranslationRoom: (userId: string, videoId: string, languages: string[]) =>
      checkTranslations(db, userId, videoId, languages),
    admitTranslations: <T>(userId: string, videoId: string, languages: string[], write: Write<T>) =>
      locked(userId, (tx) => checkTranslations(tx, userId, videoId, languages), write),

    /**
     * Starts a campaign: `othersRunning` counts the user's other running campaigns (the campaigns
     * module knows what "running" means), and `write` marks this one running.
     */
    admitCampaign: <T>(
      userId: string,
      othersRunning: (tx: Prisma.TransactionClient) => Promise<number>,
      write: Write<T>,
    ) =>
      locked(
        userId,
        async (tx) => refuse(runningCampaignsProblem(await othersRunning(tx), limits.runningCampaigns)),
        write,
      ),

    /** The caps and what the account has used of those counting its own rows (GET /account/usage). */
    async usage(userId: string) {
      const [scheduledPosts, scripts, translations] = await Promise.all([
        db.post.count({ where: { userId, status: 'scheduled' } }),
        madeToday(db, userId, false, limits.dailyScripts),
        madeToday(db, userId, true, limits.dailyTranslations),
      ]);
      return {
        scheduledPosts,
        scheduledPostLimit: limits.pendingPosts,
        runningCampaignLimit: limits.runningCampaigns,
        translationsPerVideoLimit: limits.translationsPerVideo,
        translationsToday: translations.length,
        dailyTranslationLimit: limits.dailyTranslations,
        scriptsToday: scripts.length,
        dailyScriptLimit: limits.dailyScripts,
      };
    },
  };
}
export type AccountCapsService = ReturnType<typeof createAccountCaps>;
