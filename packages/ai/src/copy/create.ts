import { type AIEnv, openAIConfigFromEnv } from '../openai/config.ts';
import type { CopyGenerator } from './generator.ts';
import { createOfflineCopyGenerator } from './offline/offline-generator.ts';
import { createOpenAICopyGenerator } from './openai/openai-generator.ts';

/** OpenAI (or a compatible server) when a key is configured, otherwise the offline templates. */
export function createCopyGenerator(env: AIEnv): CopyGenerator {
  const cfg = openAIConfigFromEnv(env);
  return cfg ? createOpenAICopyGenerator(cfg) : createOfflineCopyGenerator();
}
