import { z } from 'zod';
import { languageField } from './languages.ts';
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
export const generateScriptBodySchema = z.object({
  url: productUrlSchema,
  language: languageField.optional(),
});
/** POST /videos/generate-script-from-text */
export const generateScriptFromTextBodySchema = z.object({
  text: scriptTextSchema,
  language: languageField.optional(),
});
/** Answer of both start calls: the script job's id (the Script row's id). */
export const generateScriptResponseSchema = z.object({ id: z.string() });

/** POST /videos/regenerate-script */
/** `language` rewrites the script in that language (the review page's picker); absent keeps the script's. */
export const regenerateScriptBodySchema = z.object({
  scriptId: scriptIdSchema,
  language: languageField.optional(),
});
/** POST /videos/regenerate-script-from-text */
export const regenerateScriptFromTextBodySchema = z.object({
  scriptId: scriptIdSchema,
  text: scriptTextSchema,
  language: languageField.optional(),
});

/** A script as the review page holds it: the spec's Script plus where it came from (to regenerate it). */
export const reviewScriptSchema = scriptSchema.extend({
  content: scriptContentSchema,
  source: z.enum(['url', 'text']).optional(),
  sourceText: z.string().nullable().optional(),
  /** The user's unsaved edits from the review page (PUT /videos/script-draft/{id}), kept across reloads. */
  draft: scriptContentSchema.nullable().optional(),
});
export type ReviewScript = z.infer<typeof reviewScriptSchema>;

/**
 * PUT /videos/script-draft/{id}: keeps the review page's edits of a written script (issue 33: a reload
 * lost them); `null` drops the draft. The writer's own content is never changed by it.
 */
export const scriptDraftParamsSchema = z.object({ id: safeText() });
export const scriptDraftBodySchema = z.object({ content: scriptContentSchema.nullable() });
export const scriptDraftResponseSchema = z.object({ saved: z.boolean() });

/** Answer of both regenerate calls: the rewritten script. */
export const regenerateScriptResponseSchema = reviewScriptSchema;

/**
 * The steps a script job really passes, in order: a product page is fetched, the product read from it,
 * the script written and then checked against the contract. Free text skips the first two.
 */
export const SCRIPT_STEPS = ['fetching', 'extracting', 'writing', 'checking'] as const;
export const scriptStepSchema = z.enum(SCRIPT_STEPS);
export type ScriptStep = z.infer<typeof scriptStepSchema>;
export const SCRIPT_URL_STEPS: readonly ScriptStep[] = SCRIPT_STEPS;
export const SCRIPT_TEXT_STEPS: readonly ScriptStep[] = ['writing', 'checking'];

/** What the progress list calls each step. */
export const SCRIPT_STEP_LABELS: Record<ScriptStep, string> = {
  fetching: 'Fetching the product page',
  extracting: 'Extracting the product details',
  writing: 'Writing the script',
  checking: 'Checking the script',
};

export function scriptStepsFor(source: 'url' | 'text'): readonly ScriptStep[] {
  return source === 'text' ? SCRIPT_TEXT_STEPS : SCRIPT_URL_STEPS;
}

/**
 * Percent of a job's steps that are finished when `step` starts (no step reports its own fraction, so
 * the bar moves only when a step really ends; 100 is left for the finished script).
 */
export function scriptStepProgress(steps: readonly ScriptStep[], step: ScriptStep): number {
  const index = steps.indexOf(step);
  if (index < 0) return 0;
  return Math.floor((100 * index) / steps.length);
}

/** GET /videos/script-status/{id} */
export const scriptStatusParamsSchema = z.object({ id: safeText() });
export const scriptStatusResponseSchema = z.object({
  status: scriptStatusSchema,
  /** Percent of the job's steps finished: moves only when a step ends, 100 once the script is ready. */
  progress: z.number().int().min(0).max(100),
  message: z.string(),
  /** The step under way (or the one that failed); null while the job waits for a writer. */
  step: scriptStepSchema.nullable(),
  /** Every step this job passes, in order (a text script has no fetching or extracting). */
  steps: z.array(scriptStepSchema),
  script: reviewScriptSchema.nullable(),
});
export type ScriptStatusResponse = z.infer<typeof scriptStatusResponseSchema>;
