import { z } from 'zod';
import { scriptContentSchema, scriptSchema } from './script.ts';
import { safeText } from './text.ts';

/** Longest free text a script may be written from (Text to Video). */
export const SCRIPT_TEXT_MAX = 5000;
/** Longest product address accepted. */
export const SCRIPT_URL_MAX = 2048;

export const scriptStatusValues = ['pending', 'processing', 'completed', 'failed'] as const;
export const scriptStatusSchema = z.enum(scriptStatusValues);
export type ScriptStatus = z.infer<typeof scriptStatusSchema>;

/** A product address: trimmed, present, and http(s). Anything else is refused before any fetch. */
export const productUrlSchema = safeText({ error: 'url is required' })
  .trim()
  .min(1, 'Please enter a product URL')
  .max(SCRIPT_URL_MAX, `The URL must be at most ${SCRIPT_URL_MAX} characters`)
  .refine((value) => {
    // Empty is already answered by min(1): one reason per mistake.
    if (value.length === 0) return true;
    try {
      const u = new URL(value);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Please enter a valid product URL starting with http:// or https://');

export const scriptTextSchema = safeText({ error: 'text is required' })
  .trim()
  .min(1, 'Please enter some text')
  .max(SCRIPT_TEXT_MAX, `The text must be at most ${SCRIPT_TEXT_MAX.toLocaleString('en-US')} characters`);

const scriptIdSchema = safeText({ error: 'scriptId is required' }).trim().min(1, 'scriptId is required');

/** POST /videos/generate-script */
export const generateScriptBodySchema = z.object({ url: productUrlSchema });
/** POST /videos/generate-script-from-text */
export const generateScriptFromTextBodySchema = z.object({ text: scriptTextSchema });
/** Answer of both start calls: the script job's id (the Script row's id). */
export const generateScriptResponseSchema = z.object({ id: z.string() });

/** POST /videos/regenerate-script */
export const regenerateScriptBodySchema = z.object({ scriptId: scriptIdSchema });
/** POST /videos/regenerate-script-from-text */
export const regenerateScriptFromTextBodySchema = z.object({
  scriptId: scriptIdSchema,
  text: scriptTextSchema,
});

/** A script as the review page holds it: the spec's Script plus where it came from (to regenerate it). */
export const reviewScriptSchema = scriptSchema.extend({
  content: scriptContentSchema,
  source: z.enum(['url', 'text']).optional(),
  sourceText: z.string().nullable().optional(),
});
export type ReviewScript = z.infer<typeof reviewScriptSchema>;

/** Answer of both regenerate calls: the rewritten script. */
export const regenerateScriptResponseSchema = reviewScriptSchema;

/** GET /videos/script-status/{id} */
export const scriptStatusParamsSchema = z.object({ id: safeText() });
export const scriptStatusResponseSchema = z.object({
  status: scriptStatusSchema,
  progress: z.number().int().min(0).max(100),
  message: z.string(),
  script: reviewScriptSchema.nullable(),
});
export type ScriptStatusResponse = z.infer<typeof scriptStatusResponseSchema>;

/** The stage of the four-stage Text to Video list to highlight (spec §4): floor(progress / 25). */
export function textScriptStage(progress: number): number {
  return Math.min(4, Math.max(0, Math.floor(progress / 25)));
}
