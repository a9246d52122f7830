import { toGsm } from '../../text/gsm.ts';
import { clip } from '../../text/words.ts';
import { SMS_MAX_CHARS } from '../generator.ts';
import { Called, type CopyBrief, called } from './analyse.ts';
import { opening } from './benefits.ts';
import { pickOne } from './variation.ts';

const CTA = 'Tap the link to learn more!';

/** One SMS: GSM-7 only, at most 160 characters, the call to action always intact at the end. */
export function sms(b: CopyBrief): string {
  const claims = b.benefits.length > 0 ? b.benefits.slice(0, 3) : [opening(b)];
  const price = b.price ? ` Only ${b.price}.` : '';
  const bodies = claims.flatMap((claim) => [
    `${Called(b)}: ${claim}${price}`,
    `New: ${called(b)}. ${claim}${price}`,
    `Don't miss ${called(b)}! ${claim}${price}`,
  ]) as [string, ...string[]];
  return fitSms(pickOne(bodies, b.seed, `${b.salt}:sms`), CTA);
}

/** Clips the body (never the call to action) so the whole message fits one segment. */
export function fitSms(body: string, cta: string): string {
  const tail = toGsm(cta);
  const room = SMS_MAX_CHARS - tail.length - 1;
  const head = clip(toGsm(body), room, '...');
  return `${head} ${tail}`.slice(0, SMS_MAX_CHARS);
}
