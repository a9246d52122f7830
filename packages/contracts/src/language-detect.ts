import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type LanguageSource,
  languageCodes,
  languageName,
  normalizeLanguage,
  SUPPORTED_LANGUAGES_SENTENCE,
} from './languages.ts';

/**
 * A small, pure language detector on function words: enough to tell the eight supported languages
 * apart in a product page or a script (a paragraph holds a dozen of them), not a general classifier.
 * Words shared by several languages ("de", "a", "in", "la") are left out or listed where they are most
 * telling, so a hit is evidence.
 */
const STOPWORDS: Record<LanguageCode, readonly string[]> = {
  en: 'the and is are with for you your this that of it on get now will can what from just more'.split(' '),
  de: 'der die das und ist mit für nicht ein eine dein deine ihr auf zu den dem wird auch noch jetzt sich ich du wir sind oder aber nur schon mehr sehr'.split(
    ' ',
  ),
  es: 'el los las y es con para por una su sus tu más muy que del al pero como ahora este esta hoy puedes tienes'.split(
    ' ',
  ),
  fr: 'le les et est avec pour dans du des une vous nous pas plus ce cette ces qui sur au aux votre vos maintenant sont'.split(
    ' ',
  ),
  it: 'il lo gli e è con per una che non più sono questo questa della delle nel sul ora tuo tua anche come di ti ecco perché tutti oggi cosa'.split(
    ' ',
  ),
  pt: 'o os as e é com para uma não mais seu sua você do da dos das no na em agora isso este esta também teu tua toda gente já ao pela pelo'.split(
    ' ',
  ),
  nl: 'de het een en is met voor niet van op je jouw dit dat ook nu zijn wordt maar meer nog al bij'.split(
    ' ',
  ),
  pl: 'i w z na jest nie się to do że dla od jak po tylko już teraz twój twoja twoje ten ta jesteś czy'.split(
    ' ',
  ),
};

const INDEX = new Map<string, LanguageCode[]>();
for (const code of languageCodes)
  for (const word of STOPWORDS[code]) INDEX.set(word, [...(INDEX.get(word) ?? []), code]);

/** Letters that only some of our languages use: strong hints for short texts. */
const LETTER_HINTS: [RegExp, LanguageCode][] = [
  [/[ßäöü]/iu, 'de'],
  [/[ąćęłńśźż]/iu, 'pl'],
  [/[ñ¿¡]/iu, 'es'],
  [/[ãõç]/iu, 'pt'],
  [/[œùûëîï]|\b(?:l|d|qu)['’]/iu, 'fr'],
];

export interface DetectedLanguage {
  code: LanguageCode | null;
  /** Function-word hits per language. */
  scores: Record<LanguageCode, number>;
}

export function detectLanguage(text: string): DetectedLanguage {
  const scores = Object.fromEntries(languageCodes.map((c) => [c, 0])) as Record<LanguageCode, number>;
  for (const token of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const langs = INDEX.get(token);
    if (langs) for (const code of langs) scores[code] += 1 / langs.length;
  }
  for (const [pattern, code] of LETTER_HINTS) if (pattern.test(text)) scores[code] += 1.5;
  const ranked = [...languageCodes].sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0] as LanguageCode;
  const second = scores[ranked[1] as LanguageCode];
  const code = scores[best] >= 2 && scores[best] >= second * 1.5 ? best : null;
  return { code, scores };
}

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Why a script cannot be voiced in `language`, or null: right-to-left text (Arabic, Hebrew), text that
 * is mostly not in Latin letters (our voices read Latin-script languages), or a scene clearly written
 * in another supported language than the chosen one (a mixed-language script). Each message names the
 * supported languages, so the user knows what to do.
 */
export function scriptLanguageProblem(voiceovers: readonly string[], language: LanguageCode): string | null {
  const all = voiceovers.join(' ');
  if (RTL.test(all))
    return `Right-to-left text (Arabic, Hebrew) can't be voiced yet: please write the script in ${languageName(language)} or pick another language. ${SUPPORTED_LANGUAGES_SENTENCE}`;
  const letters = [...all].filter((ch) => /\p{L}/u.test(ch));
  const foreign = letters.filter((ch) => !LATIN.test(ch)).length;
  if (letters.length > 0 && foreign / letters.length > 0.3)
    return `This script is mostly in a writing system our voices can't read. ${SUPPORTED_LANGUAGES_SENTENCE}`;
  for (const [i, text] of voiceovers.entries()) {
    const found = detectLanguage(text);
    if (found.code && found.code !== language && found.scores[found.code] >= 3 && found.scores[language] < 1)
      return `Scene ${i + 1} reads as ${languageName(found.code)}, but the video is in ${languageName(language)}: rewrite the scene or choose ${languageName(found.code)} as the language. One language per video. ${SUPPORTED_LANGUAGES_SENTENCE}`;
  }
  return null;
}

/**
 * scriptLanguageProblem over a script's scenes, leaving out the lines marked as not translated
 * (issue 33): the review page showed them as such and the user kept them on purpose.
 */
export function scenesLanguageProblem(
  scenes: readonly { audio: { voiceover: string }; untranslated?: LanguageCode }[],
  language: LanguageCode,
): string | null {
  return scriptLanguageProblem(
    scenes.map((s) => (s.untranslated ? '' : s.audio.voiceover)),
    language,
  );
}

/**
 * A script's language and why: the user's choice wins, then the product page's declared language
 * (html `lang`, og:locale) or the marketplace offer's, then detection on the text, else English.
 * A declared language we do not support falls through to detection.
 */
export function chooseLanguage(input: {
  chosen?: LanguageCode | null;
  declared?: string | null;
  declaredBy?: 'page' | 'offer';
  text: string;
}): { language: LanguageCode; source: LanguageSource } {
  if (input.chosen) return { language: input.chosen, source: 'chosen' };
  const declared = normalizeLanguage(input.declared);
  if (declared) return { language: declared, source: input.declaredBy ?? 'page' };
  const detected = detectLanguage(input.text).code;
  if (detected) return { language: detected, source: 'detected' };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}
