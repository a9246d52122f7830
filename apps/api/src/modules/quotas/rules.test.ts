import { describe, expect, it } from 'vitest';
import {
  bytesBySiteFolder,
  DAY_MS,
  dailyRendersMessage,
  dailySlotFreesAt,
  fitsStorage,
  formatMb,
  MB,
  quotaLimitsFromEnv,
  storageFullMessage,
  uuidv7,
  uuidv7Time,
  waitPhrase,
} from './rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('quota limits', () => {
  it('reads the three settings, storage in bytes', () => {
    expect(
      quotaLimitsFromEnv({ QUOTA_CONCURRENT_RENDERS: 2, QUOTA_DAILY_RENDERS: 7, QUOTA_STORAGE_MB: 3 }),
    ).toEqual({ concurrentRenders: 2, dailyRenders: 7, storageBytes: 3 * MB });
  });
});

describe('daily renders', () => {
  const t0 = Date.parse('2026-01-10T08:00:00Z');
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);

  it('has a free slot below the limit', () => {
    expect(dailySlotFreesAt([at(0), at(5)], 3)).toBeNull();
    expect(dailySlotFreesAt([], 1)).toBeNull();
  });

  it('frees a slot 24 hours after the oldest start that must leave, in any input order', () => {
    expect(dailySlotFreesAt([at(30), at(0), at(10)], 3)).toEqual(new Date(t0 + DAY_MS));
    // Four starts against a limit of three (a limit lowered meanwhile): two must leave.
    expect(dailySlotFreesAt([at(30), at(0), at(10), at(20)], 3)).toEqual(new Date(at(10).getTime() + DAY_MS));
  });

  it('tells when the next render can start, relative and as a UTC clock time', () => {
    const freesAt = new Date(t0 + DAY_MS);
    const message = dailyRendersMessage(50, freesAt, new Date(freesAt.getTime() - 3 * 3600_000 - 60_000));
    expect(message).toBe(
      'You have reached your limit of 50 videos in 24 hours. You can start another in about 3 hours (at 08:00 UTC).',
    );
  });

  it('phrases waits for people', () => {
    expect(waitPhrase(0)).toBe('in a minute');
    expect(waitPhrase(59_000)).toBe('in a minute');
    expect(waitPhrase(12 * 60_000)).toBe('in 12 minutes');
    expect(waitPhrase(61 * 60_000)).toBe('in about 1 hour');
    expect(waitPhrase(23.6 * 3600_000)).toBe('in about 24 hours');
  });
});

describe('storage', () => {
  it('fits up to the limit exactly, and nothing new always fits', () => {
    expect(fitsStorage(0, MB, MB)).toBe(true);
    expect(fitsStorage(1, MB, MB)).toBe(false);
    expect(fitsStorage(2 * MB, 0, MB)).toBe(true);
    expect(fitsStorage(2 * MB, -100, MB)).toBe(true);
    expect(fitsStorage(MB, 1, MB)).toBe(false);
  });

  it('formats megabytes briefly', () => {
    expect(formatMb(0)).toBe('0');
    expect(formatMb(MB / 2)).toBe('0.5');
    expect(formatMb(12.34 * MB)).toBe('12.3');
    expect(formatMb(2048 * MB)).toBe('2048');
    expect(formatMb(-5)).toBe('0');
  });

  it('says how full storage is, what did not fit, and what to do', () => {
    expect(storageFullMessage(2048 * MB, 2048 * MB)).toBe(
      'Your storage is full (2048 of 2048 MB used). Delete old videos, sites or uploads to free space.',
    );
    expect(storageFullMessage(0.6 * MB, MB, 0.5 * MB)).toBe(
      'Your storage is full (0.6 of 1 MB used; this needs 0.5 MB). Delete old videos, sites or uploads to free space.',
    );
  });
});

describe('uuidv7', () => {
  it('is a valid UUID carrying its creation time, and differs each call', () => {
    const ms = Date.parse('2026-03-01T12:34:56.789Z');
    const id = uuidv7(ms);
    expect(id).toMatch(UUID);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(uuidv7Time(id)).toBe(ms);
    expect(uuidv7(ms)).not.toBe(id);
  });

  it('gives no time for other UUID versions', () => {
    expect(uuidv7Time('0b5a1d8e-6f0e-4c43-9d6a-1d2f3e4a5b6c')).toBeNull();
    expect(uuidv7Time('not-a-uuid')).toBeNull();
  });
});

describe('bytesBySiteFolder', () => {
  it('sums the files of each site folder and ignores anything else', () => {
    const totals = bytesBySiteFolder([
      { key: 'sites/u/a/index.html', size: 10 },
      { key: 'sites/u/a/published.html', size: 5 },
      { key: 'sites/u/b/index.html.gz', size: 3 },
      { key: 'sites/u/stray.txt', size: 99 },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ a: 15, b: 3 });
  });
});
