import { z } from 'zod';
import { optionalString } from './fields.ts';

/**
 * Speech settings, apart from the LLM's OPENAI_* ones: the voiceover can come from OpenAI or from any
 * server speaking OpenAI's `/v1/audio/speech` wire format (a local Kokoro server, for example) while
 * scripts are written by another provider, or offline. Read by the API (which voices the picker offers,
 * their previews) and the worker (the render's voice).
 */
export const ttsEnvShape = {
  TTS_API_KEY: optionalString.describe(
    'Speech API key; set, the voice picker offers the OpenAI voices (unset: offline flite voices only)',
  ),
  TTS_BASE_URL: optionalString
    .refine(
      (v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
      'must be an http(s) URL such as http://127.0.0.1:8880/v1',
    )
    .describe('OpenAI-compatible speech server (default: OpenAI itself)'),
  TTS_MODEL: z
    .string()
    .trim()
    .min(1)
    .default('gpt-4o-mini-tts')
    .describe('Speech model asked of the server (gpt-4o-mini-tts, tts-1, kokoro, …)'),
};

export const OPENAI_SPEECH_URL = 'https://api.openai.com/v1';

export interface SpeechSettings {
  apiKey: string;
  baseURL: string;
  model: string;
}

/**
 * The speech client settings, or null when no key is set (offline voices only). The base URL is
 * always explicit: left undefined, the OpenAI SDK would fall back to the OPENAI_BASE_URL variable,
 * which is the LLM's server, not the speech server.
 */
export function speechSettings(env: {
  TTS_API_KEY?: string | undefined;
  TTS_BASE_URL?: string | undefined;
  TTS_MODEL: string;
}): SpeechSettings | null {
  if (!env.TTS_API_KEY) return null;
  return { apiKey: env.TTS_API_KEY, baseURL: env.TTS_BASE_URL ?? OPENAI_SPEECH_URL, model: env.TTS_MODEL };
}
