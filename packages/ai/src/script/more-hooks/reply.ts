import { sameLine } from '../offline/hooks.ts';
import type { MoreHooksInput } from './hook-writer.ts';

/** A hook is one or two spoken sentences; anything longer is a paragraph the model should not have sent. */
export const MAX_HOOK_CHARS = 160;

/**
 * "1.", "2)", "- ", "• ", "Hook 3:" and the like, which models put before lines they were told to send
 * bare. A space must follow, so "10.000 steps" and "3:00 am" keep their numbers.
 */
const LEAD = /^\s*(?:(?:(?:hook|line)\s*\d{1,2}\s*[:.)-]|\(?\d{1,2}[.):\]](?=\s)|[-*•–—>]+(?=\s))\s*)+/iu;
const OPEN_QUOTES = `"'“”„«»‘’‹›`;
const CLOSE_QUOTES = `"'“”«»‘’‹›`;

/** One reply line as a bare hook: no bold markers, numbering, bullet or enclosing quotes. */
function bare(raw: string): string {
  let line = raw.replaceAll('**', '').replace(LEAD, '').replace(/\s+/gu, ' ').trim();
  for (let i = 0; i < 2; i++) {
    const first = line.charAt(0);
    const last = line.charAt(line.length - 1);
    if (line.length < 2 || !OPEN_QUOTES.includes(first) || !CLOSE_QUOTES.includes(last)) break;
    line = line.slice(1, -1).trim();
  }
  return line;
}

/**
 * The model's reply as at most `count` new openings: one per line, bare, none over the length limit,
 * none the campaign already used (or the winner's own), none twice. A preamble ("Here are three
 * hooks:") ends with a colon and is dropped like any other non-hook.
 */
export function hookLinesFromReply(reply: string, input: MoreHooksInput): string[] {
  const fresh: string[] = [];
  for (const raw of reply.split(/\r?\n/u)) {
    if (fresh.length >= input.count) break;
    const line = bare(raw);
    if (!/[\p{L}\p{N}]/u.test(line) || line.length > MAX_HOOK_CHARS || line.endsWith(':')) continue;
    if ([...input.used, input.winnerHook, ...fresh].some((u) => sameLine(u, line))) continue;
    fresh.push(line);
  }
  return fresh;
}
