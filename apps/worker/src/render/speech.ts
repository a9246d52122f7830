import {
  availableVoice,
  DEFAULT_LANGUAGE,
  defaultVoiceFor,
  type LanguageCode,
  normalizeLanguage,
  type Voice,
  type VoiceAvailability,
} from '@adreel/contracts';

/**
 * The language and voice the API decided when it wrote the video row (video-start.ts: the voice
 * speaks the language, or the request was refused), read as stored — like the look (storedLook).
 * Only what this server can no longer do is replaced: a language code since retired reads as
 * English, and a voice it cannot speak with now (an OpenAI voice after the speech key was removed,
 * an id this build no longer knows) by the language's offline voice, so the render never fails for it.
 */
export function storedSpeech(
  video: { voice: string | null | undefined; language: string | null | undefined },
  availability: VoiceAvailability,
): { language: LanguageCode; voice: Voice } {
  const language = normalizeLanguage(video.language ?? undefined) ?? DEFAULT_LANGUAGE;
  const voice =
    (video.voice ? availableVoice(video.voice, availability) : undefined) ?? defaultVoiceFor(language);
  return { language, voice };
}
