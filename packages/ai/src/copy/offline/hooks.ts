import { Called, type CopyBrief, called, clause } from './analyse.ts';
import { pickWindow, present } from './variation.ts';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Scroll-stopping first lines about the product, built from its claims, audience and price. */
export function hookLines(b: CopyBrief): string[] {
  const it = called(b);
  const [first, second] = b.benefits.map(clause);
  return [
    `Stop scrolling: you need to see ${it}.`,
    `Here's why everyone is talking about ${it}.`,
    `POV: you just found ${it}.`,
    `3 things nobody tells you about ${it}.`,
    `Is ${it} worth it? Watch this before you decide.`,
    `You've been doing it the hard way. Meet ${it}.`,
    b.audience && `${capitalise(b.audience)}, this one's for you.`,
    b.audience && `Attention ${b.audience}: meet ${it}.`,
    b.price && `${Called(b)} for ${b.price}? Here's what you get.`,
    first && `${capitalise(first)}. That's ${it} in one line.`,
    first && `Meet ${it}. ${capitalise(first)}.`,
    second && `${capitalise(second)}. Still scrolling?`,
  ].filter(present);
}

/** `count` numbered hooks; another press (seed) gives the next set. */
export function hooks(b: CopyBrief, count = 3): string {
  return pickWindow(hookLines(b), count, b.seed, `${b.salt}:hooks`)
    .map((line, index) => `${index + 1}. ${line}`)
    .join('\n');
}
