import { type AIEnv, openAIConfigFromEnv } from '../../openai/config.ts';
import { createOfflineHookWriter, type HookWriter } from './hook-writer.ts';
import { createOpenAIHookWriter } from './openai-hook-writer.ts';

/** OpenAI (or a compatible server) when a key is configured, otherwise the offline writer's banks. */
export function createHookWriter(env: AIEnv): HookWriter {
  const cfg = openAIConfigFromEnv(env);
  return cfg ? createOpenAIHookWriter(cfg) : createOfflineHookWriter();
}
