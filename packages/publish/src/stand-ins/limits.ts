import type { Bounds } from './bounded-map.ts';

const KB = 1024;

/**
 * What one stand-in (per platform) accepts and keeps. Every request field is capped and every table is
 * bounded in entries, entries per demo account and bytes, oldest (least recently used) out first, so
 * no caller can grow the state or its file (issue 31). Real platforms' own limits are the floor.
 */
export const STAND_IN_LIMITS = {
  scopeChars: 200,
  stateChars: 500,
  challengeChars: 128,
  captionChars: 2200,
  titleChars: 100,
  descriptionBytes: 5000,
  videoUrlChars: 2048,
  /** Forms and JSON bodies (tokens, consent, init); uploads are counted, never held. */
  formBytes: 64 * KB,
  /** One upload request: TikTok's last chunk may be 128 MB. */
  uploadBytes: 200 * 1024 * KB,
  codes: { entries: 500, perAccount: 300, bytes: 256 * KB },
  tokens: { entries: 2000, perAccount: 1500, bytes: 512 * KB },
  sessions: { entries: 500, perAccount: 300, bytes: 512 * KB },
  posts: { entries: 500, perAccount: 300, bytes: 512 * KB },
  failures: 50,
  /** Client addresses the rate limiter remembers at once. */
  rateClients: 10_000,
  /** State reaches disk at most this often (in one background write). */
  persistDelayMs: 1000,
} as const satisfies Record<string, number | Bounds>;
