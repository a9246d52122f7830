import { toGsm } from '../../text/gsm.ts';
import { clip } from '../../text/words.ts';
import { SMS_MAX_CHARS } from '../generator.ts';
import type { CopyBrief } from './analyse.ts';

const CTA = 'Tap the link to learn more!';

/** One SMS: GSM-7 only, at most 160 characters, the call to action always intact at the end. */
export function sms(brief: CopyBrief): string {
  const claim = brief.points[1] ?? brief.points[0] ?? 'Made to make your day easier.';
  return fitSms(`${brief.topic}: ${claim}`, CTA);
}

/** Clips the body (never the call to action) so the whole message fits one segment. */
export function fitSms(body: string, cta: string): string {
  const tail = toGsm(cta);
  const room = SMS_MAX_CHARS - tail.length - 1;
  const head = clip(toGsm(body), room, '...');
  return `${head} ${tail}`.slice(0, SMS_MAX_CHARS);
}
