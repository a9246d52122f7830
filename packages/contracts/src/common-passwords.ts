import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { forgotPasswordBodySchema, signupBodySchema } from './auth.ts';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORD_MESSAGE, MIN_PASSWORD_LENGTH } from './password.ts';

/**
 * Server side of the password rule. Not exported from the package's index: the list (zxcvbn-ts's
 * ranked common-password dictionary, most used first) would add hundreds of KB to every web page.
 * Import it as `@adreel/contracts/common-passwords`.
 *
 * The 10,000 most common passwords that the length rule lets through: shorter ones are refused anyway.
 */
const COMMON = new Set(
  dictionary['passwords-common']
    .filter((p) => p.length >= MIN_PASSWORD_LENGTH)
    .slice(0, COMMON_PASSWORD_COUNT),
);

/** True for a password on the list, whatever its letter case ("Password1" is as guessable). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

function refuseCommon(field: string) {
  return (body: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => {
    const value = body[field];
    if (typeof value === 'string' && isCommonPassword(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: COMMON_PASSWORD_MESSAGE });
    }
  };
}

// POST /auth/signup as the API validates it: the shared schema plus the common-password check.
export const signupBodyPolicySchema = signupBodySchema.superRefine(refuseCommon('password'));

// POST /auth/forgot-password as the API validates it: a new password must not be common either.
export const forgotPasswordBodyPolicySchema = forgotPasswordBodySchema.superRefine(
  refuseCommon('newPassword'),
);
