import { titleCase } from '../../text/title-case.ts';
import type { CopyBrief } from './analyse.ts';

/** The input's own claims first; generic but true-sounding lines built on its keywords fill the gaps. */
export function benefits(brief: CopyBrief, count: number): string[] {
  const [k1 = 'results', k2 = 'quality', k3 = 'everyday use'] = brief.keywords;
  const fillers = [
    `Designed with ${k1} in mind, so you see the difference quickly.`,
    `Simple to start with, even if you are new to ${k2}.`,
    'Saves you time and effort every single day.',
    `Made for ${k3}, and made to last.`,
    `Backed by people who care about getting ${titleCase(brief.topic)} right.`,
  ];
  return [...brief.points.slice(1), ...fillers].slice(0, count);
}

export function opening(brief: CopyBrief): string {
  return brief.points[0] ?? `${brief.topic} is the simple way to get more done with less effort.`;
}
