import { z } from 'zod';
import {
  type LanguageCode,
  languageCodes,
  languageField,
  languageName,
  SUPPORTED_LANGUAGES,
  SUPPORTED_LANGUAGES_SENTENCE,
} from './languages.ts';

/** Every language but the video's own: what "Make it in another language" offers. */
export function translationTargets(own: LanguageCode): LanguageCode[] {
  return SUPPORTED_LANGUAGES.map((l) => l.code).filter((code) => code !== own);
}

export const TRANSLATION_MESSAGES = {
  none: `Pick at least one language. ${SUPPORTED_LANGUAGES_SENTENCE}`,
  notFinished: 'This video is not finished yet. Translate it once it has rendered.',
  ownLanguage: (code: LanguageCode) =>
    `This video is already in ${languageName(code)}: pick another language. ${SUPPORTED_LANGUAGES_SENTENCE}`,
  duplicate: (code: LanguageCode) => `${languageName(code)} is listed twice: pick each language once.`,
  scriptDeleted:
    "This video's script was deleted, so it can't be translated. Make a new video from the product, then translate that one.",
} as const;

/** POST /videos/{id}/translations — the languages to make the finished video in. */
export const createTranslationsBodySchema = z.object({
  languages: z
    .array(languageField, {
      error: `languages must be a list of language codes. ${SUPPORTED_LANGUAGES_SENTENCE}`,
    })
    .min(1, TRANSLATION_MESSAGES.none)
    .max(SUPPORTED_LANGUAGES.length, TRANSLATION_MESSAGES.none)
    .superRefine((codes, ctx) => {
      const seen = new Set<LanguageCode>();
      for (const code of codes) {
        if (seen.has(code)) {
          ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.duplicate(code) });
          return;
        }
        seen.add(code);
      }
    }),
});
export type CreateTranslationsBody = z.infer<typeof createTranslationsBodySchema>;

export const translationStatusValues = ['completed', 'failed'] as const;

/** One new script per language, linked to the video it translates; the review page opens it. */
export const translationSchema = z.object({
  language: z.enum(languageCodes),
  scriptId: z.string(),
  status: z.enum(translationStatusValues),
  /** What happened, for people: "Script ready" or why the translation failed. */
  message: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

/**
 * Answer of POST /videos/{id}/translations (201), and of GET /videos/{id}/translations: every
 * translation script made of the video, oldest first, so the review pages stay a click away.
 */
export const createTranslationsResponseSchema = z.object({
  videoId: z.string(),
  translations: z.array(translationSchema),
});
export type CreateTranslationsResponse = z.infer<typeof createTranslationsResponseSchema>;
