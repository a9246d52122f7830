import { AIServiceError, createScriptWriter, type ScriptWriter } from '@adreel/ai';
import {
  chooseLanguage,
  normalizeLanguage,
  SCRIPT_STEP_LABELS,
  type ScriptContent,
  type ScriptStep,
  scriptContentSchema,
  scriptStepProgress,
  scriptStepsFor,
} from '@adreel/contracts';
import { ExtractionError, extractProductFromUrl, FetchRefusedError } from '@adreel/fetch';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/** What the Script row says while a step runs; the web app polls it (spec §4). */
export function stepMessage(step: ScriptStep): string {
  return `${SCRIPT_STEP_LABELS[step]}...`;
}
export const DONE_MESSAGE = 'Script ready';
export const UNEXPECTED_MESSAGE = 'Something went wrong while writing your script. Please try again.';
export const RETRY_MESSAGE = 'The product page did not answer, trying again...';

/** Failures worth another attempt: the page may answer next time. */
function isTransient(error: unknown): boolean {
  if (error instanceof FetchRefusedError) {
    return (
      error.code === 'TIMEOUT' ||
      error.code === 'NETWORK' ||
      (error.code === 'HTTP_ERROR' && (error.status ?? 0) >= 500)
    );
  }
  return !(error instanceof ExtractionError || error instanceof AIServiceError);
}

/** Messages these errors carry are written for the user; anything else gets a generic one. */
function userMessage(error: unknown): string {
  if (
    error instanceof FetchRefusedError ||
    error instanceof ExtractionError ||
    error instanceof AIServiceError
  )
    return error.message;
  return UNEXPECTED_MESSAGE;
}

function errorCode(error: unknown): string {
  if (error instanceof FetchRefusedError || error instanceof ExtractionError) return error.code;
  if (error instanceof AIServiceError) return error.name;
  return 'UNEXPECTED';
}

/**
 * Writes one script: for a URL, fetch the page through the safe fetcher, extract the product and
 * write from it; for text, write from the text. Postgres holds every step the user sees.
 */
export function generateScriptJob(deps: WorkerDeps, writer: ScriptWriter = createScriptWriter(deps.env)) {
  const { db } = deps;
  return defineJob({
    queue: 'scripts',
    name: 'generate-script',
    async handle({ scriptId }, ctx) {
      const row = await db.script.findUnique({ where: { id: scriptId } });
      if (!row) {
        ctx.log('script no longer exists', { scriptId });
        return { skipped: true };
      }
      if (row.status === 'completed') return { skipped: true };

      const started = Date.now();
      const steps = scriptStepsFor(row.source === 'text' ? 'text' : 'url');
      // Each step is written as it starts, with the share of steps already finished: no step here
      // can tell how far along it is, so the bar only moves when one really ends.
      const enter = async (step: ScriptStep, extra: Record<string, unknown> = {}) => {
        await db.script.update({
          where: { id: scriptId },
          data: {
            status: 'processing',
            step,
            progress: scriptStepProgress(steps, step),
            message: stepMessage(step),
            ...extra,
          },
        });
        await deps.notices.script(scriptId);
      };

      let extractMs: number | undefined;
      try {
        let written: unknown;
        // The language: the user's choice when made up front, else the page's or the text's (issue 25).
        const chosen = row.languageSource === 'chosen' ? normalizeLanguage(row.language) : null;
        if (row.source === 'text') {
          const lang = chooseLanguage({ chosen, text: row.sourceText ?? '' });
          await enter('writing', { error: null, language: lang.language, languageSource: lang.source });
          written = await writer.fromText(row.sourceText ?? '', lang.language);
        } else {
          await enter('fetching', { error: null });
          const fetchStarted = Date.now();
          const product = await extractProductFromUrl(deps.fetcher, row.sourceUrl ?? '', {
            onPageFetched: () => enter('extracting'),
          });
          extractMs = Date.now() - fetchStarted;
          const lang = chooseLanguage({
            chosen,
            declared: product.language,
            text: `${product.name} ${product.summary} ${product.features.join(' ')}`,
          });
          await enter('writing', { product, language: lang.language, languageSource: lang.source });
          written = await writer.fromProduct(product, lang.language);
        }
        await enter('checking');
        const content: ScriptContent = scriptContentSchema.parse(written);
        const workMs = Date.now() - started;
        await db.script.update({
          where: { id: scriptId },
          data: {
            status: 'completed',
            step: null,
            progress: 100,
            message: DONE_MESSAGE,
            content,
            writer: writer.name,
            workMs,
            error: null,
          },
        });
        await deps.notices.script(scriptId);
        ctx.log('script written', {
          scriptId,
          source: row.source,
          writer: writer.name,
          scenes: content.reelScript.scenes.length,
          extractMs,
          workMs,
        });
        return { workMs };
      } catch (error) {
        const attempts = ctx.job.opts.attempts ?? 1;
        const lastAttempt = ctx.job.attemptsMade + 1 >= attempts;
        if (isTransient(error) && !lastAttempt) {
          // The step stays where it failed; the next attempt starts again from the first one.
          await db.script.update({ where: { id: scriptId }, data: { message: RETRY_MESSAGE } });
          await deps.notices.script(scriptId);
          throw error;
        }
        const workMs = Date.now() - started;
        await db.script.update({
          where: { id: scriptId },
          data: {
            status: 'failed',
            message: userMessage(error),
            error: errorCode(error),
            writer: writer.name,
            workMs,
          },
        });
        await deps.notices.script(scriptId);
        ctx.log('script failed', {
          scriptId,
          code: errorCode(error),
          reason: (error as Error).message,
          workMs,
        });
        return { failed: true };
      }
    },
  });
}
