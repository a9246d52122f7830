import { safeText } from './text.ts';

/**
 * The password rule, applied whenever a password is set (sign-up, reset); signing in with an older
 * password keeps working. The length part runs everywhere; the common-password part needs a list of
 * 10,000 passwords too big for the web's bundle, so only the API checks it (`common-passwords.ts`)
 * and the forms show its answer.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const COMMON_PASSWORD_COUNT = 10_000;
export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common';
/** Shown under every field where a password is chosen, before the user types. */
export const PASSWORD_RULE_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a commonly used password.`;

/** A password being set: the length rule (the API adds the common-password check). */
export const newPasswordSchema = safeText({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH);

/** The length rule's message for `password`, or null when it passes (forms check before sending). */
export function passwordLengthProblem(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT_MESSAGE : null;
}
