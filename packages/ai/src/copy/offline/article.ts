import { titleCase } from '../../text/title-case.ts';
import type { CopyBrief } from './analyse.ts';
import { benefits, opening } from './benefits.ts';

/** A markdown article: title, intro, four sections with subheadings, conclusion. */
export function article(brief: CopyBrief): string {
  const topic = brief.topic;
  const key = brief.keywords[0] ?? 'results';
  const points = benefits(brief, 4);
  return [
    `# ${titleCase(`${topic}: what it is, why it matters and how to start`)}`,
    '',
    `${opening(brief)} In this article we look at what ${topic} offers, who it is for, and how to get the most out of it from day one.`,
    '',
    `## What Is ${topic}?`,
    '',
    `${topic} is for people who want real results without wasting time. ${points[0] ?? ''}`.trim(),
    '',
    '## The Key Benefits',
    '',
    ...points.map((point) => `- ${point}`),
    '',
    `## How to Get Started With ${topic}`,
    '',
    `Start small: pick one goal (for example around ${key}), use ${topic} consistently for two weeks, and measure what changes. Most people notice the difference when they stick to a simple routine rather than trying everything at once.`,
    '',
    `## Is ${topic} Right for You?`,
    '',
    `If you want progress without the usual complexity, ${topic} is worth a closer look. If you prefer to do everything by hand, it may not be for you, and that is fine.`,
    '',
    '## Conclusion',
    '',
    `${topic} makes your goals easier to reach. Take the first step today: follow the link, see the details for yourself, and decide whether it fits your goals.`,
  ].join('\n');
}
