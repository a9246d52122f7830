import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { completeText } from '../../openai/complete-text.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { type Assistant, type ChatTurn, HISTORY_TURNS } from '../assistant.ts';
import { ASSISTANT_SYSTEM_PROMPT } from './prompt.ts';

/** Sends the product-aware system prompt, the last turns of the conversation in order, then the new input. */
export function createOpenAIAssistant(cfg: OpenAIConfig): Assistant {
  const client = createOpenAIClient(cfg);
  return {
    name: 'openai',
    async reply(history: ChatTurn[], input: string) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      return completeText(client, cfg.model, [
        { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
        ...history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: input },
      ]);
    },
  };
}
