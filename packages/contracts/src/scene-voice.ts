import type { LanguageCode } from './languages.ts';
import type { Scene } from './script.ts';
import { defaultVoiceFor, type Voice } from './voices.ts';

/**
 * The voice one scene is read with (issue 33 item 3). A line the translation kept in another language
 * (`untranslated`, e.g. an English feature line in a Spanish video) is read by an offline voice of
 * THAT language when the video's voice cannot speak it: flite for English, espeak-ng for the others.
 * OpenAI's voices speak every language we offer, so they are kept; every other scene keeps the video's
 * voice, so videos without marked scenes are read (and cached) exactly as before.
 */
export function voiceForScene(
  scene: Pick<Scene, 'untranslated'>,
  videoVoice: Voice,
  videoLanguage: LanguageCode,
): Voice {
  const lang = scene.untranslated;
  if (!lang || lang === videoLanguage || videoVoice.languages.includes(lang)) return videoVoice;
  return defaultVoiceFor(lang);
}

/** The language a scene's line is spoken in: its marked language, else the video's. */
export function sceneSpeechLanguage(
  scene: Pick<Scene, 'untranslated'>,
  videoLanguage: LanguageCode,
): LanguageCode {
  return scene.untranslated ?? videoLanguage;
}
