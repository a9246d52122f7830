import type { Locale } from '../../text/language.ts';
import { HOOK_STYLES, type HookStyle, hookBank, sameLine } from './hooks.ts';
import { PHRASES } from './phrases.ts';
import { categoryPhrase, spokenName, voiceLine } from './spoken.ts';

/** What "Make more like this" (issue 35 item 2) knows of the winner: the fields the offline banks take. */
export interface MoreHooksInput {
  locale: Locale;
  productName: string;
  category: string | null;
  winnerHook: string;
  /** Openings the campaign already has; none of them may come back. */
  used: readonly string[];
  count: number;
}

/**
 * "Make more like this" (issue 35 item 2), offline: up to `count` new opening lines for a winning
 * variant, in its language, drawn from the writer's banks (the alternative-hook styles first — the
 * winner's own style leading — then the opening lines scripts start with), never one the campaign
 * has already used. Fewer come back when the banks run dry; the caller says so.
 */
export function moreHookLines(input: MoreHooksInput): string[] {
  const name = spokenName(input.productName);
  const category = categoryPhrase(input.category, input.locale === 'de');
  const bank = hookBank(input.locale);
  const styled = (style: HookStyle) => bank[style].map((line) => voiceLine(line(name, category)));
  const winnerStyle = HOOK_STYLES.find((style) =>
    styled(style).some((line) => sameLine(line, input.winnerHook)),
  );
  const styles = winnerStyle
    ? [winnerStyle, ...HOOK_STYLES.filter((s) => s !== winnerStyle)]
    : [...HOOK_STYLES];
  const phrases = PHRASES[input.locale];
  const openings = [
    ...(category ? phrases.hooksWithCategory.map((line) => voiceLine(line(name, category))) : []),
    ...phrases.hooks.map((line) => voiceLine(line(name))),
  ];
  const fresh: string[] = [];
  for (const line of [...styles.flatMap(styled), ...openings]) {
    if (fresh.length >= input.count) break;
    if ([...input.used, input.winnerHook, ...fresh].some((u) => sameLine(u, line))) continue;
    fresh.push(line);
  }
  return fresh;
}
