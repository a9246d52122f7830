import { PlatformError } from '@adreel/publish';
import { describe, expect, it } from 'vitest';
import { backoffMs, decidePostFailure, MAX_POST_ATTEMPTS } from './outcome.ts';

describe('decidePostFailure', () => {
  it('waits out a rate limit as long as the platform asks, and says so', () => {
    const d = decidePostFailure(
      new PlatformError('rate_limited', 'slow down', { retryAfterS: 600 }),
      'tiktok',
      1,
    );
    expect(d).toEqual({
      kind: 'reschedule',
      delayMs: 600_000,
      message: 'TikTok limits how often apps may post (rate limit); AdReel tries again in 10 min.',
    });
  });

  it('waits at least an hour for a used-up quota, however often it happened', () => {
    const d = decidePostFailure(
      new PlatformError('quota', 'quotaExceeded'),
      'youtube',
      MAX_POST_ATTEMPTS + 3,
    );
    expect(d).toMatchObject({ kind: 'reschedule', delayMs: 3_600_000 });
    expect(d.kind === 'reschedule' && d.message).toBe(
      "YouTube's upload quota for now is used up; AdReel tries again in 1 h.",
    );
  });

  it('retries network trouble with backoff, then gives up with the reason', () => {
    expect(decidePostFailure(new PlatformError('transient', 'HTTP 503'), 'instagram', 3)).toMatchObject({
      kind: 'reschedule',
      delayMs: 4 * 60_000,
    });
    expect(
      decidePostFailure(new PlatformError('transient', 'HTTP 503'), 'instagram', MAX_POST_ATTEMPTS),
    ).toEqual({
      kind: 'fail',
      message: `Instagram could not be reached after ${MAX_POST_ATTEMPTS} tries: HTTP 503`,
    });
  });

  it('fails at once on a refusal with the platform’s words, and asks to reconnect on a refused token', () => {
    expect(decidePostFailure(new PlatformError('rejected', 'video too long'), 'tiktok', 1)).toEqual({
      kind: 'fail',
      message: 'TikTok refused the post: video too long',
    });
    expect(
      decidePostFailure(new PlatformError('reconnect_needed', 'invalid_grant'), 'youtube', 1),
    ).toMatchObject({
      kind: 'fail',
      reconnect: true,
    });
    expect(decidePostFailure(new PlatformError('session_lost', 'gone'), 'youtube', 1)).toEqual({
      kind: 'restart',
    });
  });

  it('backs off 1, 2, 4 … minutes up to 30', () => {
    expect([1, 2, 3, 6, 20].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 1_800_000, 1_800_000]);
  });
});
