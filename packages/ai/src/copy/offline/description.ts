import type { CopyBrief } from './analyse.ts';
import { benefits, opening } from './benefits.ts';

/** Intro, a bullet list of benefits, and a closing call to action. */
export function description(brief: CopyBrief): string {
  const bullets = benefits(brief, 5).map((line) => `• ${line}`);
  return [
    `${brief.topic}: ${opening(brief)}`,
    '',
    'Key benefits:',
    ...bullets,
    '',
    `Ready to see what ${brief.topic} can do for you? Click the link and get started today.`,
  ].join('\n');
}
