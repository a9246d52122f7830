import { ApiError } from '../../lib/api.ts';

/** The API's 400 for a form, as one message per field (`{password: 'This password is too common'}`);
 * empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}
