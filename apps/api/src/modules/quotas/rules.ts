/** Per-user limits, from QUOTA_CONCURRENT_RENDERS, QUOTA_DAILY_RENDERS and QUOTA_STORAGE_MB. */
export interface QuotaLimits {
  concurrentRenders: number;
  dailyRenders: number;
  storageBytes: number;
}

export const MB = 1024 * 1024;
export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A saved page (POST /api/save, DFY clone) lives in the user's folder before POST /cloned-sites
 * records it. Until then it counts against storage for this long; after it, nobody can reach it any
 * more (the editor records it right after saving), so the next save removes it.
 */
export const PENDING_SITE_TTL_MS = 60 * 60 * 1000;

export function quotaLimitsFromEnv(env: {
  QUOTA_CONCURRENT_RENDERS: number;
  QUOTA_DAILY_RENDERS: number;
  QUOTA_STORAGE_MB: number;
}): QuotaLimits {
  return {
    concurrentRenders: env.QUOTA_CONCURRENT_RENDERS,
    dailyRenders: env.QUOTA_DAILY_RENDERS,
    storageBytes: env.QUOTA_STORAGE_MB * MB,
  };
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Asking for more renders in one go (hook variants) than the daily limit could ever allow. */
export function tooManyAtOnceMessage(count: number, max: number): string {
  return `You can start at most ${plural(max, 'video', 'videos')} at once; choose fewer than ${count}.`;
}

/**
 * When the next render may start: the renders of the last 24 hours leave the window oldest first,
 * and a slot opens once fewer than `limit` remain. Null while a slot is free.
 */
export function dailySlotFreesAt(startedAt: readonly Date[], limit: number): Date | null {
  if (startedAt.length < limit) return null;
  const sorted = [...startedAt].sort((a, b) => a.getTime() - b.getTime());
  const leaving = sorted[sorted.length - limit] as Date;
  return new Date(leaving.getTime() + DAY_MS);
}

/** "in about 3 hours", "in 12 minutes", "in a minute". */
export function waitPhrase(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'in a minute';
  if (minutes < 60) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in about ${plural(hours, 'hour', 'hours')}`;
}

/** What a rolling 24-hour limit counts, for its message: "50 videos", "You can start another …". */
export interface DailyThing {
  one: string;
  many: string;
  /** What the user may do once a slot frees: "start another", "translate again". */
  again: string;
}

/** A rolling 24-hour limit reached: the limit, and when (relative and as a UTC clock time) room frees. */
export function dailyLimitMessage(thing: DailyThing, limit: number, freesAt: Date, now: Date): string {
  const clock = freesAt.toISOString().slice(11, 16);
  return (
    `You have reached your limit of ${plural(limit, thing.one, thing.many)} in 24 hours. ` +
    `You can ${thing.again} ${waitPhrase(freesAt.getTime() - now.getTime())} (at ${clock} UTC).`
  );
}

export function dailyRendersMessage(limit: number, freesAt: Date, now: Date): string {
  return dailyLimitMessage({ one: 'video', many: 'videos', again: 'start another' }, limit, freesAt, now);
}

/** Megabytes for people: "0.4", "12.5", "2048" (never "-0" or a long fraction). */
export function formatMb(bytes: number): string {
  const mb = Math.max(0, bytes) / MB;
  const rounded = mb >= 100 ? Math.round(mb) : Math.round(mb * 10) / 10;
  return String(rounded);
}

/** Whether `incoming` more bytes fit. Nothing new (0 or less) always fits. */
export function fitsStorage(usedBytes: number, incomingBytes: number, limitBytes: number): boolean {
  return incomingBytes <= 0 || usedBytes + incomingBytes <= limitBytes;
}

export function storageFullMessage(usedBytes: number, limitBytes: number, incomingBytes = 0): string {
  const used = `${formatMb(usedBytes)} of ${formatMb(limitBytes)} MB used`;
  // Below the limit, say what did not fit, or "full" reads as wrong.
  const need =
    usedBytes < limitBytes && incomingBytes > 0 ? `; this needs ${formatMb(incomingBytes)} MB` : '';
  return `Your storage is full (${used}${need}). Delete old videos, sites or uploads to free space.`;
}

export { uuidv7, uuidv7Time } from '../../kernel/uuid.ts';

/** Files per site folder (`sites/<user>/<site>/…`), as sizes summed by folder id. */
export function bytesBySiteFolder(files: readonly { key: string; size: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of files) {
    const id = f.key.split('/')[2];
    if (!id || f.key.split('/').length < 4) continue;
    out.set(id, (out.get(id) ?? 0) + f.size);
  }
  return out;
}
