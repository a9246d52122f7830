import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { completeText } from '../../openai/complete-text.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import type { CopyGenerator } from '../generator.ts';
import { normaliseCopy } from './normalise.ts';
import { COPY_SYSTEM_PROMPTS } from './prompts.ts';

/** Generous enough for an article, short enough that a pasted book does not run up the bill. */
const MAX_INPUT_CHARS = 6000;

export function createOpenAICopyGenerator(cfg: OpenAIConfig): CopyGenerator {
  const client = createOpenAIClient(cfg);
  return {
    name: 'openai',
    async generate(kind, input) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      const output = await completeText(client, cfg.model, [
        { role: 'system', content: COPY_SYSTEM_PROMPTS[kind] },
        { role: 'user', content: input.trim().slice(0, MAX_INPUT_CHARS) },
      ]);
      return normaliseCopy(kind, output, input);
    },
  };
}
