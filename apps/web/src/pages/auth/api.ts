import {
  type ForgotPasswordBody,
  forgotPasswordResponseSchema,
  type signinBodySchema,
  signinResponseSchema,
  type signupBodySchema,
  signupResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
import { signOutHere } from '../../lib/sign-out.ts';

type SignInBody = z.input<typeof signinBodySchema>;
type SignInResult = z.infer<typeof signinResponseSchema>;

export function useSignInMutation(callbacks?: MutationCallbacks<SignInResult, SignInBody>) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: SignInBody) =>
      api('/auth/signin', { method: 'POST', body, schema: signinResponseSchema }),
  });
}

type SignUpBody = z.input<typeof signupBodySchema>;

export function useSignUpMutation(
  callbacks?: MutationCallbacks<z.infer<typeof signupResponseSchema>, SignUpBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: SignUpBody) =>
      api('/auth/signup', { method: 'POST', body, schema: signupResponseSchema }),
  });
}

/** Both steps of the reset: `{email}` e-mails a code, `{email, code, newPassword}` sets the password. */
export function useForgotPasswordMutation(
  callbacks?: MutationCallbacks<z.infer<typeof forgotPasswordResponseSchema>, ForgotPasswordBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: ForgotPasswordBody) =>
      api('/auth/forgot-password', { method: 'POST', body, schema: forgotPasswordResponseSchema }),
  });
}

/** The sidebar's Sign out: ends the session here, whatever the server answers. */
export function useSignOutMutation(callbacks?: MutationCallbacks<void>) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn: () => signOutHere(queryClient) });
}
