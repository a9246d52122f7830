import { AIServiceError } from '../../errors.ts';
import { completeText } from '../../openai/complete-text.ts';
import { createOpenAIClient, type OpenAIConfig } from '../../openai/config.ts';
import { languageLine } from '../openai/prompt.ts';
import type { HookWriter, MoreHooksInput } from './hook-writer.ts';
import { hookLinesFromReply, MAX_HOOK_CHARS } from './reply.ts';

export const MORE_HOOKS_SYSTEM_PROMPT = `You write opening lines (hooks) for short-form vertical video ads (TikTok, Reels, Shorts) that promote affiliate products.
A hook is the first thing the viewer hears: a question, a bold claim or a pain point that stops the scroll in under 3 seconds.
Rules:
- Write exactly the number of new hooks asked for, in the same style as the winning hook (the same angle and tone), each clearly different from it, from the lines already used and from each other.
- Each hook is natural spoken language, one or two short sentences, at most about 15 words and never more than ${MAX_HOOK_CHARS} characters, and names or clearly points at the product.
- Never invent specifications, prices, guarantees or testimonials.
- Reply with the hooks only, one per line: no numbering, no bullets, no quotes, no title, no commentary.`;

export const UNUSABLE_HOOKS_MESSAGE =
  'The AI wrote no usable new openings: every line it gave was too long or repeated one the campaign already has. Please try again.';

/** The brief: how many, the product, the winner to follow and every line not to repeat. */
export function moreHooksBrief(input: MoreHooksInput): string {
  const lines = [
    `Write ${input.count} new ${input.count === 1 ? 'hook' : 'hooks'} for this product, in the style of the winning hook.`,
    `Product name: ${input.productName}`,
  ];
  if (input.category) lines.push(`Category: ${input.category}`);
  lines.push(`Winning hook: ${input.winnerHook}`);
  const used = input.used.filter((u) => u.trim() !== '');
  if (used.length > 0) lines.push(`Already used, never repeat:\n${used.map((u) => `- ${u}`).join('\n')}`);
  return lines.join('\n');
}

/** The OpenAI (or compatible) hook writer: one plain-text completion, parsed line by line. */
export function createOpenAIHookWriter(cfg: OpenAIConfig): HookWriter {
  const client = createOpenAIClient(cfg);
  return {
    name: 'openai',
    model: cfg.model,
    async more(input) {
      const reply = await completeText(client, cfg.model, [
        // The winner's language is said outright (issue 25), never left for the model to guess.
        { role: 'system', content: `${MORE_HOOKS_SYSTEM_PROMPT}${languageLine(input.locale)}` },
        { role: 'user', content: moreHooksBrief(input) },
      ]);
      const lines = hookLinesFromReply(reply, input);
      // An unusable reply is the service's failure, not "the banks ran dry": the user can simply retry.
      if (lines.length === 0) throw new AIServiceError(UNUSABLE_HOOKS_MESSAGE);
      return lines;
    },
  };
}
