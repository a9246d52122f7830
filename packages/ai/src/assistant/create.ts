import { type AIEnv, openAIConfigFromEnv } from '../openai/config.ts';
import type { Assistant } from './assistant.ts';
import { createOfflineAssistant } from './offline/offline-assistant.ts';
import { createOpenAIAssistant } from './openai/openai-assistant.ts';

/** OpenAI (or a compatible server) when a key is configured, otherwise the offline help assistant. */
export function createAssistant(env: AIEnv): Assistant {
  const cfg = openAIConfigFromEnv(env);
  return cfg ? createOpenAIAssistant(cfg) : createOfflineAssistant();
}
