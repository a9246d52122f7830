import { titleCase } from '../../text/title-case.ts';
import { clip } from '../../text/words.ts';
import { bareTitle, type CopyBrief, clause, titled } from './analyse.ts';
import { pickWindow, present } from './variation.ts';

/** Numbered headlines from proven formulas, filled with the product's name, claims, price and audience. */
export function headlines(b: CopyBrief, count = 5): string {
  const name = titled(b);
  const bare = bareTitle(b);
  const audience = b.audience ? titleCase(b.audience) : null;
  const [first, second] = b.benefits.map((claim) => titleCase(clause(claim)));
  const reasons = b.benefits.length >= 3 ? b.benefits.length : 5;
  const pool = [
    `The Simple ${bare} Secret Nobody Is Talking About`,
    `${reasons} Reasons ${audience ?? 'People'} Are Switching to ${name}`,
    `How to Get Started With ${name} (Even If You're a Beginner)`,
    first && `${name}: ${first}`,
    `Why Smart ${audience ?? 'Shoppers'} Are Choosing ${name}`,
    b.price && `${name} for ${b.price}? Here's What You Actually Get`,
    `Is ${name} Worth It? An Honest Look`,
    audience && `What ${audience} Wish They Knew About ${name} Sooner`,
    `${bare} Review: ${reasons} Things You Should Know`,
    `Stop Settling for Less: ${name} Is Here`,
    audience && `${name}, Made for ${audience}`,
    second && `${second}: Why ${name} Stands Out`,
  ]
    .filter(present)
    .map((line) => clip(line, 120));
  return pickWindow([...new Set(pool)], count, b.seed, `${b.salt}:headline`)
    .map((line, index) => `${index + 1}. ${line}`)
    .join('\n');
}
