import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { completeText } from '../../openai/complete-text.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { productBrief } from '../../script/openai/prompt.ts';
import {
  type Assistant,
  type AssistantContext,
  type ChatTurn,
  firstUrl,
  HISTORY_TURNS,
} from '../assistant.ts';
import { ASSISTANT_SYSTEM_PROMPT } from './prompt.ts';

/**
 * Sends the product-aware system prompt, the last turns of the conversation in order, then the new
 * input; a product page the input links to goes along as its extracted facts.
 */
export function createOpenAIAssistant(cfg: OpenAIConfig): Assistant {
  const client = createOpenAIClient(cfg);
  return {
    name: 'openai',
    async reply(history: ChatTurn[], input: string, context: AssistantContext = {}) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      const url = firstUrl(input);
      const product = url && context.findProduct ? await context.findProduct(url) : null;
      return completeText(client, cfg.model, [
        { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
        ...(product
          ? [
              {
                role: 'system' as const,
                content: `Facts from the linked product page:\n${productBrief(product)}`,
              },
            ]
          : []),
        ...history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: input },
      ]);
    },
  };
}
