import { z } from 'zod';

/**
 * The built-in training: narrated walkthrough videos of the app itself, rendered from real
 * screenshots by @adreel/walkthroughs at start time and stored under WALKTHROUGH_PREFIX.
 */
export const WALKTHROUGH_IDS = [
  'welcome',
  'step-by-step',
  'offers',
  'my-videos',
  'dfy',
  'instant-income',
  'automated-profits',
  'trainer',
] as const;
export const walkthroughIdSchema = z.enum(WALKTHROUGH_IDS);
export type WalkthroughId = z.infer<typeof walkthroughIdSchema>;

/** Storage prefix of the rendered walkthroughs: `walkthroughs/{id}/video.mp4|poster.jpg|manifest.json`. */
export const WALKTHROUGH_PREFIX = 'walkthroughs/';
export const WALKTHROUGH_FILES = ['video.mp4', 'poster.jpg'] as const;

export const walkthroughChapterSchema = z.object({
  title: z.string(),
  /** Where the chapter starts in the video, seconds. */
  startS: z.number().nonnegative(),
  /** What the voice says in this chapter (the transcript). */
  narration: z.string(),
});
export type WalkthroughChapter = z.infer<typeof walkthroughChapterSchema>;

/** `walkthroughs/{id}/manifest.json`, written after the video and poster are stored. */
export const walkthroughManifestSchema = z.object({
  id: walkthroughIdSchema,
  title: z.string(),
  summary: z.string(),
  durationS: z.number().positive(),
  chapters: z.array(walkthroughChapterSchema).min(1),
  /** Cache key: step table + web build + render pipeline; the generator skips a matching one. */
  key: z.string(),
  /** The same video in The Missing Piece tree (below training-media/). */
  trainingPath: z.string(),
  createdAt: z.string(),
});
export type WalkthroughManifest = z.infer<typeof walkthroughManifestSchema>;

/** GET /training-media/walkthroughs — the walkthroughs rendered so far (missing ones are still being prepared). */
export const walkthroughSchema = walkthroughManifestSchema
  .pick({ id: true, title: true, summary: true, durationS: true, chapters: true })
  .extend({ videoUrl: z.string(), posterUrl: z.string() });
export type Walkthrough = z.infer<typeof walkthroughSchema>;
export const walkthroughListResponseSchema = z.object({ walkthroughs: z.array(walkthroughSchema) });
export type WalkthroughListResponse = z.infer<typeof walkthroughListResponseSchema>;

/** GET /training-media/walkthroughs/{id}/{file} */
export const walkthroughFileParamsSchema = z.object({
  id: walkthroughIdSchema,
  file: z.enum(WALKTHROUGH_FILES, { error: 'Unknown walkthrough file' }),
});

/**
 * The built-in pages and what they play. The key names the public-config URL that replaces the page
 * with an embedded one when an operator sets it (welcomeUrl, tutorialVideoUrl, trainingUrls[key]).
 */
export const TRAINING_PAGES = {
  welcome: ['welcome'],
  stepByStep: ['step-by-step', 'offers', 'my-videos'],
  dfy: ['dfy'],
  instantIncome: ['instant-income'],
  automatedProfits: ['automated-profits'],
  trainer: ['trainer'],
  /** My Videos 'Watch Tutorial': sharing, going viral, earning commissions. */
  videosTutorial: ['my-videos'],
  /** The Offers page before connecting: offer → affiliate link → video. */
  offersTutorial: ['offers'],
} as const satisfies Record<string, readonly WalkthroughId[]>;
export type TrainingPageKey = keyof typeof TRAINING_PAGES;
