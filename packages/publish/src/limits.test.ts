import { describe, expect, it } from 'vitest';
import { checkAgainstLimits, isYouTubeShort, PLATFORM_LIMITS } from './limits.ts';
import { chunkPlan } from './tiktok/chunks.ts';

const ok = { durationS: 30, sizeBytes: 20_000_000, width: 1080, height: 1920, fps: 30 };
const MB = 1024 * 1024;

describe('platform limits', () => {
  it('a 30 s vertical 30 fps video fits every platform', () => {
    for (const p of ['tiktok', 'youtube', 'instagram'] as const)
      expect(checkAgainstLimits(p, PLATFORM_LIMITS[p], ok)).toEqual([]);
  });

  it('says what to change: too long, too big, wrong frame rate, too wide', () => {
    const problems = checkAgainstLimits('tiktok', PLATFORM_LIMITS.tiktok, {
      durationS: 642,
      sizeBytes: 5000 * MB,
      width: 3000,
      height: 1000,
      fps: 15,
    });
    expect(problems.map((p) => p.field)).toEqual(['duration', 'size', 'fps', 'aspect']);
    expect(problems[0]?.message).toBe(
      'TikTok takes videos up to 10 min; this one is 10 min 42 s. Shorten it by 42 s.',
    );
    expect(problems[2]?.message).toMatch(/23–60 frames per second.*Render it at 30 fps/);
    expect(
      checkAgainstLimits('instagram', PLATFORM_LIMITS.instagram, { ...ok, durationS: 2 })[0]?.message,
    ).toMatch(/at least 3 s/);
    expect(
      checkAgainstLimits('instagram', PLATFORM_LIMITS.instagram, { ...ok, sizeBytes: 400 * MB })[0]?.message,
    ).toMatch(/up to 300 MB/);
  });

  it('checks caption length, title length and the hashtag count', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    const problems = checkAgainstLimits('instagram', PLATFORM_LIMITS.instagram, ok, {
      caption: `${'x'.repeat(2200)} ${tags}`,
    });
    expect(problems.map((p) => p.field)).toEqual(['caption', 'hashtags']);
    expect(
      checkAgainstLimits('youtube', PLATFORM_LIMITS.youtube, ok, { caption: 'c', title: 'y'.repeat(101) })[0]
        ?.field,
    ).toBe('title');
  });

  it('a vertical or square video up to 3 minutes is a Short', () => {
    expect(isYouTubeShort(ok)).toBe(true);
    expect(isYouTubeShort({ ...ok, durationS: 181 })).toBe(false);
    expect(isYouTubeShort({ ...ok, width: 1920, height: 1080 })).toBe(false);
  });

  it('TikTok chunks: under 5 MB in one piece; else floor(size/chunk) chunks of 5–64 MB', () => {
    expect(chunkPlan(4 * MB)).toEqual({ chunkSize: 4 * MB, totalChunks: 1 });
    expect(chunkPlan(23 * MB, 10 * MB)).toEqual({ chunkSize: 10 * MB, totalChunks: 2 });
    expect(chunkPlan(23 * MB, 1 * MB)).toEqual({ chunkSize: 5 * MB, totalChunks: 4 });
    expect(chunkPlan(1000 * MB, 200 * MB)).toEqual({ chunkSize: 64 * MB, totalChunks: 15 });
    expect(chunkPlan(6 * MB, 10 * MB)).toEqual({ chunkSize: 6 * MB, totalChunks: 1 });
  });
});
