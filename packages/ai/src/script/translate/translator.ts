import type { ScriptContent, ScriptWriterName } from '@adreel/contracts';
import { type AIEnv, openAIConfigFromEnv } from '../../openai/config.ts';
import { type TranslationSource, translateScriptOffline } from './offline-translate.ts';
import { createOpenAIScriptTranslator } from './openai-translate.ts';

/** Makes a finished video's script in another language (issue 25 item 5). */
export interface ScriptTranslator {
  readonly name: ScriptWriterName;
  translate(source: TranslationSource): Promise<ScriptContent>;
}

export function createOfflineScriptTranslator(): ScriptTranslator {
  return { name: 'offline', translate: async (source) => translateScriptOffline(source) };
}

/** OpenAI (or a compatible server) when a key is configured, otherwise the offline writer's phrase banks. */
export function createScriptTranslator(env: AIEnv): ScriptTranslator {
  const cfg = openAIConfigFromEnv(env);
  return cfg ? createOpenAIScriptTranslator(cfg) : createOfflineScriptTranslator();
}
