import { type CopyBrief, called } from './analyse.ts';
import { present } from './variation.ts';

/** The opening claim: how the page introduces the product, else its first benefit. */
export function opening(b: CopyBrief): string {
  return (
    b.intro ??
    b.benefits[0] ??
    `${called(b).charAt(0).toLocaleUpperCase()}${called(b).slice(1)} is worth a closer look.`
  );
}

/**
 * The product's own claims (without the one used as the opening), then lines built from its other
 * facts (audience, price, category), then two plain lines that promise nothing, to reach `count`.
 */
export function benefits(b: CopyBrief, count: number): string[] {
  const first = opening(b);
  const own = b.benefits.filter((line) => line !== first);
  // A claim that already states the price ("Only $29 a month, cancel any time") says it once.
  const statesPrice = (line: string) => /[$€£]\s?\d|\d\s?(?:€|EUR|USD|GBP)\b/u.test(line);
  const fromFacts = [
    b.audience && `Made for ${b.audience}.`,
    b.price && !own.some(statesPrice) && `Yours for ${b.price}.`,
    b.category && `A standout pick in ${b.category}.`,
    'Simple to start with from day one.',
    'Easy to fit into your everyday routine.',
    `See the details of ${called(b)} and decide for yourself.`,
  ].filter(present);
  return [...own, ...fromFacts].slice(0, count);
}
