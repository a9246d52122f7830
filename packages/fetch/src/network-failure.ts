import { errors } from 'undici';
import { FetchRefusedError } from './errors.ts';

/**
 * A request that failed on the wire, as a refusal the user can read: TIMEOUT when our own deadline
 * fired or undici gave up waiting for headers, body or connection, else NETWORK. `farEnd` names the
 * other side in the message: the site a user pasted, or the receiver of a webhook.
 */
export function networkFailure(
  error: unknown,
  timedOut: boolean,
  farEnd: 'site' | 'receiver',
): FetchRefusedError {
  if (
    timedOut ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError ||
    error instanceof errors.ConnectTimeoutError
  ) {
    return new FetchRefusedError('TIMEOUT', `The ${farEnd} took too long to answer.`, { cause: error });
  }
  return new FetchRefusedError('NETWORK', `The ${farEnd} could not be reached.`, { cause: error });
}
