import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode, languageCodes, languageField } from './languages.ts';
import { safeText } from './text.ts';

/**
 * The voices a video can be read in (issue #13 item 7). Offline voices are Debian's flite, built into
 * ffmpeg and always there; the OpenAI voices need a speech key (TTS_API_KEY) and work with any server
 * speaking OpenAI's `/v1/audio/speech` format. An id names its engine and the engine's own voice name.
 *
 * Which flite voices are offered was measured, not listened to (no speakers on the build machine):
 * the same 18-word sentence rendered by each voice ffmpeg lists (`flite=list_voices=1`: awb, kal,
 * kal16, rms, slt), then ebur128 loudness, duration, silence and the level above 4 kHz:
 *
 *   voice  native  loudness   duration  level > 4 kHz (rel. to whole)
 *   slt    16 kHz  −16.3 LUFS  6.15 s   −25 dB
 *   rms    16 kHz  −21.4 LUFS  6.29 s   −18 dB
 *   awb    16 kHz  −20.0 LUFS  6.35 s   −29 dB
 *   kal16  16 kHz  −27.8 LUFS  6.40 s   −20 dB
 *   kal     8 kHz  −19.8 LUFS  6.40 s   −35 dB (nothing above 4 kHz: telephone band)
 *
 * All five speak at a sane rate (2.8–2.9 words/s) without clipping. kal is left out: it is kal16's
 * speaker at 8 kHz, so it carries no sibilants (/s/ vs /f/ blur) and adds nothing kal16 lacks. kal16 is
 * quiet but the render gains the mix to −14 LUFS and the preview is loudness-normalised, so that costs
 * nothing audible. slt stays the default: the loudest, shortest and most even (LRA 0.4 LU).
 */
export const OFFLINE_VOICES = [
  { id: 'flite:slt', name: 'SLT', description: 'US English, female. The loudest and most even.' },
  { id: 'flite:rms', name: 'RMS', description: 'US English, male. The brightest offline voice.' },
  { id: 'flite:awb', name: 'AWB', description: 'Scottish English, male. Softer, darker tone.' },
  { id: 'flite:kal16', name: 'KAL', description: 'US English, male. Older diphone synthesis, robotic.' },
] as const;

/**
 * Offline voices for every other supported language (issue 25): Debian's espeak-ng, robotic but real
 * and offline (flite speaks English only). The id's engine voice is our language code; the TTS maps
 * it to espeak's own voice name (fr → fr-fr).
 */
export const ESPEAK_VOICES = [
  { id: 'espeak:de', name: 'German', description: 'German (espeak-ng). Robotic but clear.' },
  { id: 'espeak:es', name: 'Spanish', description: 'Spanish, Spain (espeak-ng). Robotic but clear.' },
  { id: 'espeak:fr', name: 'French', description: 'French, France (espeak-ng). Robotic but clear.' },
  { id: 'espeak:it', name: 'Italian', description: 'Italian (espeak-ng). Robotic but clear.' },
  {
    id: 'espeak:pt',
    name: 'Portuguese',
    description: 'Portuguese, Portugal (espeak-ng). Robotic but clear.',
  },
  { id: 'espeak:nl', name: 'Dutch', description: 'Dutch (espeak-ng). Robotic but clear.' },
  { id: 'espeak:pl', name: 'Polish', description: 'Polish (espeak-ng). Robotic but clear.' },
] as const;

/**
 * OpenAI's voices for gpt-4o-mini-tts (the default TTS_MODEL). ballad and verse need that model; the
 * older tts-1 models offer the other nine. Kokoro's OpenAI-compatible server maps these names too.
 */
export const OPENAI_VOICES = [
  { id: 'openai:alloy', name: 'Alloy', description: 'Neutral and balanced.' },
  { id: 'openai:ash', name: 'Ash', description: 'Warm and clear.' },
  { id: 'openai:ballad', name: 'Ballad', description: 'Soft and melodic.' },
  { id: 'openai:coral', name: 'Coral', description: 'Bright and friendly.' },
  { id: 'openai:echo', name: 'Echo', description: 'Calm and steady.' },
  { id: 'openai:fable', name: 'Fable', description: 'Expressive storyteller.' },
  { id: 'openai:nova', name: 'Nova', description: 'Energetic and upbeat.' },
  { id: 'openai:onyx', name: 'Onyx', description: 'Deep and authoritative.' },
  { id: 'openai:sage', name: 'Sage', description: 'Gentle and measured.' },
  { id: 'openai:shimmer', name: 'Shimmer', description: 'Light and airy.' },
  { id: 'openai:verse', name: 'Verse', description: 'Dynamic and versatile.' },
] as const;

export type VoiceId =
  | (typeof OFFLINE_VOICES)[number]['id']
  | (typeof ESPEAK_VOICES)[number]['id']
  | (typeof OPENAI_VOICES)[number]['id'];
export type VoiceEngine = 'flite' | 'espeak' | 'openai';

export interface Voice {
  id: VoiceId;
  name: string;
  description: string;
  /** True for the built-in flite and espeak-ng voices: the picker labels them "Offline voice". */
  offline: boolean;
  engine: VoiceEngine;
  /** The engine's own name for it (flite `slt`, OpenAI `nova`, espeak our language code `de`). */
  engineVoice: string;
  /** The languages it speaks: flite English, an espeak voice its own, OpenAI's voices all of ours. */
  languages: readonly LanguageCode[];
}

function entry(v: { id: VoiceId; name: string; description: string }): Voice {
  const [engine, engineVoice] = v.id.split(':') as [VoiceEngine, string];
  const languages: readonly LanguageCode[] =
    engine === 'flite' ? ['en'] : engine === 'espeak' ? [engineVoice as LanguageCode] : languageCodes;
  return { ...v, offline: engine !== 'openai', engine, engineVoice, languages };
}

/** Every voice this build knows, offline first. */
export const VOICES: readonly Voice[] = [...OFFLINE_VOICES, ...ESPEAK_VOICES, ...OPENAI_VOICES].map(entry);
export const voiceIds = VOICES.map((v) => v.id) as [VoiceId, ...VoiceId[]];
export const DEFAULT_VOICE_ID: VoiceId = 'flite:slt';
export const VOICE_NOT_AVAILABLE = 'That voice is not available';

/** What the server can speak with: offline voices always, OpenAI voices only with a speech key. */
export interface VoiceAvailability {
  speechKey: boolean;
}

export function voiceById(id: string): Voice | undefined {
  return VOICES.find((v) => v.id === id);
}

export function availableVoices(availability: VoiceAvailability): Voice[] {
  return VOICES.filter((v) => v.offline || availability.speechKey);
}

/** The voice if this server can speak with it now; undefined for an unknown or unavailable id. */
export function availableVoice(id: string, availability: VoiceAvailability): Voice | undefined {
  const voice = voiceById(id);
  return voice && (voice.offline || availability.speechKey) ? voice : undefined;
}

/**
 * The voice to render a stored video with. A stored id that is unknown, or an OpenAI voice after the
 * speech key was removed, falls back to the default offline voice rather than failing the render.
 */
export function resolveVoice(stored: string | null | undefined, availability: VoiceAvailability): Voice {
  return (
    (stored ? availableVoice(stored, availability) : undefined) ?? (voiceById(DEFAULT_VOICE_ID) as Voice)
  );
}

/** The offline voice a language is read in when no voice that speaks it was chosen. */
export function defaultVoiceFor(language: LanguageCode): Voice {
  const id = language === 'en' ? DEFAULT_VOICE_ID : `espeak:${language}`;
  return voiceById(id) ?? (voiceById(DEFAULT_VOICE_ID) as Voice);
}

/** The voices that speak `language` on this server (the picker shows only these). */
export function voicesForLanguage(language: LanguageCode, availability: VoiceAvailability): Voice[] {
  return availableVoices(availability).filter((v) => v.languages.includes(language));
}

/**
 * The voice a video in `language` is read with: the chosen one when it speaks the language, else the
 * language's offline voice (an English flite voice never reads a German script).
 */
export function voiceForLanguage(
  voiceId: string | null | undefined,
  language: LanguageCode,
  availability: VoiceAvailability,
): Voice {
  const voice = resolveVoice(voiceId, availability);
  return voice.languages.includes(language) ? voice : defaultVoiceFor(language);
}

/** The `voice` field of POST /videos/create (whether it is available is the server's check). */
export const voiceField = z.enum(voiceIds, { error: 'Choose a voice from the voice list' });

/** GET /videos/voices — the voices this server offers, each with a signed link to its preview clip. */
export const voicesResponseSchema = z.object({
  default: z.enum(voiceIds),
  /** The language the list was filtered for; previews read its sentence. */
  language: z.enum(languageCodes).optional(),
  voices: z.array(
    z.object({
      id: z.enum(voiceIds),
      name: z.string(),
      description: z.string(),
      offline: z.boolean(),
      preview_url: z.string(),
    }),
  ),
});
/** GET /videos/voices?language=de — only voices that speak it, previews in it (absent: English). */
export const voicesQuerySchema = z.object({ language: languageField.optional() });
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;
export type VoiceListItem = VoicesResponse['voices'][number];

/** GET /videos/voices/{id}/preview — any text is accepted here so an unknown id answers 404. */
export const voicePreviewParamsSchema = z.object({ id: safeText().max(100) });
export const voicePreviewQuerySchema = z.object({
  language: languageField.optional(),
  exp: safeText().max(20).optional(),
  sig: safeText().max(100).optional(),
});

/** The sentence every preview reads, so voices are compared on the same words. */
export const VOICE_PREVIEW_TEXT =
  'Hi! This is how I sound when I read your video ad. Grab yours today, only nineteen dollars.';

/** The preview sentence per language: a preview is heard in the language the video will speak. */
export const VOICE_PREVIEW_TEXTS: Record<LanguageCode, string> = {
  en: VOICE_PREVIEW_TEXT,
  de: 'Hallo! So klinge ich, wenn ich deine Videoanzeige vorlese. Hol dir deins noch heute, für nur neunzehn Euro.',
  es: '¡Hola! Así sueno cuando leo tu anuncio en vídeo. Consigue el tuyo hoy por solo diecinueve euros.',
  fr: 'Bonjour! Voici ma voix quand je lis votre publicité vidéo. Le vôtre dès aujourd’hui, pour seulement dix-neuf euros.',
  it: 'Ciao! Ecco come suono quando leggo il tuo annuncio video. Prendi il tuo oggi, a soli diciannove euro.',
  pt: 'Olá! É assim que eu soo quando leio o teu anúncio em vídeo. Garante já o teu, por apenas dezanove euros.',
  nl: 'Hoi! Zo klink ik als ik je videoadvertentie voorlees. Haal de jouwe vandaag nog, voor maar negentien euro.',
  pl: 'Cześć! Tak brzmię, gdy czytam twoją reklamę wideo. Zamów już dziś, za jedyne dziewiętnaście euro.',
};

export function previewTextFor(language: LanguageCode = DEFAULT_LANGUAGE): string {
  return VOICE_PREVIEW_TEXTS[language];
}
