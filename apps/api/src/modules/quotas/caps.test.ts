import { describe, expect, it } from 'vitest';
import {
  capLimitsFromEnv,
  DAILY_SCRIPTS,
  DAILY_TRANSLATIONS,
  dailyProblem,
  pendingPostsProblem,
  runningCampaignsProblem,
  videoTranslationsProblem,
} from './caps.ts';
import { DAY_MS } from './rules.ts';

describe('cap limits', () => {
  it('reads the five settings', () => {
    expect(
      capLimitsFromEnv({
        QUOTA_PENDING_POSTS: 500,
        QUOTA_RUNNING_CAMPAIGNS: 10,
        QUOTA_TRANSLATIONS_PER_VIDEO: 8,
        QUOTA_DAILY_TRANSLATIONS: 30,
        QUOTA_DAILY_SCRIPTS: 200,
      }),
    ).toEqual({
      pendingPosts: 500,
      runningCampaigns: 10,
      translationsPerVideo: 8,
      dailyTranslations: 30,
      dailyScripts: 200,
    });
  });
});

describe('pending posts', () => {
  it('fits up to the limit exactly, and nothing new always fits', () => {
    expect(pendingPostsProblem(0, 3, 3)).toBeNull();
    expect(pendingPostsProblem(497, 3, 500)).toBeNull();
    expect(pendingPostsProblem(600, 0, 500)).toBeNull();
  });

  it('says the limit and what to do when full', () => {
    expect(pendingPostsProblem(500, 1, 500)).toBe(
      'You have 500 scheduled posts waiting; that is the most one account may have. Cancel some or wait until they publish.',
    );
    expect(pendingPostsProblem(1, 1, 1)).toMatch(/^You have 1 scheduled post waiting;/);
  });

  it('says what did not fit when below the limit', () => {
    expect(pendingPostsProblem(498, 3, 500)).toBe(
      'You have 498 scheduled posts waiting and this would add 3; one account may have at most 500. Choose fewer channels, cancel some posts or wait until they publish.',
    );
  });
});

describe('running campaigns', () => {
  it('lets one more start below the limit only', () => {
    expect(runningCampaignsProblem(9, 10)).toBeNull();
    expect(runningCampaignsProblem(10, 10)).toBe(
      'You have 10 campaigns running; that is the most one account may run at once. Launch this one when another has finished posting.',
    );
    expect(runningCampaignsProblem(12, 10)).toMatch(/12 campaigns running/);
  });
});

describe('translations per video', () => {
  it('fits up to the limit, and asking for known languages only always fits', () => {
    expect(videoTranslationsProblem(5, 3, 8)).toBeNull();
    expect(videoTranslationsProblem(8, 0, 8)).toBeNull();
  });

  it('says how many the video has and how many more may come', () => {
    expect(videoTranslationsProblem(2, 1, 2)).toBe(
      'This video already has 2 translations; one video may be made in at most 2 other languages. Open one of those instead.',
    );
    expect(videoTranslationsProblem(1, 3, 2)).toBe(
      'This video already has 1 translation; one video may be made in at most 2 other languages. Pick at most 1.',
    );
  });
});

describe('daily limits', () => {
  const t0 = Date.parse('2026-01-10T08:00:00Z');
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);

  it('fits below the limit, counting what is added', () => {
    expect(dailyProblem(DAILY_SCRIPTS, [at(0)], 1, 2, at(10))).toBeNull();
    expect(dailyProblem(DAILY_SCRIPTS, [at(0)], 2, 3, at(10))).toBeNull();
    expect(dailyProblem(DAILY_SCRIPTS, [at(0), at(1)], 0, 2, at(10))).toBeNull();
  });

  it('tells when room frees: the oldest that must leave the window, plus 24 hours', () => {
    const now = new Date(t0 + DAY_MS - 3 * 3600_000 - 60_000);
    expect(dailyProblem(DAILY_SCRIPTS, [at(30), at(0)], 1, 2, now)).toBe(
      'You have reached your limit of 2 scripts in 24 hours. You can write another in about 3 hours (at 08:00 UTC).',
    );
    // Two more against a limit of three with three made: two must leave, the later of them decides.
    expect(dailyProblem(DAILY_TRANSLATIONS, [at(120), at(0), at(60)], 2, 3, now)).toBe(
      'You have reached your limit of 3 translations in 24 hours. You can translate again in about 4 hours (at 09:00 UTC).',
    );
  });

  it('says when more are asked for at once than the limit could ever allow', () => {
    expect(dailyProblem(DAILY_TRANSLATIONS, [], 3, 2, at(0))).toBe(
      'You can make at most 2 translations in 24 hours; ask for fewer than 3.',
    );
  });
});
