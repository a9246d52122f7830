import {
  DEFAULT_LANGUAGE,
  languageName,
  normalizeLanguage,
  postingTimeBucket,
  postingTimeLabel,
  VIDEO_TEMPLATES,
  WHAT_WORKS_DIMENSIONS,
  WHAT_WORKS_MAX_ARMS,
  type WhatWorksDimension,
  type WhatWorksDimensionRanking,
  type WhatWorksRanking,
} from '@adreel/contracts';
import { type ArmCounts, type Goal, type Rng, rankArms } from '@adreel/stats';

/** A post as "What works" counts it: the views its platform reported in the period, and its link's figures. */
export interface WhatWorksPost {
  id: string;
  videoId: string | null;
  channelId: string | null;
  /** When it went out (published, else scheduled): its posting-time bucket. */
  at: Date;
  views: number;
  /** People's clicks on the post's own link (bot-flagged ones are never counted in the rollups). */
  clicks: number;
  sales: number;
  earnings: number;
}

export interface WhatWorksVideo {
  /** The opening line (the first scene's voiceover); null when the script has none. */
  hook: string | null;
  /** "Lamp — hook B" for a hook variant; null for a video made alone. */
  variantName: string | null;
  template: string;
  language: string;
}

type Arm = ArmCounts & { label: string };

const HOOK_LABEL_CHARS = 90;
/**
 * Monte Carlo draws per ranking: P(best) to about ±1.5 points, and twelve rankings (six dimensions,
 * two goals) within tens of milliseconds of one request's CPU.
 */
const WHAT_WORKS_DRAWS = 1000;
const templateName = new Map<string, string>(VIDEO_TEMPLATES.map((t) => [t.id, t.name]));

/** Hooks compare by their words: case, spacing and end punctuation do not make another hook. */
export function hookKey(hook: string): string {
  return hook
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…]+$/u, '')
    .trim();
}

const shorten = (text: string) =>
  text.length > HOOK_LABEL_CHARS ? `${text.slice(0, HOOK_LABEL_CHARS - 1).trimEnd()}…` : text;

/**
 * Each post's figures summed into the arms it counts for, per dimension: its video's hook, hook
 * variant, template and language, its channel, and its posting hour of the week on `timeZone`'s
 * clock. A post whose video was deleted still counts for its channel and posting time.
 */
export function whatWorksArms(input: {
  posts: readonly WhatWorksPost[];
  videos: ReadonlyMap<string, WhatWorksVideo>;
  channels: ReadonlyMap<string, string>;
  timeZone: string;
}): Record<WhatWorksDimension, Arm[]> {
  const arms = Object.fromEntries(WHAT_WORKS_DIMENSIONS.map((d) => [d, new Map<string, Arm>()])) as Record<
    WhatWorksDimension,
    Map<string, Arm>
  >;
  const add = (dimension: WhatWorksDimension, id: string, label: string, post: WhatWorksPost) => {
    let arm = arms[dimension].get(id);
    if (!arm) {
      arm = { id, label, views: 0, clicks: 0, sales: 0, earnings: 0 };
      arms[dimension].set(id, arm);
    }
    arm.views += post.views;
    arm.clicks += post.clicks;
    arm.sales += post.sales;
    arm.earnings += post.earnings;
  };
  for (const post of input.posts) {
    const video = post.videoId ? input.videos.get(post.videoId) : undefined;
    if (video && post.videoId) {
      const hook = video.hook?.trim();
      if (hook) add('hook', hookKey(hook), shorten(hook), post);
      if (video.variantName) add('variant', post.videoId, video.variantName, post);
      add('template', video.template, templateName.get(video.template) ?? video.template, post);
      const language = normalizeLanguage(video.language) ?? DEFAULT_LANGUAGE;
      add('language', language, languageName(language), post);
    }
    if (post.channelId) add('channel', post.channelId, input.channels.get(post.channelId) ?? 'Channel', post);
    const bucket = postingTimeBucket(post.at, input.timeZone);
    add('postingTime', bucket, postingTimeLabel(bucket), post);
  }
  return Object.fromEntries(WHAT_WORKS_DIMENSIONS.map((d) => [d, [...arms[d].values()]])) as Record<
    WhatWorksDimension,
    Arm[]
  >;
}

function ranking(arms: readonly Arm[], goal: Goal, rng: Rng): WhatWorksRanking {
  const labels = new Map(arms.map((a) => [a.id, a.label]));
  const ranked = rankArms(arms, goal, { rng, draws: WHAT_WORKS_DRAWS });
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    verdict: ranked.verdict,
    arms: ranked.arms.map((a) => ({
      ...a,
      label: labels.get(a.id) ?? a.id,
      earnings: round(a.earnings),
      perThousand: round(a.perThousand),
      low: round(a.low),
      high: round(a.high),
      pBest: Math.round(a.pBest * 1000) / 1000,
    })),
  };
}

/** One dimension's two rankings over its most-viewed arms (at most WHAT_WORKS_MAX_ARMS). */
export function rankDimension(
  dimension: WhatWorksDimension,
  arms: readonly Arm[],
  rng: Rng,
): WhatWorksDimensionRanking {
  const shown = [...arms]
    .sort((a, b) => b.views - a.views || a.label.localeCompare(b.label))
    .slice(0, WHAT_WORKS_MAX_ARMS);
  return {
    dimension,
    earnings: ranking(shown, 'earnings', rng),
    clicks: ranking(shown, 'clicks', rng),
    hidden: arms.length - shown.length,
  };
}

/** A seed from the question asked, so the same figures give the same Monte Carlo answer on every reload. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
