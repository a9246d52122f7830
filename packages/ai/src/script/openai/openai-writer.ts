import { EMPTY_TEXT_MESSAGE, ScriptWriterError } from '../../errors.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { validProduct } from '../valid-product.ts';
import type { ScriptWriter } from '../writer.ts';
import { askForScript } from './ask-script.ts';
import { productBrief, SCRIPT_SYSTEM_PROMPT, textBrief } from './prompt.ts';
import { checkScriptReply } from './validate.ts';

export interface OpenAIScriptWriterConfig extends OpenAIConfig {
  /** How many replies to ask for when one fails the schema (default 3). */
  maxAttempts?: number;
}

/** Structured outputs from the contract's shape; invalid replies are sent back with the problem and asked again. */
export function createOpenAIScriptWriter(cfg: OpenAIScriptWriterConfig): ScriptWriter {
  const client = createOpenAIClient(cfg);
  const maxAttempts = Math.max(1, cfg.maxAttempts ?? 3);
  const write = (brief: string) =>
    askForScript(
      client,
      { model: cfg.model, maxAttempts, system: SCRIPT_SYSTEM_PROMPT, brief },
      checkScriptReply,
    );

  return {
    name: 'openai',
    async fromProduct(product, language) {
      return write(productBrief(validProduct(product), language));
    },
    async fromText(text, language) {
      if (!/[\p{L}\p{N}]/u.test(text)) throw new ScriptWriterError(EMPTY_TEXT_MESSAGE);
      return write(textBrief(text, language));
    },
  };
}
