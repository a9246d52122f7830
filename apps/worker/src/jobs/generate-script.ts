import { AIServiceError, createScriptWriter, type ScriptWriter } from '@adreel/ai';
import { type ScriptContent, scriptContentSchema } from '@adreel/contracts';
import { ExtractionError, extractProductFromUrl, FetchRefusedError } from '@adreel/fetch';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/** Progress steps written to the Script row; the web app polls them (spec §4). */
export const URL_STEPS = {
  fetch: { progress: 10, message: 'Fetching the product page...' },
  read: { progress: 40, message: 'Reading the product details...' },
  write: { progress: 70, message: 'Writing your script...' },
} as const;
/** Text scripts pass the four Text to Video stages (floor(progress / 25)). */
export const TEXT_STEPS = {
  analyze: { progress: 10, message: 'Analyzing your text...' },
  write: { progress: 35, message: 'Generating your script...' },
  optimize: { progress: 60, message: 'Optimizing the content...' },
  finalize: { progress: 85, message: 'Finalizing your script...' },
} as const;
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
      const step = (s: { progress: number; message: string }, extra: Record<string, unknown> = {}) =>
        db.script.update({
          where: { id: scriptId },
          data: { status: 'processing', progress: s.progress, message: s.message, ...extra },
        });

      let extractMs: number | undefined;
      try {
        let content: ScriptContent;
        if (row.source === 'text') {
          await step(TEXT_STEPS.analyze, { error: null });
          const text = row.sourceText ?? '';
          await step(TEXT_STEPS.write);
          const written = await writer.fromText(text);
          await step(TEXT_STEPS.optimize);
          content = scriptContentSchema.parse(written);
          await step(TEXT_STEPS.finalize);
        } else {
          await step(URL_STEPS.fetch, { error: null });
          const fetchStarted = Date.now();
          const product = await extractProductFromUrl(deps.fetcher, row.sourceUrl ?? '');
          extractMs = Date.now() - fetchStarted;
          await step(URL_STEPS.read, { product });
          await step(URL_STEPS.write);
          content = scriptContentSchema.parse(await writer.fromProduct(product));
        }
        const workMs = Date.now() - started;
        await db.script.update({
          where: { id: scriptId },
          data: {
            status: 'completed',
            progress: 100,
            message: DONE_MESSAGE,
            content,
            writer: writer.name,
            workMs,
            error: null,
          },
        });
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
          await step({ progress: 5, message: RETRY_MESSAGE });
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
