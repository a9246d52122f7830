import { type DailyThing, dailyLimitMessage, dailySlotFreesAt, plural } from './rules.ts';

/**
 * Per-account caps (issue 31): how much one account may have waiting or make in a day, so one
 * account (or a script run with its token) cannot fill the database and the queues. From the
 * QUOTA_PENDING_POSTS, QUOTA_RUNNING_CAMPAIGNS, QUOTA_TRANSLATIONS_PER_VIDEO, QUOTA_DAILY_TRANSLATIONS
 * and QUOTA_DAILY_SCRIPTS settings.
 */
export interface AccountCapLimits {
  /** Posts waiting to be sent (status `scheduled`), each with a delayed job. */
  pendingPosts: number;
  /** Launched campaigns not yet done. */
  runningCampaigns: number;
  /** Languages one video may be translated into. */
  translationsPerVideo: number;
  /** Translations written in any 24 hours. */
  dailyTranslations: number;
  /** Script rows made in any 24 hours: written from a page or text, and translations. */
  dailyScripts: number;
}

export function capLimitsFromEnv(env: {
  QUOTA_PENDING_POSTS: number;
  QUOTA_RUNNING_CAMPAIGNS: number;
  QUOTA_TRANSLATIONS_PER_VIDEO: number;
  QUOTA_DAILY_TRANSLATIONS: number;
  QUOTA_DAILY_SCRIPTS: number;
}): AccountCapLimits {
  return {
    pendingPosts: env.QUOTA_PENDING_POSTS,
    runningCampaigns: env.QUOTA_RUNNING_CAMPAIGNS,
    translationsPerVideo: env.QUOTA_TRANSLATIONS_PER_VIDEO,
    dailyTranslations: env.QUOTA_DAILY_TRANSLATIONS,
    dailyScripts: env.QUOTA_DAILY_SCRIPTS,
  };
}

/** Why `adding` more scheduled posts do not fit beside `pending` ones, or null when they do. */
export function pendingPostsProblem(pending: number, adding: number, limit: number): string | null {
  if (adding <= 0 || pending + adding <= limit) return null;
  const most = 'that is the most one account may have';
  if (pending >= limit) {
    return `You have ${plural(pending, 'scheduled post', 'scheduled posts')} waiting; ${most}. Cancel some or wait until they publish.`;
  }
  return (
    `You have ${plural(pending, 'scheduled post', 'scheduled posts')} waiting and this would add ${adding}; ` +
    `one account may have at most ${limit}. Choose fewer channels, cancel some posts or wait until they publish.`
  );
}

/** Why one more campaign may not start beside `running` others, or null when it may. */
export function runningCampaignsProblem(running: number, limit: number): string | null {
  if (running < limit) return null;
  return (
    `You have ${plural(running, 'campaign', 'campaigns')} running; that is the most one account may run at once. ` +
    'Launch this one when another has finished posting.'
  );
}

/** Why a video already in `languages` may not get `adding` new ones, or null when it may. */
export function videoTranslationsProblem(languages: number, adding: number, limit: number): string | null {
  if (adding <= 0 || languages + adding <= limit) return null;
  const most = `one video may be made in at most ${plural(limit, 'other language', 'other languages')}`;
  if (languages >= limit) {
    return `This video already has ${plural(languages, 'translation', 'translations')}; ${most}. Open one of those instead.`;
  }
  return `This video already has ${plural(languages, 'translation', 'translations')}; ${most}. Pick at most ${limit - languages}.`;
}

export const DAILY_TRANSLATIONS: DailyThing = {
  one: 'translation',
  many: 'translations',
  again: 'translate again',
};
export const DAILY_SCRIPTS: DailyThing = { one: 'script', many: 'scripts', again: 'write another' };

/**
 * Why `adding` more of a rolling 24-hour limit do not fit beside those made at `madeAt` (any order),
 * or null when they do: when room frees, or that so many never fit at once.
 */
export function dailyProblem(
  thing: DailyThing,
  madeAt: readonly Date[],
  adding: number,
  limit: number,
  now: Date,
): string | null {
  if (adding <= 0) return null;
  if (adding > limit) {
    return `You can make at most ${plural(limit, thing.one, thing.many)} in 24 hours; ask for fewer than ${adding}.`;
  }
  // `adding` more fit once fewer than limit - adding + 1 remain in the window.
  const freesAt = dailySlotFreesAt(madeAt, limit - adding + 1);
  return freesAt ? dailyLimitMessage(thing, limit, freesAt, now) : null;
}
