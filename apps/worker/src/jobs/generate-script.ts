import { AIServiceError, createScriptWriter, type ScriptWriter } from '@adreel/ai';
import {
  type CatalogProduct,
  catalogProductSchema,
  chooseLanguage,
  normalizeLanguage,
  productSchema,
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
/** The note on a script written from an offer's catalog entry that lacked a description or image. */
export function catalogDoneMessage(missing: readonly ('description' | 'image')[]): string {
  if (missing.length === 0) return DONE_MESSAGE;
  const lacks = missing.length === 2 ? 'no description or image' : `no ${missing[0]}`;
  const from = missing.includes('description') ? 'its name and price' : 'its name, description and price';
  return `${DONE_MESSAGE}. This offer has ${lacks} in the catalog, so the script is written from ${from}.`;
}
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
export function generateScriptJob(
  deps: WorkerDeps,
  writer: ScriptWriter = createScriptWriter(deps.env),
  /** Whether marketplace vendor pages can be reached at all (a real marketplace, not demo mode). */
  options: { fetchOfferPages: boolean } = { fetchOfferPages: false },
) {
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
      let done = DONE_MESSAGE;
      const fetchProduct = async (url: string) => {
        await enter('fetching', { error: null });
        const fetchStarted = Date.now();
        const product = await extractProductFromUrl(deps.fetcher, url, {
          onPageFetched: () => enter('extracting'),
        });
        extractMs = Date.now() - fetchStarted;
        return product;
      };
      /**
       * A marketplace offer is a product AdReel already knows: written from its catalog entry, after
       * the vendor page only where it can be reached (a real marketplace) and only if it answers.
       */
      const fromOffer = async (known: CatalogProduct): Promise<CatalogProduct> => {
        if (!options.fetchOfferPages || !known.url) return known;
        try {
          const page = await fetchProduct(known.url);
          return { ...page, catalog: { ...known.catalog, missing: [] } };
        } catch (error) {
          if (!(error instanceof FetchRefusedError || error instanceof ExtractionError)) throw error;
          ctx.log('offer page unreachable, writing from the catalog', { scriptId, code: error.code });
          return known;
        }
      };
      try {
        let written: unknown;
        // The language: the user's choice when made up front, else the page's or the text's (issue 25).
        const chosen = row.languageSource === 'chosen' ? normalizeLanguage(row.language) : null;
        if (row.source === 'text') {
          const lang = chooseLanguage({ chosen, text: row.sourceText ?? '' });
          await enter('writing', { error: null, language: lang.language, languageSource: lang.source });
          written = await writer.fromText(row.sourceText ?? '', lang.language);
        } else {
          const catalog = catalogProductSchema.safeParse(row.product);
          const offer = catalog.success ? await fromOffer(catalog.data) : null;
          const product = offer ?? (await fetchProduct(row.sourceUrl ?? ''));
          const lang = chooseLanguage({
            chosen,
            declared: product.language,
            text: `${product.name} ${product.summary} ${product.features.join(' ')}`,
          });
          await enter('writing', {
            error: null,
            product,
            language: lang.language,
            languageSource: lang.source,
          });
          written = await writer.fromProduct(productSchema.parse(product), lang.language);
          if (offer) done = catalogDoneMessage(offer.catalog.missing);
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
            message: done,
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
