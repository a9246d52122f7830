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
import type { Db } from '@adreel/db';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { MESSAGES } from '../../kernel/messages.ts';

export interface TranslationServiceDeps {
  db: Db;
  /** OpenAI when configured, else the offline writer's phrase banks (packages/ai). */
  translator: ScriptTranslator;
  /** Where an unexpected translation failure is told (the user sees only that the language failed). */
  log: { warn: (fields: Record<string, unknown>, message: string) => void };
}

export const READY_MESSAGE = 'Script ready';
export const FAILED_MESSAGE = 'This translation could not be written. Please try again.';

/**
 * "Make it in another language" (issue 25 item 5): one new script per language from a finished
 * video's script, linked to that video and its script, ready for the review page. The renders start
 * from there (videos.create), so they count against the quotas like any other.
 */
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
      const script = video.scriptId
        ? await db.script.findFirst({ where: { id: video.scriptId, userId } })
        : null;
      const product = productSchema.safeParse(script?.product ?? video.product);
      const facts = product.success ? product.data : null;
      const translations = await Promise.all(
        languages.map(async (to): Promise<Translation> => {
          const written = await translator
            .translate({ content, product: facts, from, to })
            .then((c) => scriptContentSchema.parse(c))
            // One language failing (the AI refused, or a line came out unusable) fails only its row.
            .catch((error: unknown) => {
              if (error instanceof AIServiceError) return { failed: error.message };
              deps.log.warn({ err: error, videoId: video.id, to }, 'translation failed');
              return { failed: FAILED_MESSAGE };
            });
          const failed = 'failed' in written ? written.failed : null;
          const row = await db.script.create({
            data: {
              userId,
              source: script?.source ?? 'url',
              sourceUrl: script?.sourceUrl ?? video.url,
              sourceText: script?.sourceText ?? null,
              ...(facts ? { product: facts } : {}),
              ...(failed === null ? { content: written as object } : {}),
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
          return {
            language: to,
            scriptId: row.id,
            status: failed === null ? 'completed' : 'failed',
            message: failed ?? READY_MESSAGE,
          };
        }),
      );
      return { videoId: video.id, translations };
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
