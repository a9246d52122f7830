import { AIServiceError, type ScriptTranslator } from '@adreel/ai';
import {
  type CreateTranslationsResponse,
  DEFAULT_LANGUAGE,
  isUuid,
  type LanguageCode,
  normalizeLanguage,
  productSchema,
  scriptContentSchema,
  TRANSLATION_MESSAGES,
  type Translation,
} from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { MESSAGES } from '../../kernel/messages.ts';
import type { AccountCaps } from '../../kernel/ports.ts';

export interface TranslationServiceDeps {
  db: Db;
  /** OpenAI when configured, else the offline writer's phrase banks (packages/ai). */
  translator: ScriptTranslator;
  /** The caps on translations per video and per day, and on scripts per day (modules/quotas). */
  caps: Pick<AccountCaps, 'assertTranslationRoom' | 'admitTranslations'>;
  /** Where an unexpected translation failure is told (the user sees only that the language failed). */
  log: { warn: (fields: Record<string, unknown>, message: string) => void };
}

export const READY_MESSAGE = 'Script ready';
export const FAILED_MESSAGE = 'This translation could not be written. Please try again.';

/**
 * "Make it in another language" (issue 25 item 5): one new script per language from a finished
 * video's script, linked to that video and its script, ready for the review page. The renders start
 * from there (videos.create), so they count against the quotas like any other. A language the video
 * already has is reused, never written twice; one that failed is written again in place of the failed
 * row. Every new row is capped (per video, per day, as a script) before any translating starts.
 */
/** The video's translations written successfully, by language (the newest, should there be two). */
async function completed(client: Prisma.TransactionClient | Db, userId: string, videoId: string) {
  const rows = await client.script.findMany({
    where: { userId, translatedFromVideoId: videoId, status: 'completed' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, language: true, message: true },
  });
  const out = new Map<LanguageCode, Translation>();
  for (const r of rows) {
    const language = normalizeLanguage(r.language);
    if (language) out.set(language, { language, scriptId: r.id, status: 'completed', message: r.message });
  }
  return out;
}

export function createTranslationService(deps: TranslationServiceDeps) {
  const { db, translator } = deps;

  /** The caller's own finished video, or a 404 / 400 that says why not. */
  async function finishedVideo(userId: string, id: string) {
    if (!isUuid(id)) throw new NotFound(MESSAGES.videoNotFound);
    const video = await db.video.findFirst({ where: { id, userId, kind: 'user' } });
    if (!video) throw new NotFound(MESSAGES.videoNotFound);
    if (video.status !== 'completed') throw new Invalid(TRANSLATION_MESSAGES.notFinished);
    const content = scriptContentSchema.safeParse(video.content);
    if (!content.success) throw new Invalid(TRANSLATION_MESSAGES.notFinished);
    return { video, content: content.data };
  }

  return {
    /** The translation scripts made of the caller's video, oldest first (404 for a video not theirs). */
    async list(userId: string, videoId: string): Promise<CreateTranslationsResponse> {
      if (!isUuid(videoId)) throw new NotFound(MESSAGES.videoNotFound);
      const video = await db.video.findFirst({ where: { id: videoId, userId }, select: { id: true } });
      if (!video) throw new NotFound(MESSAGES.videoNotFound);
      const rows = await db.script.findMany({
        where: { userId, translatedFromVideoId: videoId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, language: true, status: true, message: true },
        take: 100,
      });
      return {
        videoId,
        translations: rows.map((r) => ({
          language: normalizeLanguage(r.language) ?? DEFAULT_LANGUAGE,
          scriptId: r.id,
          status: r.status === 'completed' ? 'completed' : 'failed',
          message: r.message,
        })),
      };
    },

    async create(
      userId: string,
      videoId: string,
      languages: LanguageCode[],
    ): Promise<CreateTranslationsResponse> {
      const { video, content } = await finishedVideo(userId, videoId);
      const from = normalizeLanguage(video.language) ?? DEFAULT_LANGUAGE;
      if (languages.includes(from)) throw new Invalid(TRANSLATION_MESSAGES.ownLanguage(from));
      const had = await completed(db, userId, video.id);
      const missing = languages.filter((to) => !had.has(to));
      const made = new Map<LanguageCode, Translation>();
      if (missing.length > 0) {
        // The script tells the user's edits from the writer's lines (issue 33); without it a
        // translation would replace them unseen, so it is refused before anything is counted or saved.
        const script = video.scriptId
          ? await db.script.findFirst({ where: { id: video.scriptId, userId } })
          : null;
        if (!script) throw new Invalid(TRANSLATION_MESSAGES.scriptDeleted);
        await deps.caps.assertTranslationRoom(userId, video.id, missing);
        const asWritten = scriptContentSchema.safeParse(script.content);
        const product = productSchema.safeParse(script.product ?? video.product);
        const facts = product.success ? product.data : null;
        const written = await Promise.all(
          missing.map(async (to) => {
            const result = await translator
              .translate({
                content,
                product: facts,
                from,
                to,
                written: asWritten.success ? asWritten.data : null,
              })
              .then((c) => scriptContentSchema.parse(c))
              // One language failing (the AI refused, or a line came out unusable) fails only its row.
              .catch((error: unknown) => {
                if (error instanceof AIServiceError) return { failed: error.message };
                deps.log.warn({ err: error, videoId: video.id, to }, 'translation failed');
                return { failed: FAILED_MESSAGE };
              });
            return { to, result };
          }),
        );
        await deps.caps.admitTranslations(userId, video.id, missing, async (tx) => {
          // A request for the same language that finished meanwhile wins: its script is reused.
          const meanwhile = await completed(tx, userId, video.id);
          const todo = written.filter((w) => !meanwhile.has(w.to));
          await tx.script.deleteMany({
            where: {
              userId,
              translatedFromVideoId: video.id,
              status: 'failed',
              language: { in: todo.map((w) => w.to) },
            },
          });
          for (const { to, result } of todo) {
            const failed = 'failed' in result ? result.failed : null;
            const row = await tx.script.create({
              data: {
                userId,
                source: script.source,
                sourceUrl: script.sourceUrl ?? video.url,
                sourceText: script.sourceText,
                ...(facts ? { product: facts } : {}),
                ...(failed === null ? { content: result as object } : {}),
                status: failed === null ? 'completed' : 'failed',
                progress: 100,
                message: failed === null ? READY_MESSAGE : FAILED_MESSAGE,
                error: failed,
                writer: translator.name,
                language: to,
                languageSource: 'chosen',
                translatedFromVideoId: video.id,
                originalScriptId: video.scriptId,
              },
            });
            made.set(to, {
              language: to,
              scriptId: row.id,
              status: failed === null ? 'completed' : 'failed',
              message: failed ?? READY_MESSAGE,
            });
          }
          for (const [to, t] of meanwhile) if (!made.has(to)) had.set(to, t);
        });
      }
      const translations = languages.flatMap((to) => {
        const t = made.get(to) ?? had.get(to);
        return t ? [t] : [];
      });
      return { videoId: video.id, translations };
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
