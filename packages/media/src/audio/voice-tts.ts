import type { LanguageCode, Voice } from '@adreel/contracts';
import { createEspeakTts } from './espeak.ts';
import { createFliteTts, createOpenAITts, type TtsProvider } from './tts.ts';

/** Where OpenAI-format speech comes from (TTS_* settings); null when no speech key is set. */
export interface SpeechServer {
  apiKey: string;
  baseURL: string;
  model: string;
}

/**
 * The TTS provider that speaks with one catalogue voice. An OpenAI voice without a speech server is a
 * caller's mistake (the API refuses such a choice and the worker resolves it to an offline voice first).
 */
export function ttsForVoice(voice: Voice, speech: SpeechServer | null, language?: LanguageCode): TtsProvider {
  if (voice.engine === 'flite') return createFliteTts({ voice: voice.engineVoice });
  if (voice.engine === 'espeak') return createEspeakTts({ language: voice.engineVoice as LanguageCode });
  if (!speech) throw new Error(`${voice.id} needs a speech server (TTS_API_KEY)`);
  return createOpenAITts({ ...speech, voice: voice.engineVoice, language });
}
