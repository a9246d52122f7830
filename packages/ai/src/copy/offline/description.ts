import { Called, type CopyBrief, called } from './analyse.ts';
import { benefits, opening } from './benefits.ts';
import { pickOne } from './variation.ts';

/** Intro, a bullet list of benefits, and a closing call to action, each varied per press. */
export function description(b: CopyBrief): string {
  const intro = opening(b);
  const heading = pickOne(
    [`${Called(b)}: ${intro}`, `Meet ${called(b)}. ${intro}`, `Say hello to ${called(b)}. ${intro}`],
    b.seed,
    `${b.salt}:description-intro`,
  );
  const bullets = benefits(b, 5).map((line) => `• ${line}`);
  const cta = pickOne(
    [
      `Ready to see what ${called(b)} can do for you? Click the link and get started today.`,
      `Curious? Tap the link to see ${called(b)} for yourself.`,
      `Click the link to get ${called(b)}${b.price ? ` for ${b.price}` : ''} today.`,
    ],
    b.seed,
    `${b.salt}:description-cta`,
  );
  return [heading, '', 'Key benefits:', ...bullets, '', cta].join('\n');
}
