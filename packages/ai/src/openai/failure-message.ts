import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export const TIMEOUT_MESSAGE = 'The AI service timed out. Please try again in a moment.';

/** A user-facing sentence for an SDK failure; never the raw server text, which can leak keys or internals. */
export function failureMessage(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return TIMEOUT_MESSAGE;
  if (error instanceof APIConnectionError)
    return 'The AI service could not be reached. Please try again later.';
  if (error instanceof APIError) {
    if (error.status === 401 || error.status === 403)
      return 'The AI service rejected our credentials. Please contact support.';
    if (error.status === 429) return 'The AI service is busy right now. Please try again in a minute.';
    if (error.status === 404) return 'The configured AI model is not available. Please contact support.';
    if (error.status !== undefined && error.status >= 500)
      return 'The AI service had a problem. Please try again later.';
    return 'The AI service could not handle this request.';
  }
  return 'The AI service failed unexpectedly. Please try again.';
}
