import type { Locale } from '../../text/language.ts';
import { stableHash } from '../../text/stable-hash.ts';
import * as more from './banks/hook-lines.ts';
import { voiceLine } from './spoken.ts';

/** The angles a hook variant can take; an A/B test only teaches something when the angles differ. */
export const HOOK_STYLES = ['question', 'claim', 'pain'] as const;
export type HookStyle = (typeof HOOK_STYLES)[number];

type Line = (n: string, c: string | null) => string;
export type HookLines = Record<HookStyle, readonly [Line, Line]>;
type Lines = HookLines;

const en: Lines = {
  question: [
    (n, c) =>
      c
        ? `What if your ${c} could do more? Meet ${n}.`
        : `What if one thing could change your day? Meet ${n}.`,
    (n) => `Ever wondered why people can't stop talking about ${n}?`,
  ],
  claim: [
    (n) => `This is the best thing you'll see today: ${n}.`,
    (n, c) => (c ? `${n} just raised the bar for ${c}.` : `${n} just raised the bar.`),
  ],
  pain: [
    (n, c) =>
      c
        ? `Tired of ${c} that lets you down? ${n} fixes that.`
        : `Tired of settling for less? ${n} fixes that.`,
    (n) => `Sick of wasting money on things that don't work? Try ${n}.`,
  ],
};

const de: Lines = {
  question: [
    (n, c) =>
      c
        ? `Was wäre, wenn ${c} mehr könnte? Hier ist ${n}.`
        : `Was wäre, wenn ein Ding deinen Tag verändert? Hier ist ${n}.`,
    (n) => `Schon gehört, warum alle über ${n} reden?`,
  ],
  claim: [
    (n) => `Das Beste, was du heute siehst: ${n}.`,
    (n, c) => (c ? `${n} setzt neue Maßstäbe bei ${c}.` : `${n} setzt neue Maßstäbe.`),
  ],
  pain: [
    (n, c) =>
      c ? `Genug von ${c}, die enttäuscht? ${n} ändert das.` : `Genug von halben Sachen? ${n} ändert das.`,
    (n) => `Schluss mit Fehlkäufen. Probier ${n}.`,
  ],
};

const LINES: Record<Locale, Lines> = { en, de, ...more };

/** The alternative-hook lines of one language, by style ("Make more like this" draws from them too). */
export function hookBank(locale: Locale): HookLines {
  return LINES[locale];
}

/** Two spoken lines are the same line whatever their case and outer spaces. */
export const sameLine = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Three alternative opening lines, one per style (question, bold claim, pain point), picked by a
 * stable hash of the product so the same input always proposes the same hooks. A line that would
 * repeat the script's own hook is swapped for its style's other line.
 */
export function alternativeHookLines(
  locale: Locale,
  name: string,
  category: string | null,
  originalHook: string,
): string[] {
  const lines = LINES[locale];
  const seed = stableHash(`${name}\u0000${category ?? ''}`);
  return HOOK_STYLES.map((style, i) => {
    const [a, b] = lines[style];
    const first = (seed >>> i) & 1 ? b : a;
    const second = first === a ? b : a;
    const line = voiceLine(first(name, category));
    return sameLine(line, originalHook) ? voiceLine(second(name, category)) : line;
  });
}
