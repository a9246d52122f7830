import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { completeText } from '../../openai/complete-text.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { languageLine, productBrief } from '../../script/openai/prompt.ts';
import type { CopyGenerator } from '../generator.ts';
import { normaliseCopy } from './normalise.ts';
import { COPY_SYSTEM_PROMPTS } from './prompts.ts';

/** Generous enough for an article, short enough that a pasted book does not run up the bill. */
const MAX_INPUT_CHARS = 6000;

export function createOpenAICopyGenerator(cfg: OpenAIConfig): CopyGenerator {
  const client = createOpenAIClient(cfg);
  return {
    name: 'openai',
    async generate(kind, input, options = {}) {
      if (!/[\p{L}\p{N}]/u.test(input) && !options.product) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      // A linked page's extracted facts go beside the input, labelled, so the model writes from them.
      const facts = options.product
        ? [
            {
              role: 'system' as const,
              content: `Facts from the linked product page:\n${productBrief(options.product)}`,
            },
          ]
        : [];
      const output = await completeText(client, cfg.model, [
        // A chosen language is said outright (issue 25); otherwise the prompt asks for the input's.
        { role: 'system', content: `${COPY_SYSTEM_PROMPTS[kind]}${languageLine(options.language)}` },
        ...facts,
        { role: 'user', content: input.trim().slice(0, MAX_INPUT_CHARS) },
      ]);
      return normaliseCopy(kind, output, input);
    },
  };
}
