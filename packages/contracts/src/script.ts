import { z } from 'zod';
import { languageCodes, scriptLanguageFields } from './languages.ts';

/** One scene of a reel script (spec §3). Duration is in seconds. */
export const sceneSchema = z.object({
  duration: z.number().positive().max(60),
  visual: z.object({
    background: z.string().min(1).max(500),
    animation: z.string().max(200).optional(),
  }),
  audio: z.object({
    voiceover: z.string().min(1).max(600),
    musicMood: z.string().min(1).max(60),
  }),
  /**
   * Set when this line is still in another language than the video's (issue 33): the offline writer
   * kept the product page's own words or the user's edited line because it cannot translate free
   * text. The review page says so; editing the line clears it. Optional, so older scripts stay valid.
   */
  untranslated: z.enum(languageCodes).optional(),
});
export type Scene = z.infer<typeof sceneSchema>;

/** How many alternative hooks a script may carry. */
export const MAX_HOOKS = 3;

/** The script content the writers produce and the user edits (spec §3 Script.content). */
export const scriptContentSchema = z.object({
  websiteSummary: z.string().min(1).max(2000),
  commentary: z.string().min(1).max(2000),
  reelScript: z.object({
    scenes: z.array(sceneSchema).min(1).max(12),
  }),
  musicSuggestion: z.string().min(1).max(200),
  /**
   * Up to 3 alternative first scenes (hook variants, A/B tests): POST /videos/variants renders one
   * video per chosen hook with scene 1 replaced. Optional so scripts written before it stay valid.
   */
  hooks: z.array(sceneSchema).max(MAX_HOOKS, `At most ${MAX_HOOKS} hooks`).optional(),
});
export type ScriptContent = z.infer<typeof scriptContentSchema>;

export const scriptWriterNameSchema = z.enum(['openai', 'offline']);
export type ScriptWriterName = z.infer<typeof scriptWriterNameSchema>;

export const scriptSchema = z.object({
  id: z.string(),
  content: scriptContentSchema,
  writer: scriptWriterNameSchema.nullable().optional(),
  sourceUrl: z.string().nullable().optional(),
  /** The language the script is written in and where that came from (issue 25). */
  ...scriptLanguageFields,
});
export type Script = z.infer<typeof scriptSchema>;
