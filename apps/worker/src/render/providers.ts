import { join } from 'node:path';
import { pexelsApiBase, speechSettings } from '@adreel/config';
import {
  type LanguageCode,
  type Scene,
  sceneSpeechLanguage,
  type Voice,
  type VoiceAvailability,
  voiceForScene,
} from '@adreel/contracts';
import { createPexelsStockClips, type RenderInput, type TtsProvider, ttsForVoice } from '@adreel/media';
import type { WorkerDeps } from '../deps.ts';

type SpeechEnv = Pick<WorkerDeps['env'], 'TTS_API_KEY' | 'TTS_BASE_URL' | 'TTS_MODEL'>;

/**
 * The provider that reads the video with its voice (storedSpeech: as the API stored it), spoken
 * through the TTS_* speech server for OpenAI voices or flite/espeak-ng for offline ones; the LLM's
 * OPENAI_* settings play no part.
 */
export function selectTts(env: SpeechEnv, voice: Voice, language: LanguageCode): TtsProvider {
  return ttsForVoice(voice, speechSettings(env), language);
}

/**
 * The provider each scene is read with, beside the video's own (selectTts): a line the translation
 * kept in another language (issue 33) is read by an offline voice of that language when the video's
 * offline voice cannot speak it; an OpenAI voice keeps reading it, told the line's language. Unmarked
 * scenes get undefined (the video's provider), so their voice cache keys stay as they were.
 */
export function selectSceneTts(
  env: SpeechEnv,
  videoVoice: Voice,
  language: LanguageCode,
): (scene: Pick<Scene, 'untranslated'>) => TtsProvider | undefined {
  const speech = speechSettings(env);
  const made = new Map<string, TtsProvider>();
  return (scene) => {
    const spoken = sceneSpeechLanguage(scene, language);
    if (spoken === language) return undefined;
    const voice = voiceForScene(scene, videoVoice, language);
    const key = `${voice.id}|${spoken}`;
    const tts = made.get(key) ?? ttsForVoice(voice, speech, spoken);
    made.set(key, tts);
    return tts;
  };
}

/** Whether this worker can speak with OpenAI voices (a TTS_* speech server is configured). */
export function speechAvailability(env: SpeechEnv): VoiceAvailability {
  return { speechKey: speechSettings(env) !== null };
}

/** Images for backgrounds come only through the SSRF-safe fetcher. */
export function imageFetcher(deps: Pick<WorkerDeps, 'fetcher'>, signal?: AbortSignal) {
  return async (url: string): Promise<Buffer> =>
    (await deps.fetcher.fetch(url, { kind: 'image', signal })).body;
}

/**
 * Pexels stock clips when a key is configured (in demo mode from the Pexels stand-in: pexelsApiBase);
 * otherwise none (stills and designed motion are used). Clips are downloaded through the SSRF-safe
 * fetcher; the demo stand-in's own loopback origin is the one address it is told to allow.
 */
export function selectStockClips(
  deps: Pick<WorkerDeps, 'env' | 'fetcher' | 'cacheDir'>,
): RenderInput['stockClips'] {
  const apiKey = deps.env.PEXELS_API_KEY;
  if (!apiKey) return undefined;
  return createPexelsStockClips({
    apiKey,
    baseUrl: pexelsApiBase(deps.env),
    downloadDir: join(deps.cacheDir, 'pexels'),
    fetchFile: async (url, signal) =>
      (await deps.fetcher.fetch(url, { kind: 'any', maxBytes: 80 * 1024 * 1024, signal })).body,
  });
}
