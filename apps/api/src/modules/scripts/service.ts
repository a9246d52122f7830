import type { ScriptWriter } from '@adreel/ai';
import {
  type CatalogProduct,
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isUuid,
  type LanguageCode,
  languageSourceSchema,
  normalizeLanguage,
  type Product,
  productSchema,
  type ReviewScript,
  type ScriptContent,
  type ScriptStatusResponse,
  scriptContentSchema,
  scriptStatusSchema,
  scriptStepSchema,
  scriptStepsFor,
  scriptWriterNameSchema,
} from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import type { Producer } from '@adreel/queue';
import { Conflict, NotFound, Unavailable } from '../../domain-errors.ts';
import { rethrowAiFailure } from '../../kernel/ai-failure.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import type { AccountCaps } from '../../kernel/ports.ts';
import { createLinkSources } from './link-source.ts';

export interface ScriptServiceDeps {
  db: Db;
  producer: Producer;
  /** The cap on scripts made per account in 24 hours (modules/quotas). */
  caps: Pick<AccountCaps, 'admitScripts'>;
  /** Writes scripts synchronously for the regenerate calls (the worker writes the first one). */
  writer: ScriptWriter;
  /** Our own origin: pasted `/go/` links on it are resolved in the database, never fetched. */
  publicUrl: string;
  /** The user's link for a catalog offer, by the offer's marketplace. */
  offerLinks: OfferLinks;
}

export const QUEUED_MESSAGE = 'Waiting for a free script writer...';
export const START_FAILED_MESSAGE = 'Could not start script generation right now. Please try again.';
export const BUSY_MESSAGE = 'This script is still being written. Please wait until it is ready.';
export const NOTHING_TO_REGENERATE_MESSAGE =
  'This script could not be written the first time, so there is nothing to regenerate. Please start a new one.';

type ScriptRow = {
  id: string;
  userId: string;
  source: string;
  sourceUrl: string | null;
  sourceText: string | null;
  status: string;
  progress: number;
  message: string;
  step: string | null;
  writer: string | null;
  product: unknown;
  content: unknown;
  language: string;
  languageSource: string | null;
  draft?: unknown;
};

/** The Script row as the web app reads it; null until the content is written. */
export function toReviewScript(row: ScriptRow): ReviewScript | null {
  const content = scriptContentSchema.safeParse(row.content);
  if (!content.success) return null;
  const writer = scriptWriterNameSchema.safeParse(row.writer);
  return {
    id: row.id,
    content: content.data,
    writer: writer.success ? writer.data : null,
    sourceUrl: row.sourceUrl,
    source: row.source === 'text' ? 'text' : 'url',
    sourceText: row.sourceText,
    language: normalizeLanguage(row.language) ?? DEFAULT_LANGUAGE,
    languageSource: languageSourceSchema.safeParse(row.languageSource).data ?? null,
    draft: scriptContentSchema.safeParse(row.draft).data ?? null,
  };
}

export function createScriptService(deps: ScriptServiceDeps) {
  const { db, producer, writer } = deps;
  const sourceFor = createLinkSources({ db, publicUrl: deps.publicUrl, offerLinks: deps.offerLinks });

  /** The caller's own script, or 404 for a missing, malformed or someone else's id. */
  async function owned(userId: string, id: string): Promise<ScriptRow> {
    if (!isUuid(id)) throw new NotFound(MESSAGES.scriptNotFound);
    const row = await db.script.findFirst({ where: { id, userId } });
    if (!row) throw new NotFound(MESSAGES.scriptNotFound);
    return row;
  }

  async function start(
    userId: string,
    data:
      | { source: 'url'; sourceUrl: string; product?: CatalogProduct }
      | { source: 'text'; sourceText: string },
    language: LanguageCode | undefined,
  ) {
    // A language chosen up front is kept; otherwise the worker sets it from the page or the text.
    const chosen = language ? { language, languageSource: 'chosen' } : {};
    const row = await deps.caps.admitScripts(userId, 1, (tx) =>
      tx.script.create({
        data: { userId, ...data, ...chosen, status: 'pending', progress: 0, message: QUEUED_MESSAGE },
      }),
    );
    try {
      await producer.enqueue('scripts', 'generate-script', { scriptId: row.id }, { jobId: row.id });
    } catch {
      await db.script.update({
        where: { id: row.id },
        data: { status: 'failed', message: START_FAILED_MESSAGE, error: 'ENQUEUE_FAILED' },
      });
      throw new Unavailable(START_FAILED_MESSAGE);
    }
    return { id: row.id };
  }

  /** Runs the writer now and stores the new content in place of the old (spec §4: regenerate replaces). */
  async function rewrite(
    row: ScriptRow,
    write: () => Promise<ScriptContent>,
    extra: Record<string, unknown>,
  ) {
    const started = Date.now();
    let content: ScriptContent;
    try {
      content = scriptContentSchema.parse(await write());
    } catch (error) {
      rethrowAiFailure(error);
    }
    const updated = await db.script.update({
      where: { id: row.id },
      data: {
        ...extra,
        content,
        writer: writer.name,
        status: 'completed',
        step: null,
        progress: 100,
        message: 'Script ready',
        error: null,
        workMs: Date.now() - started,
        // A rewrite replaces what the edits were made to.
        draft: Prisma.DbNull,
      },
    });
    const script = toReviewScript(updated);
    if (!script) throw new Error('regenerated script did not round-trip');
    return script;
  }

  function assertSettled(row: ScriptRow) {
    if (row.status === 'pending' || row.status === 'processing') throw new Conflict(BUSY_MESSAGE);
  }

  return {
    /** A marketplace offer's link is written from the offer catalog (link-source.ts), others from their page. */
    async startFromUrl(userId: string, url: string, language?: LanguageCode) {
      const { sourceUrl, product } = await sourceFor(userId, url);
      return start(userId, { source: 'url', sourceUrl, ...(product ? { product } : {}) }, language);
    },

    startFromText(userId: string, text: string, language?: LanguageCode) {
      return start(userId, { source: 'text', sourceText: text }, language);
    },

    /** The review page's edits of a written script, kept until a rewrite or `null` drops them. */
    async saveDraft(userId: string, id: string, content: ScriptContent | null) {
      const row = await owned(userId, id);
      if (row.status !== 'completed') throw new Conflict(BUSY_MESSAGE);
      await db.script.update({ where: { id: row.id }, data: { draft: content ?? Prisma.DbNull } });
      return { saved: content !== null };
    },

    async status(userId: string, id: string): Promise<ScriptStatusResponse> {
      const row = await owned(userId, id);
      const status = scriptStatusSchema.safeParse(row.status);
      const step = scriptStepSchema.safeParse(row.step);
      return {
        status: status.success ? status.data : 'processing',
        progress: Math.min(100, Math.max(0, row.progress)),
        message: row.message,
        step: step.success ? step.data : null,
        steps: [...scriptStepsFor(row.source === 'text' ? 'text' : 'url')],
        script: row.status === 'completed' ? toReviewScript(row) : null,
      };
    },

    /**
     * Same source again: the stored product for a URL script (no refetch), the stored text otherwise.
     * A `language` (the review page's picker) rewrites it in that language and is remembered as chosen.
     */
    async regenerate(userId: string, scriptId: string, language?: LanguageCode) {
      const row = await owned(userId, scriptId);
      assertSettled(row);
      const lang = language ?? normalizeLanguage(row.language) ?? DEFAULT_LANGUAGE;
      const keep = language ? { language, languageSource: 'chosen' } : {};
      if (row.source === 'text') {
        const text = row.sourceText;
        if (!text) throw new Conflict(NOTHING_TO_REGENERATE_MESSAGE);
        return rewrite(row, () => writer.fromText(text, lang), keep);
      }
      const product = productSchema.safeParse(row.product);
      if (!product.success) throw new Conflict(NOTHING_TO_REGENERATE_MESSAGE);
      const p: Product = product.data;
      return rewrite(row, () => writer.fromProduct(p, lang), keep);
    },

    /** New text for an existing script: the script becomes text-sourced with this text. */
    async regenerateFromText(userId: string, scriptId: string, text: string, language?: LanguageCode) {
      const row = await owned(userId, scriptId);
      assertSettled(row);
      const picked = language
        ? { language, source: 'chosen' as const }
        : row.languageSource === 'chosen'
          ? { language: normalizeLanguage(row.language) ?? DEFAULT_LANGUAGE, source: 'chosen' as const }
          : chooseLanguage({ text });
      return rewrite(row, () => writer.fromText(text, picked.language), {
        source: 'text',
        sourceText: text,
        language: picked.language,
        languageSource: picked.source,
      });
    },
  };
}
export type ScriptService = ReturnType<typeof createScriptService>;
