import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AIServiceError } from '../errors.ts';
import { callOpenAI } from './call.ts';

/** One plain-text chat completion; an empty reply or a refusal is a user-facing error, not an empty result. */
export async function completeText(
  client: OpenAI,
  model: string,
  messages: ChatCompletionMessageParam[],
): Promise<string> {
  const completion = await callOpenAI(
    () => client.chat.completions.create({ model, messages }),
    (message, cause) => new AIServiceError(message, { cause }),
  );
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new AIServiceError(`The AI declined this request: ${message.refusal}`);
  const content = message?.content?.trim();
  if (!content) throw new AIServiceError('The AI returned an empty answer. Please try again.');
  return content;
}
