import { z } from 'zod';

/**
 * The languages a video can be made in (issue 25): script, voice, captions, end card and price format
 * all follow the one chosen. `tag` is the BCP-47 tag used for Intl (number formats, word segmentation)
 * and for the speech engines; `name` is what the English UI shows, `nativeName` what a speaker calls it.
 */
export const SUPPORTED_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', tag: 'en-US' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', tag: 'de-DE' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', tag: 'es-ES' },
  { code: 'fr', name: 'French', nativeName: 'Français', tag: 'fr-FR' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', tag: 'it-IT' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', tag: 'pt-PT' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', tag: 'nl-NL' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', tag: 'pl-PL' },
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export type LanguageCode = SupportedLanguage['code'];
export const languageCodes = SUPPORTED_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const SUPPORTED_NAMES = SUPPORTED_LANGUAGES.map((l) => `${l.name} (${l.code})`).join(', ');
/** The one sentence every refusal of a language ends with. */
export const SUPPORTED_LANGUAGES_SENTENCE = `Supported languages: ${SUPPORTED_NAMES}.`;

export function languageByCode(code: string): SupportedLanguage | undefined {
  return SUPPORTED_LANGUAGES.find((l) => l.code === code);
}

export function languageName(code: LanguageCode): string {
  return languageByCode(code)?.name ?? code;
}

export function languageTag(code: LanguageCode): string {
  return languageByCode(code)?.tag ?? 'en-US';
}

/**
 * A declared language (html `lang`, og:locale, an offer's language: "de-DE", "de_AT", "DE", "German")
 * → one of ours, or null when it names a language we do not make videos in (or nothing at all).
 */
export function normalizeLanguage(declared: string | null | undefined): LanguageCode | null {
  const raw = (declared ?? '').trim().toLowerCase();
  if (!raw) return null;
  const primary = raw.split(/[-_\s]/)[0] ?? '';
  const byName = SUPPORTED_LANGUAGES.find(
    (l) => l.name.toLowerCase() === raw || l.nativeName.toLowerCase() === raw,
  );
  if (byName) return byName.code;
  return (languageCodes as string[]).includes(primary) ? (primary as LanguageCode) : null;
}

export function unsupportedLanguageMessage(code: string): string {
  const shown = code.length > 20 ? `${code.slice(0, 20)}…` : code;
  return `We can't make videos in "${shown}" yet. ${SUPPORTED_LANGUAGES_SENTENCE}`;
}

/** A language field of a request body: a supported code (any case, "de-DE" allowed), else a clear 400. */
export const languageField = z
  .string({ error: `language must be a language code. ${SUPPORTED_LANGUAGES_SENTENCE}` })
  .trim()
  .transform((value, ctx) => {
    const code = normalizeLanguage(value);
    if (code && value.length <= 35) return code;
    ctx.addIssue({ code: 'custom', message: unsupportedLanguageMessage(value) });
    return z.NEVER;
  });

/** Where a script's language came from; the review page shows it beside the picker. */
export const languageSourceValues = ['page', 'offer', 'detected', 'default', 'chosen'] as const;
export const languageSourceSchema = z.enum(languageSourceValues);
export type LanguageSource = z.infer<typeof languageSourceSchema>;

const REASONS: Record<LanguageSource, string> = {
  page: 'from the product page',
  offer: 'from the marketplace offer',
  detected: 'detected from the text',
  default: 'default',
  chosen: 'your choice',
};

/** "German — from the product page". */
export function languageReason(code: LanguageCode, source: LanguageSource | null | undefined): string {
  return `${languageName(code)} — ${REASONS[source ?? 'default']}`;
}

/** Script fields of a script's language, as the API returns them. */
export const scriptLanguageFields = {
  language: z.enum(languageCodes).optional(),
  languageSource: languageSourceSchema.nullable().optional(),
};

/** GET /videos/my-videos?language=de — only videos in that language. */
export const myVideosQuerySchema = z.object({ language: languageField.optional() });
