import type { ScriptContent } from '@adreel/contracts';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ScriptWriterError } from '../../errors.ts';
import { callOpenAI } from '../../openai/call.ts';
import type { Checked } from './validate.ts';
import { wireScriptSchema } from './wire-schema.ts';

const toError = (message: string, cause: unknown) => new ScriptWriterError(message, { cause });
const responseFormat = zodResponseFormat(wireScriptSchema, 'reel_script');

/**
 * One script by structured output: the system prompt and the brief, then each unusable reply is sent
 * back with its problem (`check` says what is wrong) and asked again, at most `maxAttempts` times.
 */
export async function askForScript(
  client: OpenAI,
  o: { model: string; maxAttempts: number; system: string; brief: string },
  check: (reply: string | null | undefined) => Checked,
): Promise<ScriptContent> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: o.system },
    { role: 'user', content: o.brief },
  ];
  for (let attempt = 1; attempt <= o.maxAttempts; attempt += 1) {
    const completion = await callOpenAI(
      () => client.chat.completions.create({ model: o.model, messages, response_format: responseFormat }),
      toError,
    );
    const choice = completion.choices[0];
    const refusal = choice?.message.refusal;
    if (refusal) throw new ScriptWriterError(`The AI declined to write this script: ${refusal}`);
    if (choice?.finish_reason === 'content_filter') {
      throw new ScriptWriterError('The AI declined to write this script because of its content policy.');
    }
    const checked = check(choice?.message.content);
    if (checked.ok) return checked.script;
    messages.push(
      { role: 'assistant', content: choice?.message.content || '(empty reply)' },
      {
        role: 'user',
        content: `That reply was not usable: ${checked.problem}. Reply again with only the JSON object, following every rule.`,
      },
    );
  }
  throw new ScriptWriterError(`The AI returned an unusable script ${o.maxAttempts} times. Please try again.`);
}
