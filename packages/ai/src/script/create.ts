import { type AIEnv, openAIConfigFromEnv } from '../openai/config.ts';
import { createOfflineScriptWriter } from './offline/offline-writer.ts';
import { createOpenAIScriptWriter } from './openai/openai-writer.ts';
import type { ScriptWriter } from './writer.ts';

/** OpenAI (or a compatible server) when a key is configured, otherwise the offline writer. */
export function createScriptWriter(env: AIEnv): ScriptWriter {
  const cfg = openAIConfigFromEnv(env);
  return cfg ? createOpenAIScriptWriter(cfg) : createOfflineScriptWriter();
}
