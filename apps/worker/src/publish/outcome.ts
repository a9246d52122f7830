import { POST_PLATFORM_NAMES, type PostPlatform } from '@adreel/contracts';
import { isPlatformError } from '@adreel/publish';

/** After this many claims of one post (crashes, retries, waits) it fails instead of trying again. */
export const MAX_POST_ATTEMPTS = 8;
const MINUTE = 60_000;

export type PostDecision =
  /** Wait and try again: the post goes back to `scheduled` at the new time, saying why. */
  | { kind: 'reschedule'; delayMs: number; message: string }
  /** Give up: the post fails with this reason (and the channel needs reconnecting when `reconnect`). */
  | { kind: 'fail'; message: string; reconnect?: boolean }
  /** Start the upload again from zero at once (the platform forgot the upload session). */
  | { kind: 'restart' };

/** 1, 2, 4, 8 … minutes, at most 30. */
export const backoffMs = (attempt: number) => Math.min(30 * MINUTE, MINUTE * 2 ** Math.max(0, attempt - 1));

const name = (platform: string) => POST_PLATFORM_NAMES[platform as PostPlatform] ?? platform;
const inMinutes = (ms: number) => {
  const m = Math.max(1, Math.round(ms / MINUTE));
  return m >= 60 ? `${Math.round(m / 60)} h` : `${m} min`;
};

/**
 * What to do when posting failed, as the user will read it. Rate limits and quotas wait (as long as
 * the platform says, else with backoff) and never count as failures of the post; network trouble and
 * 5xx wait with backoff until MAX_POST_ATTEMPTS; a refusal fails at once with the platform's reason.
 */
export function decidePostFailure(err: unknown, platform: string, attempt: number): PostDecision {
  const who = name(platform);
  if (!isPlatformError(err)) {
    if (attempt >= MAX_POST_ATTEMPTS)
      return { kind: 'fail', message: `Posting to ${who} kept failing: ${(err as Error).message}` };
    const delayMs = backoffMs(attempt);
    return {
      kind: 'reschedule',
      delayMs,
      message: `Something went wrong while posting; AdReel tries again in ${inMinutes(delayMs)}.`,
    };
  }
  switch (err.kind) {
    case 'rate_limited': {
      const delayMs = Math.max(MINUTE, (err.details.retryAfterS ?? 0) * 1000, backoffMs(attempt));
      return {
        kind: 'reschedule',
        delayMs,
        message: `${who} limits how often apps may post (rate limit); AdReel tries again in ${inMinutes(delayMs)}.`,
      };
    }
    case 'quota': {
      const delayMs = Math.max(60 * MINUTE, (err.details.retryAfterS ?? 0) * 1000);
      return {
        kind: 'reschedule',
        delayMs,
        message: `${who}'s upload quota for now is used up; AdReel tries again in ${inMinutes(delayMs)}.`,
      };
    }
    case 'transient': {
      if (attempt >= MAX_POST_ATTEMPTS)
        return {
          kind: 'fail',
          message: `${who} could not be reached after ${attempt} tries: ${err.message}`,
        };
      const delayMs = backoffMs(attempt);
      return {
        kind: 'reschedule',
        delayMs,
        message: `${who} did not answer (${err.message}); AdReel tries again in ${inMinutes(delayMs)}.`,
      };
    }
    case 'session_lost':
      return attempt >= MAX_POST_ATTEMPTS ? { kind: 'fail', message: err.message } : { kind: 'restart' };
    case 'token_expired':
    case 'reconnect_needed':
      return {
        kind: 'fail',
        reconnect: true,
        message: `${who} no longer accepts AdReel's access (${err.message}). Reconnect the channel in Settings → Channels, then press Retry.`,
      };
    case 'rejected':
    case 'bad_request':
      return { kind: 'fail', message: `${who} refused the post: ${err.message}` };
  }
}
