import { titleCase } from '../../text/title-case.ts';
import { Called, type CopyBrief, called, titled } from './analyse.ts';
import { benefits, opening } from './benefits.ts';
import { pickOne } from './variation.ts';

/** A markdown article from the product's facts: title, intro, four sections with subheadings, conclusion. */
export function article(b: CopyBrief): string {
  const name = titled(b);
  const points = benefits(b, 4);
  const who = b.audience ?? 'anyone who wants results without the usual hassle';
  const title = pickOne(
    [
      `${name}: what it is, why it matters and how to start`,
      `Everything you need to know about ${called(b)}`,
      `Is ${called(b)} right for you? An honest guide`,
    ],
    b.seed,
    `${b.salt}:article-title`,
  );
  return [
    `# ${titleCase(title.charAt(0).toLocaleUpperCase() + title.slice(1))}`,
    '',
    `${opening(b)} In this article we look at what ${called(b)} offers, who it is for, and how to get the most out of it from day one.`,
    '',
    `## What Is ${name}?`,
    '',
    [
      b.intro ?? `${Called(b)} is made for ${who}.`,
      b.category ? `It belongs in ${b.category}.` : '',
      b.price ? `It costs ${b.price}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    '',
    '## The Key Benefits',
    '',
    ...points.map((point) => `- ${point}`),
    '',
    `## How to Get Started With ${name}`,
    '',
    `Start small: pick one goal, use ${called(b)} consistently for two weeks, and note what changes. ${
      b.price
        ? `At ${b.price}, it is easy to judge whether it pays off for you.`
        : 'Most people notice the difference when they stick to a simple routine rather than trying everything at once.'
    }`,
    '',
    `## Is ${name} Right for You?`,
    '',
    `${Called(b)} is a good fit for ${who}. If you prefer to do everything by hand, it may not be for you, and that is fine.`,
    '',
    '## Conclusion',
    '',
    `${points[0] ?? opening(b)} Take the first step today: follow the link, see the details for yourself, and decide whether ${called(b)} fits your goals.`,
  ].join('\n');
}
