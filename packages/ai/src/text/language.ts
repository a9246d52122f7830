import { chooseLanguage, type LanguageCode } from '@adreel/contracts';

/** The offline writers speak every supported language (contracts' languages.ts). */
export type Locale = LanguageCode;

/**
 * The locale the offline writers speak: the chosen language wins, then a declared one (the page's
 * `lang`), otherwise the language the text's function words point to, else English.
 */
export function detectLocale(text: string, declared?: string | null, chosen?: LanguageCode): Locale {
  return chooseLanguage({ chosen, declared, text }).language;
}
