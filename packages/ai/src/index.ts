export {
  type Assistant,
  type AssistantContext,
  type ChatTurn,
  firstUrl,
  HISTORY_TURNS,
} from './assistant/assistant.ts';
export { createAssistant } from './assistant/create.ts';
export { type CopyRequestKind, type Intent, recogniseIntent } from './assistant/offline/intent.ts';
export type { HelpEntry } from './assistant/offline/knowledge-base.ts';
export { KNOWLEDGE_BASE } from './assistant/offline/knowledge-base.ts';
export { createOfflineAssistant, OFFLINE_LABEL } from './assistant/offline/offline-assistant.ts';
export { createOpenAIAssistant } from './assistant/openai/openai-assistant.ts';
export { createCopyGenerator } from './copy/create.ts';
export {
  COPY_KINDS,
  type CopyGenerator,
  type CopyKind,
  type CopyOptions,
  MAX_HASHTAGS,
  MIN_HASHTAGS,
  SMS_MAX_CHARS,
} from './copy/generator.ts';
export { createOfflineCopyGenerator } from './copy/offline/offline-generator.ts';
export { createOpenAICopyGenerator } from './copy/openai/openai-generator.ts';
export { AIServiceError, ScriptWriterError } from './errors.ts';
export { type AIEnv, DEFAULT_MODEL, type OpenAIConfig } from './openai/config.ts';
export { TIMEOUT_MESSAGE } from './openai/failure-message.ts';
export { createScriptWriter } from './script/create.ts';
export { createHookWriter } from './script/more-hooks/create.ts';
export {
  createOfflineHookWriter,
  type HookWriter,
  type MoreHooksInput,
} from './script/more-hooks/hook-writer.ts';
export { createOpenAIHookWriter } from './script/more-hooks/openai-hook-writer.ts';
export { moreHookLines } from './script/offline/more-hooks.ts';
export { createOfflineScriptWriter } from './script/offline/offline-writer.ts';
export { createOpenAIScriptWriter, type OpenAIScriptWriterConfig } from './script/openai/openai-writer.ts';
export { type TranslationSource, translateScriptOffline } from './script/translate/offline-translate.ts';
export { createOpenAIScriptTranslator } from './script/translate/openai-translate.ts';
export {
  createOfflineScriptTranslator,
  createScriptTranslator,
  type ScriptTranslator,
} from './script/translate/translator.ts';
export type { ScriptWriter } from './script/writer.ts';
