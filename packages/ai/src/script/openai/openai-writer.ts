import type { ScriptContent } from '@adreel/contracts';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { EMPTY_TEXT_MESSAGE, ScriptWriterError } from '../../errors.ts';
import { callOpenAI } from '../../openai/call.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { validProduct } from '../valid-product.ts';
import type { ScriptWriter } from '../writer.ts';
import { productBrief, SCRIPT_SYSTEM_PROMPT, textBrief } from './prompt.ts';
import { checkScriptReply } from './validate.ts';
import { wireScriptSchema } from './wire-schema.ts';

export interface OpenAIScriptWriterConfig extends OpenAIConfig {
  /** How many replies to ask for when one fails the schema (default 3). */
  maxAttempts?: number;
}

const toError = (message: string, cause: unknown) => new ScriptWriterError(message, { cause });

/** Structured outputs from the contract's shape; invalid replies are sent back with the problem and asked again. */
export function createOpenAIScriptWriter(cfg: OpenAIScriptWriterConfig): ScriptWriter {
  const client = createOpenAIClient(cfg);
  const maxAttempts = Math.max(1, cfg.maxAttempts ?? 3);
  const responseFormat = zodResponseFormat(wireScriptSchema, 'reel_script');

  async function write(brief: string): Promise<ScriptContent> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SCRIPT_SYSTEM_PROMPT },
      { role: 'user', content: brief },
    ];
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const completion = await callOpenAI(
        () => client.chat.completions.create({ model: cfg.model, messages, response_format: responseFormat }),
        toError,
      );
      const choice = completion.choices[0];
      const refusal = choice?.message.refusal;
      if (refusal) throw new ScriptWriterError(`The AI declined to write this script: ${refusal}`);
      if (choice?.finish_reason === 'content_filter') {
        throw new ScriptWriterError('The AI declined to write this script because of its content policy.');
      }
      const checked = checkScriptReply(choice?.message.content);
      if (checked.ok) return checked.script;
      messages.push(
        { role: 'assistant', content: choice?.message.content || '(empty reply)' },
        {
          role: 'user',
          content: `That reply was not usable: ${checked.problem}. Reply again with only the JSON object, following every rule.`,
        },
      );
    }
    throw new ScriptWriterError(`The AI returned an unusable script ${maxAttempts} times. Please try again.`);
  }

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
