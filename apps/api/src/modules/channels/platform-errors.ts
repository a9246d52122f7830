import { isPlatformError } from '@adreel/publish';
import { Conflict, Invalid, RateLimited, UpstreamFailed } from '../../domain-errors.ts';

/** A platform's refusal as the API's domain error (never a 500). */
export function platformFailure(e: unknown): Error {
  if (!isPlatformError(e)) return e as Error;
  switch (e.kind) {
    case 'reconnect_needed':
    case 'token_expired':
      return new Conflict(`${e.message} Reconnect the channel under Settings → Channels.`);
    case 'rate_limited':
    case 'quota':
      return new RateLimited(e.message);
    case 'rejected':
    case 'bad_request':
      return new Invalid(e.message);
    default:
      return new UpstreamFailed(e.message);
  }
}
