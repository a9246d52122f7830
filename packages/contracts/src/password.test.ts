import { describe, expect, it } from 'vitest';
import { forgotPasswordBodySchema, signupBodySchema } from './auth.ts';
import {
  forgotPasswordBodyPolicySchema,
  isCommonPassword,
  signupBodyPolicySchema,
} from './common-passwords.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordLengthProblem,
} from './password.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('password rule: length', () => {
  it('refuses passwords shorter than 8 characters, with a message that says why', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    for (const short of ['', 'a', 'Zq7!x', 'Zq7!xK2']) {
      const r = newPasswordSchema.safeParse(short);
      expect(r.success, short).toBe(false);
      expect(issuesOf(r)).toEqual([{ path: '', message: PASSWORD_TOO_SHORT_MESSAGE }]);
      expect(passwordLengthProblem(short)).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    }
    expect(newPasswordSchema.safeParse('Zq7!xK2m').success).toBe(true);
    expect(passwordLengthProblem('Zq7!xK2m')).toBeNull();
  });

  it('is part of the sign-up and reset contracts the web uses', () => {
    expect(signupBodySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'x' }).success).toBe(false);
    const reset = forgotPasswordBodySchema.safeParse({
      email: 'a@b.co',
      code: '123456',
      newPassword: 'short',
    });
    expect(issuesOf(reset)).toEqual([{ path: 'newPassword', message: PASSWORD_TOO_SHORT_MESSAGE }]);
  });
});

describe('password rule: common passwords', () => {
  it('knows the common passwords the length rule lets through, in any letter case', () => {
    for (const common of [
      'password',
      'password1',
      '12345678',
      'iloveyou',
      'sunshine',
      'PassWord1',
      'QWERTYUIOP',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['Zq7!xK2m', 'lamp-over-the-sea-42', 'demo1234']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it('refuses a common password at sign-up and at reset with "This password is too common"', () => {
    const signup = signupBodyPolicySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'Password1' });
    expect(issuesOf(signup)).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    const reset = forgotPasswordBodyPolicySchema.safeParse({
      email: 'a@b.co',
      code: '123456',
      newPassword: 'sunshine',
    });
    expect(issuesOf(reset)).toEqual([{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }]);
    // Step one of the reset carries no password and passes.
    expect(forgotPasswordBodyPolicySchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(
      signupBodyPolicySchema.safeParse({ name: 'A', email: 'a@b.co', password: 'lamp-over-the-sea-42' })
        .success,
    ).toBe(true);
  });
});
