import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages.ts';
import { linkInBioPhrase } from './link-in-bio.ts';
import { cutText, draftPostText, productTags } from './post-drafts.ts';
import {
  composePostText,
  createPostsBodySchema,
  earningsByPlatform,
  POST_PLATFORMS,
  POST_TEXT_LIMITS,
  postTextProblem,
  scheduleProblem,
  textLength,
  updatePostBodySchema,
} from './posts.ts';
import type { ScriptContent } from './script.ts';

const LINK = 'https://adreel.example/go/AbCdEf1234';
const scene = (voiceover: string) => ({
  duration: 3,
  visual: { background: 'desk' },
  audio: { voiceover, musicMood: 'calm' },
});
const script: ScriptContent = {
  websiteSummary: 'A lamp.',
  commentary: 'This lamp turns any desk into a calm place. It dims by itself at night.',
  reelScript: { scenes: [scene('Tired of harsh light at night?'), scene('Meet the lamp.')] },
  musicSuggestion: 'lofi',
};

describe('draftPostText', () => {
  it('writes the hook and pitch, product and platform hashtags, and a YouTube title', () => {
    const yt = draftPostText('youtube', { productName: 'Glow Desk Lamp', script }, LINK);
    expect(yt.caption).toContain('Tired of harsh light at night?');
    expect(yt.caption).toContain('This lamp turns any desk into a calm place.');
    expect(yt.caption).not.toContain('It dims by itself');
    expect(yt.hashtags).toEqual(['glowdesklamp', 'glow', 'desk', 'shorts']);
    expect(yt.title).toBe('Glow Desk Lamp — Tired of harsh light at night?');
    const tt = draftPostText('tiktok', { productName: 'Glow Desk Lamp', script }, LINK);
    expect(tt.title).toBeNull();
    expect(tt.hashtags).toContain('fyp');
  });

  it('stays within every platform limit however long the script is', () => {
    const long: ScriptContent = {
      ...script,
      reelScript: { scenes: [scene('word '.repeat(119).trim())] },
      commentary: `${'very long sentence '.repeat(100)}.`,
    };
    for (const p of POST_PLATFORMS) {
      const d = draftPostText(p, { productName: 'X'.repeat(300), script: long }, LINK, 'es');
      expect(postTextProblem(p, d, LINK, 'es')).toBeNull();
      expect(textLength(d.caption)).toBeGreaterThan(10);
    }
  });

  it('has something to say without a script', () => {
    const d = draftPostText('instagram', { productName: null, script: null }, LINK);
    expect(d.caption).toBe('Watch this.');
    expect(d.hashtags).toEqual(['reels']);
  });
});

it('cutText cuts at a word and marks the cut', () => {
  expect(cutText('one two three four', 12)).toBe('one two…');
  expect(cutText('short', 12)).toBe('short');
  expect(textLength(cutText('a'.repeat(50), 10))).toBe(10);
});

it('productTags drops accents and short words', () => {
  expect(productTags('Café de la Crème')).toEqual(['cafecreme', 'cafe', 'creme']);
});

describe('composePostText and postTextProblem', () => {
  it('puts the link only where it is clickable', () => {
    const text = { caption: 'Hi', hashtags: ['a', '#a', 'b'] };
    expect(composePostText('youtube', text, LINK)).toBe(`Hi\n\n#a #b\n\n${LINK}`);
    expect(composePostText('tiktok', text, LINK)).toBe('Hi\n\n#a #b\n\nLink in bio');
    expect(composePostText('tiktok', text, null)).toBe('Hi\n\n#a #b');
  });

  it('says "link in bio" in the video\'s language on TikTok and Instagram, English when unknown', () => {
    const text = { caption: 'Hallo', hashtags: [] };
    expect(composePostText('instagram', text, LINK, 'de')).toBe('Hallo\n\nLink in der Bio');
    expect(composePostText('tiktok', text, LINK, 'es')).toBe('Hallo\n\nEnlace en la bio');
    expect(composePostText('tiktok', text, LINK, 'xx')).toBe('Hallo\n\nLink in bio');
    expect(composePostText('youtube', text, LINK, 'de')).toBe(`Hallo\n\n${LINK}`);
    for (const code of languageCodes) expect(linkInBioPhrase(code)).toMatch(/bio/i);
  });

  it('counts hashtags and link against the limit and says by how much', () => {
    const max = POST_TEXT_LIMITS.tiktok.captionMax;
    expect(postTextProblem('tiktok', { caption: 'x'.repeat(max), hashtags: [] }, null)).toBeNull();
    expect(postTextProblem('tiktok', { caption: 'x'.repeat(max), hashtags: ['ab'] }, null)).toMatch(
      /Shorten it by 5/,
    );
    // "Link in der Bio" and its blank line: 17 more.
    expect(postTextProblem('tiktok', { caption: 'x'.repeat(max), hashtags: [] }, LINK, 'de')).toMatch(
      /"link in bio"; this one has 2217\. Shorten it by 17/,
    );
    expect(
      postTextProblem(
        'instagram',
        {
          caption: 'x',
          hashtags: Array(31)
            .fill('t')
            .map((t, i) => t + i),
        },
        null,
      ),
    ).toMatch(/at most 30 hashtags/);
  });
});

it('scheduleProblem refuses the past and more than a year ahead', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  expect(scheduleProblem(new Date('2026-06-01T09:59:30Z'), now)).toBeNull();
  expect(scheduleProblem(new Date('2026-06-01T09:00:00Z'), now)).toMatch(/passed/);
  expect(scheduleProblem(new Date('2027-06-02T10:00:00Z'), now)).toMatch(/365 days/);
  expect(scheduleProblem(new Date('2027-05-30T10:00:00Z'), now)).toBeNull();
});

it('request schemas refuse control characters and empty edits', () => {
  const base = { videoId: crypto.randomUUID(), scheduledAt: null };
  const post = { channelId: crypto.randomUUID(), caption: 'ok', hashtags: [] };
  expect(createPostsBodySchema.safeParse({ ...base, posts: [post] }).success).toBe(true);
  expect(
    createPostsBodySchema.safeParse({ ...base, posts: [{ ...post, caption: 'a\u0000b' }] }).success,
  ).toBe(false);
  expect(createPostsBodySchema.safeParse({ ...base, posts: [{ ...post, hashtags: ['a b'] }] }).success).toBe(
    false,
  );
  expect(createPostsBodySchema.safeParse({ ...base, posts: [] }).success).toBe(false);
  expect(
    createPostsBodySchema.safeParse({ ...base, scheduledAt: '2026-06-01T10:00:00+02:00', posts: [post] })
      .success,
  ).toBe(true);
  expect(updatePostBodySchema.safeParse({}).success).toBe(false);
  expect(updatePostBodySchema.safeParse({ caption: 'new\nline' }).success).toBe(true);
});

it('earningsByPlatform adds up the post rows per platform and ignores other sources', () => {
  const row = (kind: string, sourceId: string, clicks: number, sales: number, earnings: number) => ({
    kind,
    sourceId,
    clicks,
    sales,
    earnings,
  });
  expect(
    earningsByPlatform([
      row('post', 'tiktok/c1/p1', 10, 1, 12.5),
      row('post', 'youtube/c2/p2', 4, 0, 0),
      row('post', 'tiktok/c3/p3', 5, 2, 20.1),
      row('video', 'v1', 100, 9, 99),
      row('post', 'myspace/c/p', 1, 1, 1),
    ]),
  ).toEqual([
    { platform: 'tiktok', posts: 2, clicks: 15, sales: 3, earnings: 32.6 },
    { platform: 'youtube', posts: 1, clicks: 4, sales: 0, earnings: 0 },
  ]);
});
