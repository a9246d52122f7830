import { titleCase } from '../../text/title-case.ts';
import type { CopyBrief } from './analyse.ts';

/** Five proven headline formulas (secret, list, how-to, solution, switch), numbered. */
export function headlines(brief: CopyBrief): string {
  const topic = brief.topic;
  const key = titleCase(brief.keywords[0] ?? 'results');
  const list = [
    `The Simple ${topic} Secret Nobody Is Talking About`,
    `7 Reasons ${topic} Is Worth Your Attention Right Now`,
    `How to Get Started With ${topic} (Even If You're a Beginner)`,
    `${topic} and ${key}: What Nobody Tells You`,
    `Why Smart People Are Switching to ${topic}`,
  ];
  return list.map((line, index) => `${index + 1}. ${line}`).join('\n');
}
